// SPEC §9 policy facts: a rejected application refunds the entry fee within 14 working days minus
// processing charges; reservations are non-refundable; effective from August 22, 2022. Worded in the
// catalogue (pages.json), whole, in each language; a translation says the English version prevails.
import { useTranslation } from 'react-i18next';
import { LinkedText, TranslationNote } from '../../ui/linked-text';
import { PageContainer } from '../../ui/page-container';

export default function RefundPolicyPage() {
  const { t, i18n } = useTranslation();
  return (
    <PageContainer heading={t('refundPolicy.heading')} subtitle={t('refundPolicy.subtitle')} width="narrow">
      <div className="prose">
        <TranslationNote language={i18n.language} text={t('pageStates.translationNote')} />
        <p>
          <LinkedText text={t('refundPolicy.intro')} />
        </p>

        <h2>{t('refundPolicy.nonRefundableHeading')}</h2>
        <p>{t('refundPolicy.nonRefundable')}</p>

        <h2>{t('refundPolicy.rejectedHeading')}</h2>
        <p>{t('refundPolicy.rejected')}</p>

        <h2>{t('refundPolicy.feesHeading')}</h2>
        <ul>
          <li>{t('refundPolicy.feeEntry')}</li>
          <li>{t('refundPolicy.feePlatform')}</li>
          <li>{t('refundPolicy.feeConvenience')}</li>
        </ul>
        <p>{t('refundPolicy.fees')}</p>

        <h2>{t('refundPolicy.unpaidHeading')}</h2>
        <p>{t('refundPolicy.unpaid')}</p>

        <h2>{t('refundPolicy.debitHeading')}</h2>
        <p>{t('refundPolicy.debit')}</p>

        <h2>{t('refundPolicy.askHeading')}</h2>
        <p>
          <LinkedText text={t('refundPolicy.ask')} />
        </p>
      </div>
    </PageContainer>
  );
}
