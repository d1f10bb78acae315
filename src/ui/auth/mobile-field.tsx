// SPEC §5 mobile number: a fixed +91 and up to 10 digits (the flow's machine keeps digits only).
import { useId } from 'react';
import { MOBILE_COUNTRY_CODE } from '../../domain/constants';
import { FieldError } from './field-error';
import './auth.css';
import { useTranslation } from 'react-i18next';

interface MobileFieldProps {
  label?: string;
  value: string;
  onChange: (raw: string) => void;
  onBlur?: () => void;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function MobileField({
  label,
  value,
  onChange,
  onBlur,
  error = null,
  autoFocus = false,
  disabled = false,
}: MobileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label ?? t('authFields.mobileLabel')}
      </label>
      <div className={`mobile-field${error ? ' mobile-field--invalid' : ''}`}>
        <span className="mobile-field__prefix" aria-hidden="true">
          {MOBILE_COUNTRY_CODE}
        </span>
        <input
          id={inputId}
          className="mobile-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('authFields.mobilePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          autoFocus={autoFocus}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
