// The terms a participant accepts (SPEC §9: users under 18 are deemed to have parental consent).
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';

export default function TermsAndConditionsPage() {
  return (
    <PageContainer heading="Terms and Conditions" width="narrow">
      <div className="prose">
        <p>
          Startline is a platform where you discover sports and fitness events in India, register attendees and pay for
          their entries. By creating an account or registering for an event you agree to these terms, to our{' '}
          <InternalLink href="/privacy-policy">Privacy Policy</InternalLink> and{' '}
          <InternalLink href="/refund-policy">Refund and Cancellation Policy</InternalLink>, and to the rules each
          organiser publishes for their event.
        </p>

        <h2>Your account</h2>
        <p>
          You sign in with your Indian mobile number and a 4-digit MPIN. Keep your MPIN to yourself: anything done after
          signing in with it is treated as done by you. If you forget it, reset it with an OTP sent to your mobile
          number. Your username cannot be changed after registration.
        </p>

        <h2>Users under 18</h2>
        <p>
          Users under 18 years of age are deemed to have the consent of a parent or guardian to create an account,
          register and take part. A parent or guardian registering a minor accepts these terms for them.
        </p>

        <h2>Registering attendees</h2>
        <ul>
          <li>
            You may register yourself and others, up to the number of tickets the organiser allows for the event. The
            details you give for each attendee must be true and belong to that person.
          </li>
          <li>
            Each attendee accepts the event&apos;s Declaration &amp; Waiver of Liability on the registration form.
            Organisers may refuse an entry that does not meet their rules, such as age limits.
          </li>
          <li>
            The organiser runs the event and is responsible for its course, safety, timing, results and prizes.
            Startline handles registration and payment on the organiser&apos;s behalf.
          </li>
        </ul>

        <h2>Prices, fees and payment</h2>
        <p>
          Prices are in Indian rupees. The order summary shows, before you pay, the entry fee with CGST and SGST at 9%
          each, the platform fee with CGST and SGST at 9% each, and a convenience charge of 2% with GST at 18%. Payments
          are taken by our card payment provider&apos;s checkout; a ticket is confirmed only once the payment is
          verified as paid. A GST invoice for every paid order is available in My Orders.
        </p>

        <h2>Refunds</h2>
        <p>
          Reservations are non-refundable. If an organiser rejects an application, the entry fee is refunded as the{' '}
          <InternalLink href="/refund-policy">Refund and Cancellation Policy</InternalLink> describes.
        </p>

        <h2>Fair use</h2>
        <p>
          Do not register people without their consent, resell entries, interfere with the platform or use it to break
          the law. We may suspend an account that does.
        </p>

        <h2>Liability</h2>
        <p>
          Sport carries a risk of injury. Take part only when you are fit to, and follow the organiser&apos;s
          instructions on the day. To the extent the law allows, Startline&apos;s liability for a booking is limited to
          the amount paid for it.
        </p>

        <h2>Changes and governing law</h2>
        <p>
          We may update these terms; the version on this page applies from when it is published. These terms are
          governed by the laws of India. Questions? Contact us through the details on the{' '}
          <InternalLink href="/about-us">About Us</InternalLink> page.
        </p>
      </div>
    </PageContainer>
  );
}
