import { PageContainer } from '../../ui/PageContainer';

export default function PrivacyPolicyPage() {
  return (
    <PageContainer heading="Privacy Policy" width="narrow">
      <div className="prose">
        <p>
          Startline collects only what it needs to register you for events: your mobile number, name, email address and
          the details an organiser asks for on an event&apos;s registration form.
        </p>
        <h2>How we use your information</h2>
        <p>
          Your details are shared with the organiser of the events you register for, used to issue tickets and GST
          invoices, and used to contact you about your bookings. We never sell your personal information.
        </p>
        <h2>Payments</h2>
        <p>
          Card and UPI payments are processed by our payment partner. Startline never sees or stores your full card
          details.
        </p>
        <h2>Your choices</h2>
        <p>
          You can review your profile at any time and ask us to correct or delete your account by contacting our support
          team.
        </p>
      </div>
    </PageContainer>
  );
}
