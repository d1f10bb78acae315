// The parent or guardian group (issue 27, DPDP Act 2023 §9), shown while the date of birth makes the
// attendee a minor: the guardian's name and mobile number, and their consent tick.
import { GUARDIAN_TEXT } from '../../../domain/validation/guardian';
import type { attendeeFormView } from '../../../../machines/attendee-form/attendee-form.view';
import { fieldErrorId, fieldInputId } from './FieldShell';
import { InputField } from './InputField';
import type { FieldHandlers } from './types';

type GuardianView = NonNullable<ReturnType<typeof attendeeFormView>['guardian']>;

interface GuardianFieldsProps extends Omit<FieldHandlers, 'view'> {
  view: GuardianView;
  today: string;
  onConsent: (accepted: boolean) => void;
}

export function GuardianFields({ view, disabled, today, onChange, onBlur, onConsent }: GuardianFieldsProps) {
  const consentId = fieldInputId(view.consentId);
  return (
    <fieldset className="attendee-guardian">
      <legend className="attendee-guardian__legend">{GUARDIAN_TEXT.legend}</legend>
      <p className="attendee-guardian__intro">{GUARDIAN_TEXT.intro}</p>
      {view.fields.map((field) => (
        <div key={field.field.field_uuid} className="attendee-form__item">
          <InputField view={field} disabled={disabled} today={today} onChange={onChange} onBlur={onBlur} />
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
          {GUARDIAN_TEXT.consent}
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
