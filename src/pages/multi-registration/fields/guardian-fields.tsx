// The parent or guardian group (issue 27, DPDP Act 2023 §9), shown while the date of birth makes the
// attendee a minor: the guardian's name and mobile number, and their consent tick.
import type { AttendeeFormConnect } from '../../../../machines/attendee-form/attendee-form.connect';
import { fieldErrorId, fieldInputId } from './field-shell';
import { InputField } from './input-field';
import type { FieldHandlers } from './types';
import { useTranslation } from 'react-i18next';

type GuardianView = NonNullable<AttendeeFormConnect['guardian']>;

interface GuardianFieldsProps extends Pick<FieldHandlers, 'disabled'> {
  view: GuardianView;
  today: string;
  fieldProps: AttendeeFormConnect['fieldProps'];
  onConsent: (accepted: boolean) => void;
}

export function GuardianFields({ view, disabled, today, fieldProps, onConsent }: GuardianFieldsProps) {
  const { t } = useTranslation();
  const consentId = fieldInputId(view.consentId);
  return (
    <fieldset className="attendee-guardian">
      <legend className="attendee-guardian__legend">{t('attendeeForm.guardian.legend')}</legend>
      <p className="attendee-guardian__intro">{t('attendeeForm.guardian.intro')}</p>
      {view.fields.map((field) => (
        <div key={field.field.field_uuid} className="attendee-form__item">
          <InputField view={field} disabled={disabled} today={today} {...fieldProps(field.field.field_uuid)} />
        </div>
      ))}
      <label className="attendee-choice">
        <input
          id={consentId}
          type="checkbox"
          checked={view.consent}
          disabled={disabled}
          required
          aria-invalid={view.consentError ? true : undefined}
          aria-describedby={fieldErrorId(view.consentId)}
          onChange={(event) => onConsent(event.target.checked)}
        />
        <span>
          {t('attendeeForm.guardian.consent')}
          <span className="attendee-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </span>
      </label>
      <p id={fieldErrorId(view.consentId)} className="attendee-field__error">
        {view.consentError}
      </p>
    </fieldset>
  );
}
