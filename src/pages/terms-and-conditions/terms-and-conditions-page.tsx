// The terms a participant accepts (SPEC §9: users under 18 are deemed to have parental consent). Worded
// in the catalogue (pages.json), whole, in each language; a translation says the English version prevails.
import { useTranslation } from 'react-i18next';
import { LinkedText, TranslationNote } from '../../ui/linked-text';
import { PageContainer } from '../../ui/page-container';

const SECTIONS = ['account', 'minors'] as const;
const LATER_SECTIONS = ['prices', 'refunds', 'fairUse', 'liability', 'changes'] as const;

export default function TermsAndConditionsPage() {
  const { t, i18n } = useTranslation();
  return (
    <PageContainer heading={t('termsAndConditions.heading')} width="narrow">
      <div className="prose">
        <TranslationNote language={i18n.language} text={t('pageStates.translationNote')} />
        <p>
          <LinkedText text={t('termsAndConditions.intro')} />
        </p>

        {SECTIONS.map((section) => (
          <Section key={section} heading={t(`termsAndConditions.${section}Heading`)}>
            {t(`termsAndConditions.${section}`)}
          </Section>
        ))}

        <h2>{t('termsAndConditions.attendeesHeading')}</h2>
        <ul>
          <li>{t('termsAndConditions.attendeesTrue')}</li>
          <li>{t('termsAndConditions.attendeesWaiver')}</li>
          <li>{t('termsAndConditions.attendeesOrganiser')}</li>
        </ul>

        {LATER_SECTIONS.map((section) => (
          <Section key={section} heading={t(`termsAndConditions.${section}Heading`)}>
            {t(`termsAndConditions.${section}`)}
          </Section>
        ))}
      </div>
    </PageContainer>
  );
}

function Section({ heading, children }: { heading: string; children: string }) {
  return (
    <>
      <h2>{heading}</h2>
      <p>
        <LinkedText text={children} />
      </p>
    </>
  );
}
