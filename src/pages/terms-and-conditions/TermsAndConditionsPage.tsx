import { PageContainer } from '../../ui/PageContainer';

export default function TermsAndConditionsPage() {
  return (
    <PageContainer heading="Terms and Conditions" width="narrow">
      <div className="prose">
        <p>
          By creating an account or registering for an event on Startline you agree to these terms and to the rules of
          each event you enter, as published by its organiser.
        </p>
        <h2>Registrations</h2>
        <p>
          You are responsible for the accuracy of the attendee details you submit. Organisers may refuse or cancel an
          entry that does not meet their eligibility rules, such as age limits.
        </p>
        <h2>Minors</h2>
        <p>
          Users under 18 years of age are deemed to have the consent of a parent or guardian to register and take part.
        </p>
        <h2>Payments and refunds</h2>
        <p>
          Prices are shown in Indian rupees and include the taxes listed at checkout. Refunds follow our refund and
          cancellation policy.
        </p>
      </div>
    </PageContainer>
  );
}
