// SPEC §2 Static pages: the registration guide's four steps, as the registration wizard asks them
// (machines/registration-wizard: Mobile, Verify, Profile, then the automatic sign-in), with SPEC §5's
// guide facts.
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';
import './registration-guide.css';

// The words are in the catalogue (pages.json, 'registrationGuide').
const STEPS = ['mobile', 'verify', 'profile', 'booking'] as const;

const GOOD_TO_KNOW = ['username', 'email', 'resend', 'forgot'] as const;

export default function RegistrationGuidePage() {
  const { t } = useTranslation();
  return (
    <PageContainer heading={t('registrationGuide.heading')} subtitle={t('registrationGuide.subtitle')} width="narrow">
      <ol className="guide-steps">
        {STEPS.map((step, index) => (
          <li key={step} className="guide-steps__item">
            <span className="guide-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="guide-steps__title">{t(`registrationGuide.steps.${step}.title`)}</h2>
              <p className="guide-steps__text">{t(`registrationGuide.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>

      <section className="prose guide-notes" aria-labelledby="guide-good-to-know">
        <h2 id="guide-good-to-know">{t('registrationGuide.goodToKnowHeading')}</h2>
        <ul>
          {GOOD_TO_KNOW.map((note) => (
            <li key={note}>{t(`registrationGuide.goodToKnow.${note}`)}</li>
          ))}
        </ul>
        <h2>{t('registrationGuide.bookingHeading')}</h2>
        <p>{t('registrationGuide.booking')}</p>
        <p className="page__actions">
          <InternalLink className="button button--primary" href="/register">
            {t('registrationGuide.createAccount')}
          </InternalLink>
          <InternalLink className="button button--secondary" href="/events">
            {t('registrationGuide.browse')}
          </InternalLink>
        </p>
      </section>
    </PageContainer>
  );
}
