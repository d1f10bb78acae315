// text, email, phone, number and date fields: one native input each.
import type { HTMLInputTypeAttribute } from 'react';
import { FIELD_NAMES } from '../../../domain/validation/form-field';
import type { FieldView } from '../../../../machines/attendee-form/attendee-form.connect';
import { FieldShell, singleValueControl } from './field-shell';
import type { FieldHandlers } from './types';

interface InputKind {
  type: HTMLInputTypeAttribute;
  inputMode?: 'tel' | 'email' | 'numeric' | 'decimal' | 'text';
  autoComplete?: string;
}

function kindOf(view: FieldView): InputKind {
  const { field_type: type, field_name: name } = view.field;
  if (name === FIELD_NAMES.pincode) return { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' };
  if (name === FIELD_NAMES.participantName) return { type: 'text', autoComplete: 'name' };
  if (name === FIELD_NAMES.city) return { type: 'text', autoComplete: 'address-level2' };
  if (name === FIELD_NAMES.state) return { type: 'text', autoComplete: 'address-level1' };
  if (name === FIELD_NAMES.dateOfBirth) return { type: 'date', autoComplete: 'bday' };
  if (type === 'email' || name === FIELD_NAMES.email)
    return { type: 'email', inputMode: 'email', autoComplete: 'email' };
  if (type === 'phone' || name === FIELD_NAMES.phone || name === FIELD_NAMES.emergencyContactNumber) {
    return { type: 'tel', inputMode: 'tel', autoComplete: name === FIELD_NAMES.phone ? 'tel-national' : 'off' };
  }
  if (type === 'number') return { type: 'text', inputMode: 'decimal' };
  if (type === 'date') return { type: 'date' };
  return { type: 'text' };
}

export function InputField({ today, ...field }: FieldHandlers & { today: string }) {
  const { view } = field;
  const kind = kindOf(view);
  const isBirthDate = view.field.field_name === FIELD_NAMES.dateOfBirth;
  return (
    <FieldShell view={view}>
      <input
        {...singleValueControl(field)}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete}
        placeholder={view.field.placeholder ?? undefined}
        max={isBirthDate ? today : undefined}
      />
    </FieldShell>
  );
}

export function TextareaField(field: FieldHandlers) {
  const { view } = field;
  return (
    <FieldShell view={view}>
      <textarea
        {...singleValueControl(field, ' attendee-field__textarea')}
        rows={Math.max(2, view.field.no_of_rows ?? 3)}
        placeholder={view.field.placeholder ?? undefined}
      />
    </FieldShell>
  );
}
