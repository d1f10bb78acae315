// What Startline collects, why, who sees it, how long it is kept and what a person can do about it
// (SPEC §3 stored data; issue 27: true to the code, docs/privacy.md lists the same per table). Worded in
// the catalogue (pages.json), whole, in each language; a translation says the English version prevails.
import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_VERSION, RETENTION_DAYS } from '../../domain/privacy';
import { LinkedText, TranslationNote } from '../../ui/linked-text';
import { PageContainer } from '../../ui/page-container';

const COLLECTED = ['Account', 'Attendees', 'Orders', 'Campaigns', 'Consent', 'Security'] as const;
const USES = ['Account', 'Bookings', 'Messages', 'Campaigns'] as const;
const SHARED = ['Organisers', 'Payments', 'Authorities'] as const;

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  return (
    <PageContainer heading={t('privacyPolicy.heading')} width="narrow">
      <div className="prose">
        <TranslationNote language={i18n.language} text={t('pageStates.translationNote')} />
        <p>{t('privacyPolicy.intro')}</p>

        <h2>{t('privacyPolicy.collectHeading')}</h2>
        <ul>
          {COLLECTED.map((item) => (
            <li key={item}>
              <LinkedText text={t(`privacyPolicy.collect${item}`)} />
            </li>
          ))}
        </ul>

        <h2>{t('privacyPolicy.useHeading')}</h2>
        <ul>
          {USES.map((item) => (
            <li key={item}>{t(`privacyPolicy.use${item}`)}</li>
          ))}
        </ul>

        <h2>{t('privacyPolicy.shareHeading')}</h2>
        <ul>
          {SHARED.map((item) => (
            <li key={item}>
              <LinkedText text={t(`privacyPolicy.share${item}`)} />
            </li>
          ))}
        </ul>

        <h2>{t('privacyPolicy.browserHeading')}</h2>
        <p>{t('privacyPolicy.browser')}</p>

        <h2>{t('privacyPolicy.keepHeading')}</h2>
        <ul>
          <li>{t('privacyPolicy.keepAccount')}</li>
          <li>{t('privacyPolicy.keepInvoices', { years: RETENTION_DAYS.taxDocumentYears })}</li>
          <li>{t('privacyPolicy.keepOtps', { days: RETENTION_DAYS.otpSendLog })}</li>
          <li>{t('privacyPolicy.keepSessions', { days: RETENTION_DAYS.expiredRefreshTokens })}</li>
          <li>{t('privacyPolicy.keepNotices', { days: RETENTION_DAYS.webhookPayloads })}</li>
          <li>{t('privacyPolicy.keepSignUps', { days: RETENTION_DAYS.abandonedSignUps })}</li>
          <li>{t('privacyPolicy.keepUnpaid', { days: RETENTION_DAYS.unpaidRegistrations })}</li>
        </ul>
        <p>{t('privacyPolicy.keepOrganisers')}</p>

        <h2>{t('privacyPolicy.rightsHeading')}</h2>
        <p>
          <LinkedText text={t('privacyPolicy.rights')} />
        </p>

        <h2>{t('privacyPolicy.documentsHeading')}</h2>
        <p>{t('privacyPolicy.documents')}</p>

        <h2>{t('privacyPolicy.childrenHeading')}</h2>
        <p>{t('privacyPolicy.children')}</p>

        <h2>{t('privacyPolicy.changesHeading')}</h2>
        <p>{t('privacyPolicy.changes', { version: PRIVACY_POLICY_VERSION })}</p>
      </div>
    </PageContainer>
  );
}
