import { describe, expect, it } from 'vitest';
import {
  buildRegistrationResponses,
  categoryPrice,
  dependentFieldUuids,
  FIELD_NAMES,
  isEmptyResponse,
  MANDATORY_FIELD_NAMES,
  validateAttendeeField,
  validateAttendeeResponses,
  validateWaiverAccepted,
  type AttendeeValues,
  type FormField,
} from '../../src/domain/validation';

function field(
  field_uuid: string,
  field_name: string,
  label: string,
  field_type: string,
  is_required = true,
  extra: Partial<FormField> = {},
): FormField {
  return { field_uuid, field_name, label, field_type, is_required, ...extra };
}

const form: FormField[] = [
  field('h1', 'section_header', 'Participant details', 'header', false),
  field('p1', 'section_intro', 'Fill in one form per ticket.', 'paragraph', true),
  field('name', 'mandatory_participant_name', 'Full Name', 'text'),
  field('email', 'mandatory_email', 'Email', 'email'),
  field('phone', 'mandatory_phone', 'Phone Number', 'phone'),
  field('pin', 'mandatory_pincode', 'PIN Code', 'text'),
  field('city', 'mandatory_city', 'City', 'text'),
  field('state', 'mandatory_state', 'State', 'text'),
  field('dob', 'mandatory_date_of_birth', 'Date of Birth', 'date'),
  field('sos', 'mandatory_emergency_contact_number', 'Emergency Contact Number', 'phone'),
  field('category', 'mandatory_event_category', 'Category', 'dropdown', true, {
    options: [
      { option_label: '5K Run', option_value: '5K Run' },
      { option_label: '10K Run', option_value: '10K Run' },
    ],
  }),
  field('pricing', 'mandatory_event_category_pricing', 'Category Price', 'dropdown', true, {
    options: [
      { option_label: '5K Run', option_value: '499.00' },
      { option_label: '10K Run', option_value: '799.00' },
    ],
  }),
  field('tshirt', 'tshirt_size', 'T-shirt Size', 'radio', true, {
    options: [
      { option_label: 'Small', option_value: 'S' },
      { option_label: 'Medium', option_value: 'M' },
    ],
  }),
  field('meals', 'meal_preferences', 'Meals', 'checkbox', true, {
    options: [
      { option_label: 'Breakfast', option_value: 'breakfast' },
      { option_label: 'Lunch', option_value: 'lunch' },
    ],
  }),
  field('weight', 'weight_kg', 'Weight (kg)', 'number', false),
  field('alt_email', 'alternate_email', 'Alternate Email', 'email', false),
  field('club', 'running_club', 'Running Club', 'text', false),
  field('bio', 'about_you', 'About You', 'textarea', false),
  field('joined', 'club_joined_on', 'Joined On', 'date', false),
  field('doc', 'id_proof', 'ID Proof', 'file', true),
];

const validValues: AttendeeValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98765 43210',
  pin: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  dob: '1990-06-15',
  sos: '91234 56789',
  tshirt: 'M',
  meals: ['breakfast'],
  doc: 'https://example.com/uploads/files/abc.pdf',
};

const TODAY = '2025-01-05';
const options = { minAge: 0, maxAge: 0, today: TODAY };

function errorsWith(changes: AttendeeValues, extra: Partial<typeof options> = {}) {
  return validateAttendeeResponses(form, { ...validValues, ...changes }, { ...options, ...extra });
}

