// The frame every generated field shares: its label with the required marker, the '(Manually entered)'
// note, a status line and the error tied to the control by aria-describedby.
import type { ReactNode } from 'react';
import type { FieldView } from '../../../../machines/attendee-form/attendee-form.connect';
import type { FieldHandlers } from './types';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../../ui/auth/local-wording';

export const fieldInputId = (uuid: string) => `attendee-field-${uuid}`;
export const fieldErrorId = (uuid: string) => `attendee-field-${uuid}-error`;
export const fieldStatusId = (uuid: string) => `attendee-field-${uuid}-status`;

/** The ids a control's aria-describedby names: its status line (when shown) and its error line. */
export function describedBy(view: FieldView): string {
  return [view.pincodeStatus ? fieldStatusId(view.field.field_uuid) : null, fieldErrorId(view.field.field_uuid)]
    .filter(Boolean)
    .join(' ');
}

/**
 * What an input, a textarea or a select of one value takes from its field: its id, value, validity and
 * description, and the field's intents; `className` adds the control's own class.
 */
export function singleValueControl({ view, disabled, onChange, onBlur }: FieldHandlers, className = '') {
  return {
    id: fieldInputId(view.field.field_uuid),
    className: `attendee-field__input${className}${view.error ? ' attendee-field__input--invalid' : ''}`,
    value: typeof view.value === 'string' ? view.value : '',
    required: view.required,
    'aria-invalid': view.error ? true : undefined,
    'aria-describedby': describedBy(view),
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
  };
}

export function LabelText({ view }: { view: FieldView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="attendee-field__label-text">{view.field.label}</span>
      {view.required ? (
        <span className="attendee-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {view.required ? <span className="visually-hidden">{t('attendeeForm.required')}</span> : null}
      {view.manuallyEntered ? (
        <span className="attendee-field__manual"> {t('attendeeForm.pinLookup.manuallyEntered')}</span>
      ) : null}
    </>
  );
}

interface FieldShellProps {
  view: FieldView;
  /** False for groups, whose legend is their label. */
  labelled?: boolean;
  children: ReactNode;
}

export function FieldShell({ view, labelled = true, children }: FieldShellProps) {
  const local = useLocalWording();
  const uuid = view.field.field_uuid;
  return (
    <div className="attendee-field">
      {labelled ? (
        <label className="attendee-field__label" htmlFor={fieldInputId(uuid)}>
          <LabelText view={view} />
        </label>
      ) : null}
      {children}
      {view.pincodeStatus ? (
        <p
          id={fieldStatusId(uuid)}
          role="status"
          className={`attendee-field__status attendee-field__status--${view.pincodeStatus.tone}`}
        >
          {local(view.pincodeStatus.text)}
        </p>
      ) : null}
      <p id={fieldErrorId(uuid)} className="attendee-field__error">
        {local(view.error)}
      </p>
    </div>
  );
}
