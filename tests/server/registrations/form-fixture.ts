// An attendee form with every special field name (SPEC §3), and answers that pass SPEC §5.
import type { FieldSpec } from '../catalog/fixtures';

export const CATEGORY_PRICES = { '5K': '299.00', '10K': '499.00' } as const;

export const FULL_FORM: FieldSpec[] = [
  { fieldName: 'details_header', label: 'Participant Details', fieldType: 'header', textValue: 'Participant Details' },
  { fieldName: 'mandatory_participant_name', label: 'Full Name', fieldType: 'text', isRequired: true },
  { fieldName: 'mandatory_email', label: 'Email Address', fieldType: 'email', isRequired: true },
  { fieldName: 'mandatory_phone', label: 'Mobile Number', fieldType: 'phone', isRequired: true },
  { fieldName: 'mandatory_date_of_birth', label: 'Date of Birth', fieldType: 'date', isRequired: true },
  {
    fieldName: 'mandatory_event_category',
    label: 'Event Category',
    fieldType: 'dropdown',
    isRequired: true,
    options: Object.keys(CATEGORY_PRICES).map((label) => ({ option_label: label, option_value: label })),
  },
  {
    fieldName: 'mandatory_event_category_pricing',
    label: 'Category Price',
    fieldType: 'dropdown',
    options: Object.entries(CATEGORY_PRICES).map(([label, price]) => ({ option_label: label, option_value: price })),
  },
  { fieldName: 'mandatory_pincode', label: 'PIN Code', fieldType: 'text', isRequired: true },
  {
    fieldName: 'mandatory_emergency_contact_number',
    label: 'Emergency Contact Number',
    fieldType: 'phone',
    isRequired: true,
  },
  {
    fieldName: 'heard_about_us',
    label: 'How did you hear about us?',
    fieldType: 'checkbox',
    options: ['Friends', 'Instagram', 'Newspaper'].map((label) => ({ option_label: label, option_value: label })),
  },
  { fieldName: 'id_proof', label: 'Photo ID', fieldType: 'file' },
];

/** Only the fields every form has; no categories, so the entry fee applies. */
export const SIMPLE_FORM: FieldSpec[] = FULL_FORM.filter((field) =>
  ['mandatory_participant_name', 'mandatory_email', 'mandatory_phone'].includes(field.fieldName),
);

export function validAnswers(fields: Record<string, string>, overrides: Record<string, string | string[]> = {}) {
  const byName: Record<string, string | string[]> = {
    mandatory_participant_name: 'Asha Runner',
    mandatory_email: 'asha@example.in',
    mandatory_phone: '9876543210',
    mandatory_date_of_birth: '1990-05-17',
    mandatory_event_category: '10K',
    mandatory_pincode: '411001',
    mandatory_emergency_contact_number: '9123456780',
    heard_about_us: ['Friends', 'Instagram'],
    ...overrides,
  };
  return Object.entries(byName)
    .filter(([name]) => fields[name] !== undefined)
    .map(([name, value]) => ({ field_uuid: fields[name]!, response_text: value }));
}
