import type { FieldType, FormFieldOption } from '../db/schema';
import { paiseToRupeeString } from '../../src/domain/money';

/** A form field as the seed writes it (the table's columns minus ids). */
export interface SeedFormField {
  fieldName: string;
  label: string;
  fieldType: FieldType;
  isRequired: boolean;
  placeholder?: string;
  noOfRows?: number;
  headerSize?: 'H1' | 'H2' | 'H3';
  fileAccept?: string;
  textValue?: string;
  options?: FormFieldOption[];
}

const choices = (labels: readonly string[]): FormFieldOption[] =>
  labels.map((label) => ({ option_label: label, option_value: label }));

/**
 * The registration form of a demo sub-event: every field type and every mandatory_* name. Events
 * without ticket categories have no category fields, so their attendees pay the entry fee.
 */
export function buildRegistrationForm(
  categories: ReadonlyArray<readonly [string, number]> | undefined,
): SeedFormField[] {
  const categoryFields: SeedFormField[] = categories?.length
    ? [
        {
          fieldName: 'mandatory_event_category',
          label: 'Event Category',
          fieldType: 'dropdown',
          isRequired: true,
          placeholder: 'Select a category',
          options: choices(categories.map(([label]) => label)),
        },
        {
          fieldName: 'mandatory_event_category_pricing',
          label: 'Category Price',
          fieldType: 'dropdown',
          isRequired: false,
          options: categories.map(([label, price]) => ({
            option_label: label,
            option_value: paiseToRupeeString(price * 100),
          })),
        },
      ]
    : [];

  return [
    {
      fieldName: 'participant_details_header',
      label: 'Participant Details',
      fieldType: 'header',
      isRequired: false,
      headerSize: 'H2',
    },
    {
      fieldName: 'participant_details_note',
      label: 'Before you start',
      fieldType: 'paragraph',
      isRequired: false,
      textValue:
        'Enter the details exactly as on your government photo ID; they are printed on your bib and certificate.',
    },
    {
      fieldName: 'mandatory_participant_name',
      label: 'Full Name',
      fieldType: 'text',
      isRequired: true,
      placeholder: 'As on your photo ID',
    },
    {
      fieldName: 'mandatory_email',
      label: 'Email Address',
      fieldType: 'email',
      isRequired: true,
      placeholder: 'name@example.com',
    },
    {
      fieldName: 'mandatory_phone',
      label: 'Mobile Number',
      fieldType: 'phone',
      isRequired: true,
      placeholder: '10-digit mobile number',
    },
    { fieldName: 'mandatory_date_of_birth', label: 'Date of Birth', fieldType: 'date', isRequired: true },
    {
      fieldName: 'gender',
      label: 'Gender',
      fieldType: 'radio',
      isRequired: true,
      options: choices(['Male', 'Female', 'Other']),
    },
    ...categoryFields,
    { fieldName: 'address_header', label: 'Address', fieldType: 'header', isRequired: false, headerSize: 'H3' },
    {
      fieldName: 'mandatory_pincode',
      label: 'PIN Code',
      fieldType: 'text',
      isRequired: true,
      placeholder: '6-digit PIN code',
    },
    { fieldName: 'mandatory_city', label: 'City', fieldType: 'text', isRequired: true },
    { fieldName: 'mandatory_state', label: 'State', fieldType: 'text', isRequired: true },
    {
      fieldName: 'emergency_header',
      label: 'Emergency Contact',
      fieldType: 'header',
      isRequired: false,
      headerSize: 'H3',
    },
    { fieldName: 'emergency_contact_name', label: 'Emergency Contact Name', fieldType: 'text', isRequired: true },
    {
      fieldName: 'mandatory_emergency_contact_number',
      label: 'Emergency Contact Number',
      fieldType: 'phone',
      isRequired: true,
      placeholder: 'A number other than your own',
    },
    {
      fieldName: 'other_details_header',
      label: 'Other Details',
      fieldType: 'header',
      isRequired: false,
      headerSize: 'H3',
    },
    {
      fieldName: 't_shirt_size',
      label: 'T-shirt Size',
      fieldType: 'dropdown',
      isRequired: true,
      placeholder: 'Select a size',
      options: choices(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
    },
    {
      fieldName: 'blood_group',
      label: 'Blood Group',
      fieldType: 'dropdown',
      isRequired: false,
      options: choices(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']),
    },
    {
      fieldName: 'years_of_experience',
      label: 'Years of Experience in the Sport',
      fieldType: 'number',
      isRequired: false,
      placeholder: '0',
    },
    {
      fieldName: 'medical_conditions',
      label: 'Medical Conditions or Allergies',
      fieldType: 'textarea',
      isRequired: false,
      noOfRows: 3,
      placeholder: 'Anything the medical team should know',
    },
    {
      fieldName: 'meal_preference',
      label: 'Meal Preference',
      fieldType: 'radio',
      isRequired: false,
      options: choices(['Vegetarian', 'Non-vegetarian', 'Vegan']),
    },
    {
      fieldName: 'heard_about_us',
      label: 'How did you hear about this event?',
      fieldType: 'checkbox',
      isRequired: false,
      options: choices(['Friends or club', 'Instagram', 'WhatsApp group', 'Newspaper', 'Startline website']),
    },
    {
      fieldName: 'id_proof',
      label: 'Photo ID (Aadhaar, PAN, passport or driving licence)',
      fieldType: 'file',
      isRequired: false,
      fileAccept: 'image/jpeg,image/png,application/pdf',
    },
    {
      fieldName: 'kit_collection_note',
      label: 'Kit collection',
      fieldType: 'paragraph',
      isRequired: false,
      textValue: 'Bring your confirmation e-mail and the photo ID you uploaded when you collect your kit.',
    },
  ];
}
