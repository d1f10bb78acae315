// Issue 27: the guardian block, read from wherever the date of birth sits in the form.
import { describe, expect, it } from 'vitest';
import { isMinorAttendee, validateGuardian } from '../../src/domain/validation/guardian';
import type { FormField } from '../../src/domain/validation/form-field';

function field(field_uuid: string, field_name: string, field_type: string): FormField {
  return { field_uuid, field_name, label: field_uuid, field_type, is_required: true };
}

describe('isMinorAttendee', () => {
  const form = [
    field('name', 'mandatory_participant_name', 'text'),
    field('joined', 'club_joined_on', 'date'),
    field('dob', 'mandatory_date_of_birth', 'date'),
  ];

  it('reads the date of birth field, not the first field or the first date', () => {
    expect(isMinorAttendee(form, { name: '2015-06-01', joined: '2015-06-01', dob: '1990-06-01' }, '2026-11-23')).toBe(
      false,
    );
    expect(isMinorAttendee(form, { name: 'Asha Rao', joined: '1990-06-01', dob: '2015-06-01' }, '2026-11-23')).toBe(
      true,
    );
  });

  it('is no minor when the date of birth is unanswered', () => {
    expect(isMinorAttendee(form, { joined: '2015-06-01' }, '2026-11-23')).toBe(false);
  });
});

describe('validateGuardian', () => {
  it('reads the mobile number without the spaces around it', () => {
    expect(validateGuardian({ fullName: 'Meera Rao', mobileNumber: ' 9876543210 ', consent: true })).toEqual({
      fullName: null,
      mobileNumber: null,
      consent: null,
    });
  });
});
