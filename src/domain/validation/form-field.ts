// SPEC §3 "Registration form field", declared structurally so that the server and the browser can
// both use it without importing the generated API types.

/** The field types the server sends; other strings are tolerated and treated as plain text. */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'number',
  'textarea',
  'dropdown',
  'radio',
  'checkbox',
  'date',
  'file',
  'header',
  'paragraph',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  option_label: string;
  /** For the category-pricing field, the price of the category named by option_label. */
  option_value: string;
}

export interface FormField {
  field_uuid: string;
  field_name: string;
  label: string;
  /** One of FORM_FIELD_TYPES; a string so that looser generated types still fit. */
  field_type: string;
  is_required?: boolean | null;
  order_index?: number | null;
  placeholder?: string | null;
  no_of_rows?: number | null;
  header_size?: string | null;
  file_accept?: string | null;
  text_value?: string | null;
  options?: readonly FormFieldOption[] | null;
}

/** The special field names the form gives its own behaviour (SPEC §3). */
export const FIELD_NAMES = {
  participantName: 'mandatory_participant_name',
  email: 'mandatory_email',
  phone: 'mandatory_phone',
  pincode: 'mandatory_pincode',
  city: 'mandatory_city',
  state: 'mandatory_state',
  dateOfBirth: 'mandatory_date_of_birth',
  emergencyContactNumber: 'mandatory_emergency_contact_number',
  eventCategory: 'mandatory_event_category',
  eventCategoryPricing: 'mandatory_event_category_pricing',
} as const;
export type MandatoryFieldName = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

/** FIELD_NAMES as a list, in the same order (for the server's seed and its checks). */
export const MANDATORY_FIELD_NAMES: readonly MandatoryFieldName[] = Object.values(FIELD_NAMES);

const CATEGORY_FIELD_NAMES: readonly string[] = [FIELD_NAMES.eventCategory, 'event_category'];
const CATEGORY_PRICING_FIELD_NAMES: readonly string[] = [FIELD_NAMES.eventCategoryPricing, 'event_category_pricing'];

export function isCategoryField(field: Pick<FormField, 'field_name'>): boolean {
  return CATEGORY_FIELD_NAMES.includes(field.field_name);
}

export function isCategoryPricingField(field: Pick<FormField, 'field_name'>): boolean {
  return CATEGORY_PRICING_FIELD_NAMES.includes(field.field_name);
}

/** Header and paragraph fields only show text: never validated, never submitted. */
export function isDisplayOnlyField(field: Pick<FormField, 'field_type'>): boolean {
  return field.field_type === 'header' || field.field_type === 'paragraph';
}

/**
 * The listed option a category answer names. The app's select sends an option's value; an API client may
 * send its label. A value is matched first, so that an option whose label happens to be another's value
 * cannot take that other's answer (and its price). The app and the server both read answers this way.
 */
export function findCategoryOption(field: Pick<FormField, 'options'>, value: unknown): FormFieldOption | undefined {
  if (typeof value !== 'string') return undefined;
  const chosen = value.trim();
  const options = field.options ?? [];
  return (
    options.find((option) => option.option_value.trim() === chosen) ??
    options.find((option) => option.option_label.trim() === chosen)
  );
}

/**
 * The price (the pricing field's option_value, a rupee string) of the category with this label, or
 * null when the form has no pricing field or no option with that label. Selecting a category sets
 * the pricing field to this, and the server prices a ticket the same way.
 */
export function categoryPrice(fields: readonly FormField[], categoryLabel: string): string | null {
  const pricingField = fields.find(isCategoryPricingField);
  const wanted = categoryLabel.trim();
  const option = pricingField?.options?.find((candidate) => candidate.option_label.trim() === wanted);
  return option ? option.option_value : null;
}