describe('validateAttendeeResponses', () => {
  it('accepts a complete, valid form', () => {
    expect(validateAttendeeResponses(form, validValues, options)).toEqual({});
  });

  it('reports every required field that is empty, with its label', () => {
    expect(validateAttendeeResponses(form, {}, options)).toEqual({
      name: 'Full Name is required',
      email: 'Email is required',
      phone: 'Phone Number is required',
      pin: 'PIN Code is required',
      city: 'City is required',
      state: 'State is required',
      dob: 'Date of Birth is required',
      sos: 'Emergency Contact Number is required',
      tshirt: 'T-shirt Size is required',
      meals: 'Meals is required',
      doc: 'ID Proof is required',
    });
  });

  it.each([
    // Required: empty, whitespace, an empty checkbox list, a list of blanks.
    { name: 'whitespace only', changes: { city: '   ' }, errors: { city: 'City is required' } },
    { name: 'null', changes: { city: null }, errors: { city: 'City is required' } },
    { name: 'no box ticked', changes: { meals: [] }, errors: { meals: 'Meals is required' } },
    { name: 'only blank boxes', changes: { meals: [' '] }, errors: { meals: 'Meals is required' } },
    // Email, on the mandatory field and on any email-type field.
    {
      name: 'bad email',
      changes: { email: 'asha@example' },
      errors: { email: 'Please enter a valid email address' },
    },
    {
      name: 'bad optional email',
      changes: { alt_email: 'nope' },
      errors: { alt_email: 'Please enter a valid email address' },
    },
    // Phone: 10 digits once non-digits are stripped.
    {
      name: 'short phone',
      changes: { phone: '98765-4321' },
      errors: { phone: 'Please enter a valid 10-digit phone number' },
    },
    {
      name: 'phone with country code is 12 digits',
      changes: { phone: '+91 98765 43210' },
      errors: { phone: 'Please enter a valid 10-digit phone number' },
    },
    { name: 'formatted phone', changes: { phone: '(987) 654-3210' }, errors: {} },
    {
      name: 'short emergency number',
      changes: { sos: '12345' },
      errors: { sos: 'Please enter a valid 10-digit phone number' },
    },
    // Emergency contact differs from the participant phone, digits compared.
    {
      name: 'emergency number equals the phone',
      changes: { phone: '9876543210', sos: '98765-43210' },
      errors: { sos: 'Emergency contact number cannot be the same as participant phone number' },
    },
    // PIN code.
    { name: 'PIN starting 0', changes: { pin: '060001' }, errors: { pin: 'PIN code cannot start with 0' } },
    { name: 'PIN too long', changes: { pin: '5600011' }, errors: { pin: 'PIN code cannot be more than 6 digits' } },
    { name: 'PIN too short', changes: { pin: '56001' }, errors: { pin: 'PIN code must be exactly 6 digits' } },
    { name: 'PIN with letters', changes: { pin: '56o001' }, errors: { pin: 'Please enter a valid Indian PIN code' } },
    // Date of birth: valid and not in the future.
    { name: 'DOB not a date', changes: { dob: '15/06/1990' }, errors: { dob: 'Please enter a valid date of birth' } },
    { name: 'DOB impossible', changes: { dob: '1990-02-30' }, errors: { dob: 'Please enter a valid date of birth' } },
    { name: 'DOB tomorrow', changes: { dob: '2025-01-06' }, errors: { dob: 'Please enter a valid date of birth' } },
    { name: 'DOB today', changes: { dob: '2025-01-05' }, errors: {} },
    // Numbers.
    { name: 'number', changes: { weight: '62.5' }, errors: {} },
    { name: 'negative number', changes: { weight: '-3' }, errors: {} },
    { name: 'not a number', changes: { weight: '62kg' }, errors: { weight: 'Please enter a valid number' } },
    { name: 'hex is not a number', changes: { weight: '0x10' }, errors: { weight: 'Please enter a valid number' } },
    // Generic date fields.
    { name: 'other date', changes: { joined: '2020-01-01' }, errors: {} },
    { name: 'other date garbage', changes: { joined: 'last year' }, errors: { joined: 'Please enter a valid date' } },
    // Choices: a listed value or label.
    { name: 'radio by label', changes: { tshirt: 'Medium' }, errors: {} },
    {
      name: 'radio not listed',
      changes: { tshirt: 'XXL' },
      errors: { tshirt: 'Please choose one of the listed options' },
    },
    { name: 'checkboxes listed', changes: { meals: ['breakfast', 'Lunch'] }, errors: {} },
    {
      name: 'checkbox not listed',
      changes: { meals: ['breakfast', 'dinner'] },
      errors: { meals: 'Please choose one of the listed options' },
    },
    // Category and category-pricing fields are never validated, even when required and empty.
    { name: 'category anything', changes: { category: 'Marathon', pricing: 'free!' }, errors: {} },
    // Optional free text is not checked.
    { name: 'optional text', changes: { club: '<b>Club 42</b>', bio: '' }, errors: {} },
  ])('$name', ({ changes, errors }) => {
    expect(errorsWith(changes)).toEqual(errors);
  });

  it('never validates header and paragraph fields, whatever they hold', () => {
    expect(errorsWith({ h1: 'x', p1: '' })).toEqual({});
  });

  it('uses the field name when a required field has no label', () => {
    const unlabeled = [field('x', 'club_name', '  ', 'text')];
    expect(validateAttendeeResponses(unlabeled, {}, options)).toEqual({ x: 'club_name is required' });
  });

  it('treats an unknown field type as plain text', () => {
    const odd = [field('x', 'shoe', 'Shoe', 'colour-picker')];
    expect(validateAttendeeResponses(odd, { x: '#fff' }, options)).toEqual({});
    expect(validateAttendeeResponses(odd, {}, options)).toEqual({ x: 'Shoe is required' });
  });
});

