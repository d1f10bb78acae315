import { describe, expect, it } from 'vitest';
import { GUARDIAN_TEXT, isMinorAttendee, isMinorOn, validateGuardian } from '../../src/domain/validation/guardian';
import type { FormField } from '../../src/domain/validation/form-field';

describe('a minor by date of birth (issue 27: under 18 on the day of registration)', () => {
  it('is a minor the day before the 18th birthday and an adult on the birthday itself', () => {
    expect(isMinorOn('2008-11-24', '2026-11-23')).toBe(true);
    expect(isMinorOn('2008-11-23', '2026-11-23')).toBe(false);
    expect(isMinorOn('2008-11-22', '2026-11-23')).toBe(false);
  });

  it('counts a 29 February birthday as reached on 1 March', () => {
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
  });

  it('is no minor without a real, past date', () => {
    expect(isMinorOn('', '2026-11-23')).toBe(false);
    expect(isMinorOn('2010-02-30', '2026-11-23')).toBe(false);
    expect(isMinorOn('2027-01-01', '2026-11-23')).toBe(false);
  });

  it("reads the form's date of birth field", () => {
    const dob: FormField = {
      field_uuid: 'dob',
      field_name: 'mandatory_date_of_birth',
      label: 'Date of Birth',
      field_type: 'date',
      is_required: true,
    };
    expect(isMinorAttendee([dob], { dob: '2015-06-01' }, '2026-11-23')).toBe(true);
    expect(isMinorAttendee([dob], { dob: '1990-06-01' }, '2026-11-23')).toBe(false);
    expect(isMinorAttendee([], { dob: '2015-06-01' }, '2026-11-23')).toBe(false);
  });
});

describe("the guardian's fields (SPEC §5 full name and mobile number rules)", () => {
  it('needs a name, a mobile number and the consent tick', () => {
    expect(validateGuardian({ fullName: '', mobileNumber: '', consent: false })).toEqual({
      fullName: 'Full name is required',
      mobileNumber: 'Mobile number is required',
      consent: GUARDIAN_TEXT.consentRequired,
    });
  });

  it('applies the name and mobile rules', () => {
    expect(validateGuardian({ fullName: 'Ra', mobileNumber: '5876543210', consent: true })).toEqual({
      fullName: 'Full name must be at least 3 characters',
      mobileNumber: 'Please enter a valid 10-digit mobile number',
      consent: null,
    });
    expect(validateGuardian({ fullName: 'Meera Rao', mobileNumber: '9876543210', consent: true })).toEqual({
      fullName: null,
      mobileNumber: null,
      consent: null,
    });
  });
});
