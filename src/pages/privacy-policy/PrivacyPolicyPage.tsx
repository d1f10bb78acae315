// What Startline collects, why, who sees it and what a person can ask for (SPEC §3 stored data).
import { InternalLink } from '../../ui/InternalLink';
import { PageContainer } from '../../ui/PageContainer';

export default function PrivacyPolicyPage() {
  return (
    <PageContainer heading="Privacy Policy" width="narrow">
      <div className="prose">
        <p>
          Startline connects organisers, vendors, pacers and runners with the people who take part in their events. This
          policy explains what personal information we collect when you use Startline, why we collect it, who we share
          it with and the choices you have. We process it in line with India&apos;s Digital Personal Data Protection
          Act, 2023.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your mobile number, full name, username and email address. Your 4-digit MPIN
            is stored only in a one-way hashed form; nobody at Startline can read it.
          </li>
          <li>
            <strong>Attendee details:</strong> what an organiser&apos;s registration form asks for each attendee, such
            as name, email, phone, date of birth, PIN code, city and state, an emergency contact number, the chosen
            category and any document the organiser requests.
          </li>
          <li>
            <strong>Orders and payments:</strong> the tickets you buy, amounts, GST details and the payment
            provider&apos;s order and payment references. Card details are entered in the payment provider&apos;s
            checkout and never reach Startline.
          </li>
          <li>
            <strong>How you reached us:</strong> the campaign parameters in the link you followed (utm_source,
            utm_medium, utm_campaign, utm_term, utm_content), kept for your visit only.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To create your account, sign you in and keep your session secure.</li>
          <li>To register attendees, take payment, issue tickets and GST invoices, and show your events and orders.</li>
          <li>To send the one-time passwords you ask for and to contact you about your bookings.</li>
          <li>To understand which campaigns bring people to Startline. We never sell your personal information.</li>
        </ul>

        <h2>Who we share it with</h2>
        <ul>
          <li>
            <strong>Organisers</strong> of the events you register for receive the attendee details on their form, to
            run the event, contact attendees and publish results.
          </li>
          <li>
            <strong>Our payment provider</strong> receives what it needs to take the payment and prevent fraud.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, for example for tax records.
          </li>
        </ul>

        <h2>What your browser keeps</h2>
        <p>
          After you sign in, your browser keeps your sign-in tokens and basic profile (username, email and mobile
          number) in local storage, so you stay signed in. Campaign parameters and the page to return to after signing
          in are kept in session storage and disappear when the tab is closed. Signing out removes the sign-in data.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your account while it is open, and order and invoice records for as long as tax law requires. Attendee
          details are kept for as long as the organiser needs them for the event and its results.
        </p>

        <h2>Your rights</h2>
        <p>
          You can see and update your profile on the <InternalLink href="/profile">My Profile</InternalLink> page. You
          may ask us for a summary of the personal data we hold about you, to correct it, or to delete your account, and
          you may withdraw consent you have given. Write to our grievance officer using the email address or phone
          number on the <InternalLink href="/about-us">About Us</InternalLink> page.
        </p>

        <h2>Children</h2>
        <p>
          Users under 18 years of age are deemed to have the consent of a parent or guardian to use Startline. A parent
          or guardian may contact us about a minor&apos;s data at any time.
        </p>

        <h2>Changes</h2>
        <p>We may update this policy. The version on this page is the one that applies.</p>
      </div>
    </PageContainer>
  );
}
