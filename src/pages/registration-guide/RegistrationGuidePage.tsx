import { PageContainer } from '../../ui/PageContainer';
import './registration-guide.css';

const STEPS = [
  {
    title: 'Enter your mobile number',
    text: 'Use your 10-digit Indian mobile number. We send a 6-digit OTP to it, valid for 10 minutes.',
  },
  {
    title: 'Verify the OTP',
    text: 'Type the 6-digit code. Did not get it? You can ask for a new OTP after a short wait.',
  },
  {
    title: 'Create your profile',
    text: 'Choose a username of 3-20 letters, numbers or underscores, and add your email address. Usernames cannot be changed after registration.',
  },
  {
    title: 'Set your MPIN and verify your email',
    text: 'Pick a 4-digit MPIN and confirm it; you will use it to sign in. A 6-digit email OTP, valid for 10 minutes, confirms your email address.',
  },
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
    </PageContainer>
  );
}