describe('age limits', () => {
  // Born 1990-06-15: 34 on 2025-01-05, turning 35 on 2025-06-15.
  it.each([
    { name: 'no limits when 0', limits: { minAge: 0, maxAge: 0 }, dob: '1990-06-15', error: null },
    { name: 'at least 18', limits: { minAge: 18, maxAge: 0 }, dob: '1990-06-15', error: null },
    {
      name: 'at least 35 (still 34)',
      limits: { minAge: 35, maxAge: 0 },
      dob: '1990-06-15',
      error: 'Age must be at least 35 years',
    },
    { name: 'at least 34 exactly', limits: { minAge: 34, maxAge: 0 }, dob: '1990-06-15', error: null },
    { name: 'at most 34 exactly', limits: { minAge: 0, maxAge: 34 }, dob: '1990-06-15', error: null },
    { name: 'at most 33', limits: { minAge: 0, maxAge: 33 }, dob: '1990-06-15', error: 'Age must be at most 33 years' },
    // 18th birthday today counts as 18; tomorrow's does not.
    { name: '18 today', limits: { minAge: 18, maxAge: 0 }, dob: '2007-01-05', error: null },
    {
      name: '18 tomorrow',
      limits: { minAge: 18, maxAge: 0 },
      dob: '2007-01-06',
      error: 'Age must be at least 18 years',
    },
    // Defaults: min 0, max 120.
    { name: 'default max 120 allows 120', limits: {}, dob: '1904-06-15', error: null },
    { name: 'default max 120 refuses 121', limits: {}, dob: '1903-06-15', error: 'Age must be at most 120 years' },
    {
      name: 'null limits use defaults',
      limits: { minAge: null, maxAge: null },
      dob: '1903-06-15',
      error: 'Age must be at most 120 years',
    },
    { name: 'a newborn passes the default min', limits: {}, dob: '2025-01-05', error: null },
    { name: 'negative limits mean none', limits: { minAge: -1, maxAge: -1 }, dob: '1800-01-01', error: null },
  ])('$name', ({ limits, dob, error }) => {
    const dobField = form.find((candidate) => candidate.field_uuid === 'dob')!;
    expect(validateAttendeeField(dobField, form, { dob }, { today: TODAY, ...limits })).toBe(error);
  });

  it('counts a 29 February birthday as passed on 1 March', () => {
    const dobField = form.find((candidate) => candidate.field_uuid === 'dob')!;
    const values = { dob: '2004-02-29' };
    const limits = { minAge: 21, maxAge: 0 };
    expect(validateAttendeeField(dobField, form, values, { ...limits, today: '2025-02-28' })).toBe(
      'Age must be at least 21 years',
    );
    expect(validateAttendeeField(dobField, form, values, { ...limits, today: '2025-03-01' })).toBeNull();
  });

  it('reads a Date `today` on India’s calendar', () => {
    const dobField = form.find((candidate) => candidate.field_uuid === 'dob')!;
    // 20:00 UTC on 4 January is 01:30 on 5 January in India, so a birth on 5 January is not future.
    const today = new Date('2025-01-04T20:00:00Z');
    expect(validateAttendeeField(dobField, form, { dob: '2025-01-05' }, { today })).toBeNull();
    expect(validateAttendeeField(dobField, form, { dob: '2025-01-06' }, { today })).toBe(
      'Please enter a valid date of birth',
    );
  });

  it('refuses an unreadable `today` rather than guessing', () => {
    const dobField = form.find((candidate) => candidate.field_uuid === 'dob')!;
    expect(() => validateAttendeeField(dobField, form, { dob: '1990-01-01' }, { today: 'now' })).toThrow(RangeError);
  });
});

