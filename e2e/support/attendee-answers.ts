// The answers a person would give to a demo event's attendee form, field by field: shared by the
// browser tests that register through the API (paid-tickets.ts) and the benches that do (bench/
// signed-in-pages.ts), so it imports nothing of Playwright's test runner.

export interface FormField {
  field_uuid: string;
  field_name: string;
  field_type: string;
  is_required: boolean;
  options: { option_label: string; option_value: string }[];
}

/** The answer to `field` for an attendee called `name` (in `category` when given), or null to leave it out. */
export function answerFor(field: FormField, name: string, category: string | null): string | string[] | null {
  const byName: Record<string, string> = {
    mandatory_participant_name: name,
    mandatory_email: 'asha.runner@example.in',
    mandatory_phone: '9876543210',
    mandatory_date_of_birth: '1990-05-17',
    mandatory_pincode: '411001',
    mandatory_city: 'Pune',
    mandatory_state: 'Maharashtra',
    mandatory_emergency_contact_number: '9123456780',
  };
  if (byName[field.field_name]) return byName[field.field_name]!;
  if (category !== null && field.field_name === 'mandatory_event_category') return category;
  if (/pricing/.test(field.field_name) || ['header', 'paragraph', 'file'].includes(field.field_type)) return null;
  const first = field.options[0]?.option_value;
  if (field.field_type === 'checkbox') return first ? [first] : null;
  if (['dropdown', 'radio'].includes(field.field_type) || /category/.test(field.field_name)) return first ?? null;
  if (!field.is_required) return null;
  if (field.field_type === 'number') return '1';
  if (field.field_type === 'date') return '1990-05-17';
  return 'Yes';
}
