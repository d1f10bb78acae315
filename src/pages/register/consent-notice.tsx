// Issue 27 item 2 (DPDP Act 2023 §5-6): the short notice on the wizard's profile step (what is
// collected, why, how long it is kept, the privacy policy) and the checkbox that gives consent.
// The policy opens in a new tab so the form keeps what was typed.
import { PRIVACY_POLICY_PATH } from '../../domain/privacy';
import { FieldError } from '../../ui/auth/field-error';
import { withUtmParams } from '../../ui/utm';
import './consent-notice.css';
import { useTranslation } from 'react-i18next';

const CONSENT_ID = 'registration-consent';

export interface ConsentNoticeProps {
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

export function ConsentNotice({ checked, error, onChange, onBlur }: ConsentNoticeProps) {
  const { t } = useTranslation();
  return (
    <section className="consent-notice" aria-labelledby={`${CONSENT_ID}-heading`}>
      <h2 id={`${CONSENT_ID}-heading`} className="consent-notice__heading">
        {t('consentNotice.heading')}
      </h2>
      <p>{t('consentNotice.what')}</p>
      <p>{t('consentNotice.why')}</p>
      <p>{t('consentNotice.howLong')}</p>
      <p>
        <a href={withUtmParams(PRIVACY_POLICY_PATH)} target="_blank" rel="noopener">
          {t('consentNotice.linkText')}
          <span className="visually-hidden">{t('consentNotice.newTab')}</span>
        </a>
      </p>
      <label className="consent-notice__agree">
        <input
          id={CONSENT_ID}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${CONSENT_ID}-error`}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <span>{t('consentNotice.checkboxLabel')}</span>
      </label>
      <FieldError id={`${CONSENT_ID}-error`} error={error} />
    </section>
  );
}