describe('dependentFieldUuids', () => {
  it('re-checks the emergency contact when the phone changes', () => {
    expect(dependentFieldUuids(form, 'phone')).toEqual(['sos']);
  });

  it.each(['sos', 'email', 'missing'])('nothing depends on %s', (uuid) => {
    expect(dependentFieldUuids(form, uuid)).toEqual([]);
  });
});

describe('isEmptyResponse', () => {
  it.each([
    { value: undefined, empty: true },
    { value: null, empty: true },
    { value: '', empty: true },
    { value: ' \n', empty: true },
    { value: [], empty: true },
    { value: ['', ' '], empty: true },
    { value: 'x', empty: false },
    { value: ['', 'a'], empty: false },
  ])('$value -> $empty', ({ value, empty }) => {
    expect(isEmptyResponse(value)).toBe(empty);
  });
});

describe('validateWaiverAccepted', () => {
  it('needs the box ticked', () => {
    expect(validateWaiverAccepted(false)).toBe('You must agree to the Declaration & Waiver of Liability to proceed');
    expect(validateWaiverAccepted(true)).toBeNull();
  });
});

describe('buildRegistrationResponses', () => {
  it('leaves out header and paragraph fields and empty values, in form order', () => {
    const values: AttendeeValues = {
      h1: 'ignored',
      p1: 'ignored',
      name: '  Asha Rao ',
      email: 'asha@example.com',
      city: '   ',
      meals: ['breakfast', '', 'lunch'],
      weight: '',
      category: '5K Run',
      pricing: '499.00',
      bio: undefined,
      unknown_uuid: 'not a field',
    };
    expect(buildRegistrationResponses(form, values)).toEqual([
      { field_uuid: 'name', response_text: 'Asha Rao' },
      { field_uuid: 'email', response_text: 'asha@example.com' },
      { field_uuid: 'category', response_text: '5K Run' },
      { field_uuid: 'pricing', response_text: '499.00' },
      { field_uuid: 'meals', response_text: ['breakfast', 'lunch'] },
    ]);
  });

  it('sends nothing for an empty form', () => {
    expect(buildRegistrationResponses(form, {})).toEqual([]);
  });
});

describe('categoryPrice', () => {
  it.each([
    { label: '5K Run', price: '499.00' },
    { label: ' 10K Run ', price: '799.00' },
    { label: 'Marathon', price: null },
  ])('$label -> $price', ({ label, price }) => {
    expect(categoryPrice(form, label)).toBe(price);
  });

  it('finds the pricing field under its short name too', () => {
    const short = [
      field('p', 'event_category_pricing', 'Price', 'dropdown', false, {
        options: [{ option_label: 'Kids', option_value: '0.00' }],
      }),
    ];
    expect(categoryPrice(short, 'Kids')).toBe('0.00');
  });

  it('is null without a pricing field', () => {
    expect(categoryPrice([field('n', 'mandatory_participant_name', 'Name', 'text')], '5K Run')).toBeNull();
  });
});

describe('MANDATORY_FIELD_NAMES', () => {
  it('lists every FIELD_NAMES name once, in order, each a mandatory_ name', () => {
    expect(MANDATORY_FIELD_NAMES).toEqual(Object.values(FIELD_NAMES));
    expect(new Set(MANDATORY_FIELD_NAMES).size).toBe(MANDATORY_FIELD_NAMES.length);
    expect(MANDATORY_FIELD_NAMES.every((name) => name.startsWith('mandatory_'))).toBe(true);
  });
});
