// dropdown (native select), radio (radiogroup) and checkbox list (group) fields, and the price the
// category sets.
import { FieldShell, LabelText, fieldErrorId, fieldInputId, singleValueControl } from './field-shell';
import type { FieldHandlers } from './types';
import type { FieldView } from '../../../../machines/attendee-form/attendee-form.connect';
import { useTranslation } from 'react-i18next';

const optionsOf = (view: FieldView) => view.field.options ?? [];

export function SelectField(field: FieldHandlers) {
  const { t } = useTranslation();
  const { view } = field;
  return (
    <FieldShell view={view}>
      <select {...singleValueControl(field, ' attendee-field__select')}>
        <option value="">{view.field.placeholder?.trim() || t('attendeeForm.selectOption')}</option>
        {optionsOf(view).map((option) => (
          <option key={option.option_value} value={option.option_value}>
            {option.option_label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function RadioField({ view, disabled, onChange, onBlur }: FieldHandlers) {
  const uuid = view.field.field_uuid;
  const name = fieldInputId(uuid);
  return (
    <FieldShell view={view} labelled={false}>
      <div
        role="radiogroup"
        id={name}
        tabIndex={-1}
        className="attendee-choices"
        aria-labelledby={`${name}-legend`}
        aria-required={view.required || undefined}
        aria-invalid={view.error ? true : undefined}
        aria-describedby={fieldErrorId(uuid)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
      >
        <span id={`${name}-legend`} className="attendee-field__label">
          <LabelText view={view} />
        </span>
        {optionsOf(view).map((option) => (
          <label key={option.option_value} className="attendee-choice">
            <input
              type="radio"
              name={name}
              value={option.option_value}
              checked={view.value === option.option_value}
              disabled={disabled}
              onChange={() => onChange(option.option_value)}
            />
            <span>{option.option_label}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export function CheckboxListField({ view, disabled, onChange, onBlur }: FieldHandlers) {
  const uuid = view.field.field_uuid;
  const id = fieldInputId(uuid);
  const ticked = Array.isArray(view.value) ? (view.value as readonly string[]) : [];
  return (
    <FieldShell view={view} labelled={false}>
      <div
        role="group"
        id={id}
        tabIndex={-1}
        className="attendee-choices"
        aria-labelledby={`${id}-legend`}
        aria-invalid={view.error ? true : undefined}
        aria-describedby={fieldErrorId(uuid)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
      >
        <span id={`${id}-legend`} className="attendee-field__label">
          <LabelText view={view} />
        </span>
        {optionsOf(view).map((option) => (
          <label key={option.option_value} className="attendee-choice">
            <input
              type="checkbox"
              value={option.option_value}
              checked={ticked.includes(option.option_value)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...ticked, option.option_value]
                    : ticked.filter((entry) => entry !== option.option_value),
                )
              }
            />
            <span>{option.option_label}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

/** The category pricing field: never typed, it shows the price the chosen category sets. */
export function PriceField({ view }: { view: FieldView }) {
  const uuid = view.field.field_uuid;
  return (
    <div className="attendee-field attendee-field--price">
      <span className="attendee-field__label" id={`${fieldInputId(uuid)}-label`}>
        {view.field.label}
      </span>
      <output id={fieldInputId(uuid)} aria-labelledby={`${fieldInputId(uuid)}-label`} className="attendee-price">
        {view.priceText ?? '—'}
      </output>
    </div>
  );
}
