// What Startline collects, why, who sees it, how long it is kept and what a person can do about it
// (SPEC §3 stored data; issue 27: true to the code, docs/privacy.md lists the same per table).
import { PRIVACY_POLICY_VERSION, RETENTION_DAYS } from '../../domain/privacy';
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';

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
            utm_medium, utm_campaign, utm_term, utm_content). Your browser keeps them for the visit; when you sign up,
            the ones of that visit are stored with your account, to learn which campaigns bring people to Startline.
          </li>
          <li>
            <strong>Your consent:</strong> when you agreed to this policy, and to which version of it.
          </li>
          <li>
            <strong>Security records:</strong> the one-time passwords we sent (only in a form nobody can read back),
            when and to which number, and failed sign-in attempts with the network address they came from.
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
        <ul>
          <li>Your account, attendees, orders and uploaded documents: while your account is open.</li>
          <li>
            GST invoices and credit notes: {RETENTION_DAYS.taxDocumentYears} years, as tax law requires, with the
            buyer&apos;s details printed on them and nothing more, also after you delete your account.
          </li>
          <li>
            One-time passwords and the record of their sending, and failed sign-in attempts: {RETENTION_DAYS.otpSendLog}{' '}
            day.
          </li>
          <li>Sign-in sessions: until they expire, then {RETENTION_DAYS.expiredRefreshTokens} day more.</li>
          <li>The payment provider&apos;s notices about your payments: {RETENTION_DAYS.webhookPayloads} days.</li>
          <li>A sign-up never completed: {RETENTION_DAYS.abandonedSignUps} days.</li>
          <li>Tickets and orders never paid: {RETENTION_DAYS.unpaidRegistrations} days.</li>
        </ul>
        <p>
          Organisers keep the attendee details of their event for as long as they need them for the event and its
          results.
        </p>

        <h2>Your rights</h2>
        <p>
          On the <InternalLink href="/profile">My Profile</InternalLink> page you can see your profile, download a copy
          of all the data we hold about your account (&apos;Download my data&apos;) and delete your account
          (&apos;Delete account&apos;): your personal data is erased and you are signed out everywhere; only the GST
          invoices and credit notes are kept, as above. You may also ask us to correct your data or withdraw consent you
          have given: write to our grievance officer using the email address or phone number on the{' '}
          <InternalLink href="/about-us">About Us</InternalLink> page.
        </p>

        <h2>Uploaded documents</h2>
        <p>
          Documents you upload for an attendee (such as an ID) can be opened only by you, signed in, and by the
          organiser of that event through Startline&apos;s attendee list. They have no public link.
        </p>

        <h2>Children</h2>
        <p>
          An attendee under 18 years of age is registered by a parent or legal guardian, who confirms on the attendee
          form&apos;s Declaration &amp; Waiver of Liability that they give consent and accept it on the minor&apos;s
          behalf. A parent or guardian may contact us about a minor&apos;s data at any time.
        </p>

        <h2>Changes</h2>
        <p>
          We may update this policy. The version on this page is the one that applies: version {PRIVACY_POLICY_VERSION}.
        </p>
      </div>
    </PageContainer>
  );
}
