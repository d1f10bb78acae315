// Four MPIN boxes with a show/hide switch (SPEC §2 Login, §5 MPIN).
import { useId } from 'react';
import { MPIN_LENGTH } from '../../domain/constants';
import { DigitBoxes } from './digit-boxes';
import './auth.css';
import { useTranslation } from 'react-i18next';

interface MpinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  visible: boolean;
  /** Without it the field follows another field's show/hide switch (e.g. a confirmation). */
  onToggleVisible?: () => void;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function MpinField({
  label,
  value,
  onChange,
  onBlur,
  visible,
  onToggleVisible,
  error,
  autoFocus,
  disabled,
}: MpinFieldProps) {
  const { t } = useTranslation();
  const toggleId = useId();
  return (
    <div className="mpin-field">
      <DigitBoxes
        label={label}
        length={MPIN_LENGTH}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        masked={!visible}
        error={error ?? null}
        autoFocus={autoFocus}
        disabled={disabled}
      />
      {onToggleVisible ? (
        <button
          id={toggleId}
          type="button"
          className="link-button mpin-field__toggle"
          aria-pressed={visible}
          onClick={onToggleVisible}
        >
          {visible ? t('authFields.hideMpin') : t('authFields.showMpin')}
        </button>
      ) : null}
    </div>
  );
}
