// SPEC §2 Static pages: the registration guide's four steps, as the registration wizard asks them
// (machines/registration-wizard: Mobile, Verify, Profile, then the automatic sign-in), with SPEC §5's
// guide facts.
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';
import './registration-guide.css';

const STEPS = [
  {
    title: 'Enter your mobile number',
    text: 'On the Register page, type your 10-digit Indian mobile number (it starts with 6, 7, 8 or 9; +91 is added for you) and press Send OTP.',
  },
  {
    title: 'Verify your mobile number',
    text: 'Enter the 6-digit OTP we sent by SMS and press Verify OTP. The code is valid for 10 minutes. No code? Resend OTP becomes available after 30 seconds. If the number already has a complete account, we take you to sign in instead.',
  },
  {
    title: 'Complete your profile',
    text: 'Add your full name (3 to 50 letters and spaces), a username of 3-20 letters, numbers or underscores, and your email address. Choose a 4-digit MPIN and enter it again to confirm. You will sign in with your mobile number and this MPIN.',
  },
  {
    title: 'Start booking',
    text: 'Press Complete Registration: you are signed in straight away and taken back to the page you started from, such as the event you wanted to book, or to the home page. If the automatic sign-in fails, sign in with your mobile number and MPIN.',
  },
] as const;

const GOOD_TO_KNOW = [
  'Usernames cannot be changed after registration, so choose one you are happy to keep.',
  'Your email address is required; invoices and booking updates go to it. If we ever need to confirm it, we email a 6-digit OTP that is valid for 10 minutes.',
  'OTPs can be resent; wait 30 seconds between requests.',
  'Forgot your MPIN? Choose Forgot MPIN? on the sign-in page and reset it with an OTP sent to your mobile number.',
] as const;

export default function RegistrationGuidePage() {
  return (
    <PageContainer heading="Registration Guide" subtitle="Create your Startline account in four steps." width="narrow">
      <ol className="guide-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="guide-steps__item">
            <span className="guide-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="guide-steps__title">{step.title}</h2>
              <p className="guide-steps__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <section className="prose guide-notes" aria-labelledby="guide-good-to-know">
        <h2 id="guide-good-to-know">Good to know</h2>
        <ul>
          {GOOD_TO_KNOW.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <h2>Booking an event</h2>
        <p>
          On an event&apos;s page press Buy Tickets, choose how many tickets you want in each category, fill in one
          attendee form per ticket, check the price breakdown in the order summary and pay. Your booked events then
          appear in My Events and your invoices in My Orders.
        </p>
        <p className="page__actions">
          <InternalLink className="button button--primary" href="/register">
            Create your account
          </InternalLink>
          <InternalLink className="button button--secondary" href="/events">
            Browse events
          </InternalLink>
        </p>
      </section>
    </PageContainer>
  );
}
