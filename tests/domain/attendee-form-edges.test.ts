// SPEC §5 attendee form: the edges of each rule, and what a hand-made request reaching the server
// (POST .../register runs the same function) may hold that the browser never sends.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  validateAttendeeField,
  validateAttendeeResponses,
  type AttendeeValues,
  type FormField,
} from '../../src/domain/validation';

function field(field_uuid: string, field_name: string, field_type: string, extra: Partial<FormField> = {}): FormField {
  return { field_uuid, field_name, label: field_uuid, field_type, is_required: false, ...extra };
}

const TODAY = '2025-01-05';
const options = { today: TODAY };
const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
const SAME_AS_PHONE = 'Emergency contact number cannot be the same as participant phone number';

function errorsOf(fields: FormField[], values: AttendeeValues) {
  return validateAttendeeResponses(fields, values, options);
}

describe('phone rules by field type or by name', () => {
  it('checks any phone-typed field for 10 digits, whatever its name', () => {
    const fields = [field('alt', 'alternate_phone', 'phone')];
    expect(errorsOf(fields, { alt: '12345' })).toEqual({ alt: PHONE_MESSAGE });
    expect(errorsOf(fields, { alt: '98765 43210' })).toEqual({});
  });

  it('checks the participant phone and the emergency contact by name, even as text fields', () => {
    const fields = [
      field('phone', 'mandatory_phone', 'text'),
      field('sos', 'mandatory_emergency_contact_number', 'text'),
    ];
    expect(errorsOf(fields, { phone: '12345', sos: '6789' })).toEqual({ phone: PHONE_MESSAGE, sos: PHONE_MESSAGE });
    expect(errorsOf(fields, { phone: '9876543210', sos: '9876543210' })).toEqual({ sos: SAME_AS_PHONE });
  });

  it('accepts an emergency contact when the form has no participant phone', () => {
    const fields = [field('sos', 'mandatory_emergency_contact_number', 'phone')];
    expect(errorsOf(fields, { sos: '9123456789' })).toEqual({});
  });

  it.each([
    { name: 'no answer', phone: undefined },
    { name: 'a null answer', phone: null },
    { name: 'an empty answer', phone: '' },
  ])('compares the emergency contact with a phone that has $name (nothing to match)', ({ phone }) => {
    const fields = [
      field('phone', 'mandatory_phone', 'phone'),
      field('sos', 'mandatory_emergency_contact_number', 'phone'),
    ];
    expect(errorsOf(fields, { phone, sos: '9123456789' })).toEqual({});
  });
});

describe('email rules by field type or by name', () => {
  it('checks the participant email by name, even as a text field', () => {
    const fields = [field('email', 'mandatory_email', 'text')];
    expect(errorsOf(fields, { email: 'asha@example' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(fields, { email: 'asha@example.com' })).toEqual({});
  });
});

describe('number fields', () => {
  const fields = [field('weight', 'weight_kg', 'number')];

  it('reads the number without the spaces around it', () => {
    expect(errorsOf(fields, { weight: ' 62.5 ' })).toEqual({});
  });

  it('refuses a list of values sent for one number', () => {
    expect(errorsOf(fields, { weight: ['6', '2'] })).toEqual({ weight: 'Please enter a valid number' });
  });
});

describe('date fields and the date of birth are exactly yyyy-MM-dd', () => {
  const dob = field('dob', 'mandatory_date_of_birth', 'date');
  const joined = field('joined', 'club_joined_on', 'date');

  it.each(['1990-06-15x', 'x1990-06-15', '11990-06-15', '1990-06-155'])('refuses %j', (text) => {
    expect(errorsOf([dob, joined], { dob: text, joined: text })).toEqual({
      dob: 'Please enter a valid date of birth',
      joined: 'Please enter a valid date',
    });
  });

  it('accepts the date with spaces around it', () => {
    expect(errorsOf([dob, joined], { dob: ' 1990-06-15 ', joined: ' 2020-01-01 ' })).toEqual({});
  });
});

describe("the day ages are counted at ('today')", () => {
  it('takes a yyyy-MM-dd day as given, spaces around it included', () => {
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOn('1990-06-15', ' 2025-06-14\n')).toBe(34);
  });

  it('refuses a day that is not a real date, naming it', () => {
    expect(() => ageOn('1990-06-15', 'now')).toThrow(new RangeError("'today' must be a real date, got now"));
    expect(() => ageOn('1990-06-15', '2025-02-30')).toThrow(RangeError);
  });

  it('takes a string only as a bare day, not as a time to read on India’s calendar', () => {
    expect(() => ageOn('1990-06-15', '2025-06-14T20:00:00Z')).toThrow(RangeError);
    expect(ageOn('1990-06-15', new Date('2025-06-14T20:00:00Z'))).toBe(35);
  });

  it('refuses an invalid Date rather than reading it as no date', () => {
    expect(() => ageOn('1990-06-15', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('choice fields (dropdown, radio, checkbox)', () => {
  const listed = [
    { option_label: 'Breakfast', option_value: 'breakfast' },
    { option_label: 'Lunch', option_value: 'lunch' },
  ];

  it.each([
    { name: 'no options at all', extra: {} },
    { name: 'a null list of options', extra: { options: null } },
    { name: 'an empty list of options', extra: { options: [] } },
  ])('accepts any answer when the field has $name', ({ extra }) => {
    for (const type of ['dropdown', 'radio', 'checkbox']) {
      const fields = [field('pick', 'pick_one', type, extra)];
      expect(errorsOf(fields, { pick: 'anything' })).toEqual({});
      expect(errorsOf(fields, { pick: ['anything', 'else'] })).toEqual({});
    }
  });

  it('ignores blank ticks beside listed ones', () => {
    const fields = [field('meals', 'meals', 'checkbox', { options: listed })];
    expect(errorsOf(fields, { meals: ['breakfast', '', ' ', 'Lunch'] })).toEqual({});
  });

  it('matches an option exactly, not with spaces around it', () => {
    const fields = [field('meals', 'meals', 'checkbox', { options: listed })];
    expect(errorsOf(fields, { meals: [' lunch'] })).toEqual({ meals: 'Please choose one of the listed options' });
  });

  it('does not restrict free-text fields that happen to carry options', () => {
    for (const type of ['text', 'textarea']) {
      const fields = [field('note', 'note', type, { options: listed })];
      expect(errorsOf(fields, { note: 'dinner' })).toEqual({});
    }
  });
});

describe('validateAttendeeField on a single field', () => {
  it('returns the same message as the whole-form check', () => {
    const sos = field('sos', 'mandatory_emergency_contact_number', 'phone');
    const phone = field('phone', 'mandatory_phone', 'phone');
    const values = { phone: '98765-43210', sos: '(987) 654 3210' };
    expect(validateAttendeeField(sos, [phone, sos], values, options)).toBe(SAME_AS_PHONE);
  });
});
