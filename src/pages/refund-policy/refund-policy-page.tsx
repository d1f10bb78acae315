// SPEC §9 policy facts: a rejected application refunds the entry fee within 14 working days minus
// processing charges; reservations are non-refundable; effective from August 22, 2022.
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';

export default function RefundPolicyPage() {
  return (
    <PageContainer heading="Refund and Cancellation Policy" subtitle="Effective from August 22, 2022" width="narrow">
      <div className="prose">
        <p>
          This policy explains when money paid for an event booked on Startline comes back to you. Each event also
          publishes its organiser&apos;s own refund and cancellation terms under <strong>Rules &amp; Policies</strong>{' '}
          on the event page; please read them before you pay.
        </p>

        <h2>Reservations are non-refundable</h2>
        <p>
          Once your payment is confirmed, your reservation is final. A confirmed entry is not refunded if you cancel,
          cannot attend, or miss the start, and it cannot be moved to another event.
        </p>

        <h2>When an organiser rejects an application</h2>
        <p>
          Organisers may review entries against their eligibility rules, such as age limits or qualifying times. If an
          organiser rejects your application, the entry fee paid for that attendee is refunded to your original payment
          method within 14 working days, minus payment processing charges.
        </p>

        <h2>Fees and taxes</h2>
        <ul>
          <li>The entry fee carries CGST at 9% and SGST at 9%.</li>
          <li>The platform fee carries CGST at 9% and SGST at 9%.</li>
          <li>
            The convenience charge is 2% of the ticket amount, the platform fee and their taxes, and carries GST at 18%.
          </li>
        </ul>
        <p>
          The platform fee and the convenience charge, with the GST on them, cover processing your booking and payment;
          they are the processing charges deducted from a refund. Every amount is shown in the price breakdown before
          you pay and on your GST invoice.
        </p>

        <h2>Tickets you have not paid for</h2>
        <p>
          Attendees you added but did not pay for stay pending in your order summary, where you can remove them. Nothing
          is charged for a pending ticket, and closing the payment window before paying takes no money.
        </p>

        <h2>If money left your account but no ticket was confirmed</h2>
        <p>
          A ticket is confirmed only when the payment is verified. If your bank shows a debit for a booking that is not
          confirmed, the payment provider returns the amount to the same account under its own timelines. Write to us
          with the date and amount of the debit if it has not come back.
        </p>

        <h2>How to ask about a refund</h2>
        <p>
          Find the order in <InternalLink href="/my-orders">My Orders</InternalLink> and note its Order ID. Then write
          to our support team using the email address or phone number on the{' '}
          <InternalLink href="/about-us">About Us</InternalLink> page, with the Order ID and the attendee&apos;s name.
        </p>
      </div>
    </PageContainer>
  );
}
