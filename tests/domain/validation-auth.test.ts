import { describe, expect, it } from 'vitest';
import {
  COMMON_WEAK_MPINS,
  WEAK_MPIN_MESSAGE,
  firstError,
  hasNoErrors,
  isWeakMpin,
  sanitizeFullNameInput,
  sanitizeMobileInput,
  sanitizeMpinInput,
  sanitizeOtpInput,
  validateChangeMpinForm,
  validateConfirmMpin,
  validateEmail,
  validateFullName,
  validateMobile,
  validateMpin,
  validateMpinStrength,
  validateOtp,
  validateResetMpinForm,
  validateResetNewMpin,
  validateResetOtp,
  validateUsername,
} from '../../src/domain/validation';

describe('validateMobile', () => {
  it.each([
    { value: '9876543210', message: null },
    { value: '6000000000', message: null },
    { value: '7123456789', message: null },
    { value: '8123456789', message: null },
    { value: '', message: 'Mobile number is required' },
    { value: '   ', message: 'Mobile number is required' },
    { value: null, message: 'Mobile number is required' },
    { value: '5876543210', message: 'Please enter a valid 10-digit mobile number' },
    { value: '0987654321', message: 'Please enter a valid 10-digit mobile number' },
    { value: '987654321', message: 'Please enter a valid 10-digit mobile number' },
    { value: '98765432101', message: 'Please enter a valid 10-digit mobile number' },
    { value: '98765 4321', message: 'Please enter a valid 10-digit mobile number' },
    { value: '+919876543210', message: 'Please enter a valid 10-digit mobile number' },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateMobile(value)).toBe(message);
  });
});

describe('sanitizeMobileInput', () => {
  it.each([
    ['98765abc43210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98-765-432', '98765432'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (raw, kept) => {
    expect(sanitizeMobileInput(raw)).toBe(kept);
  });
});

describe('validateOtp and sanitizeOtpInput', () => {
  it.each([
    { value: '123456', message: null },
    { value: '000000', message: null },
    { value: '', message: 'Please enter complete 6-digit OTP' },
    { value: '12345', message: 'Please enter complete 6-digit OTP' },
    { value: '1234567', message: 'Please enter complete 6-digit OTP' },
    { value: '12345a', message: 'Please enter complete 6-digit OTP' },
    { value: undefined, message: 'Please enter complete 6-digit OTP' },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateOtp(value)).toBe(message);
  });

  it.each([
    ['12 34 56', '123456'],
    ['1234567', '123456'],
    ['a1b2', '12'],
  ])('sanitizes %j to %j', (raw, kept) => {
    expect(sanitizeOtpInput(raw)).toBe(kept);
  });
});

describe('validateFullName and sanitizeFullNameInput', () => {
  it.each([
    { value: 'Asha Rao', message: null },
    { value: 'Ram', message: null },
    { value: '  Ram  ', message: null },
    { value: 'अनन्या शर्मा', message: null },
    { value: 'A'.repeat(50), message: null },
    { value: '', message: 'Full name is required' },
    { value: '   ', message: 'Full name is required' },
    { value: 'Al', message: 'Full name must be at least 3 characters' },
    { value: ' Al ', message: 'Full name must be at least 3 characters' },
    { value: 'A'.repeat(51), message: 'Full name must be less than 50 characters' },
    { value: 'Asha R.', message: 'Full name can only contain letters and spaces' },
    { value: 'Asha-Rao', message: 'Full name can only contain letters and spaces' },
    { value: 'Asha 2', message: 'Full name can only contain letters and spaces' },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateFullName(value)).toBe(message);
  });

  it.each([
    ['Asha1 Rao2', 'Asha Rao'],
    ['R2D2', 'RD'],
    ['राम१२', 'राम'],
    ['Asha.', 'Asha.'],
  ])('strips digits: %j -> %j', (raw, kept) => {
    expect(sanitizeFullNameInput(raw)).toBe(kept);
  });
});

describe('validateEmail', () => {
  it.each([
    { value: 'asha@example.com', message: null },
    { value: ' asha@example.co.in ', message: null },
    { value: 'a.b+c@d.io', message: null },
    { value: '', message: 'Email is required' },
    { value: ' ', message: 'Email is required' },
    { value: 'asha', message: 'Please enter a valid email address' },
    { value: 'asha@example', message: 'Please enter a valid email address' },
    { value: '@example.com', message: 'Please enter a valid email address' },
    { value: 'as ha@example.com', message: 'Please enter a valid email address' },
    { value: 'asha@@example.com', message: 'Please enter a valid email address' },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateEmail(value)).toBe(message);
  });
});

describe('validateUsername', () => {
  const invalid = 'Username must be 3-20 characters of letters, numbers or underscores';
  it.each([
    { value: 'asha_rao', message: null },
    { value: 'abc', message: null },
    { value: 'A1_', message: null },
    { value: 'a'.repeat(20), message: null },
    { value: '', message: 'Username is required' },
    { value: 'ab', message: invalid },
    { value: 'a'.repeat(21), message: invalid },
    { value: 'asha rao', message: invalid },
    { value: 'asha-rao', message: invalid },
    { value: 'आशा', message: invalid },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateUsername(value)).toBe(message);
  });
});

describe('validateMpin and validateConfirmMpin', () => {
  it.each([
    { value: '4827', message: null },
    { value: '0000', message: null },
    { value: '', message: 'MPIN is required' },
    { value: '482', message: 'MPIN must be 4 digits' },
    { value: '48271', message: 'MPIN must be 4 digits' },
    { value: '48a7', message: 'MPIN must contain only digits' },
    { value: '4 27', message: 'MPIN must contain only digits' },
  ])('MPIN $value -> $message', ({ value, message }) => {
    expect(validateMpin(value)).toBe(message);
  });

  it.each([
    { mpin: '4827', confirm: '4827', message: null },
    { mpin: '4827', confirm: '', message: 'Please confirm your MPIN' },
    { mpin: '4827', confirm: '4828', message: 'MPIN does not match' },
    { mpin: '', confirm: '4828', message: 'MPIN does not match' },
  ])('confirm $confirm for $mpin -> $message', ({ mpin, confirm, message }) => {
    expect(validateConfirmMpin(mpin, confirm)).toBe(message);
  });

  it('sanitizes MPIN input to 4 digits', () => {
    expect(sanitizeMpinInput('4a8 2 7 9')).toBe('4827');
  });
});

describe('reset MPIN', () => {
  it.each([
    { value: '123456', message: null },
    { value: '', message: 'OTP is required' },
    { value: '12345', message: 'OTP must be 6 digits' },
    { value: '12345x', message: 'OTP must be 6 digits' },
  ])('OTP $value -> $message', ({ value, message }) => {
    expect(validateResetOtp(value)).toBe(message);
  });

  it.each([
    { value: '4827', message: null },
    { value: '', message: 'New MPIN is required' },
    { value: '482', message: 'New MPIN must be 4 digits' },
    { value: '48a7', message: 'New MPIN must be 4 digits' },
  ])('new MPIN $value -> $message', ({ value, message }) => {
    expect(validateResetNewMpin(value)).toBe(message);
  });

  it.each([
    {
      input: { otp: '123456', newMpin: '4827', confirmMpin: '4827' },
      errors: { otp: null, newMpin: null, confirmMpin: null },
    },
    {
      input: { otp: '', newMpin: '', confirmMpin: '' },
      errors: { otp: 'OTP is required', newMpin: 'New MPIN is required', confirmMpin: 'Please confirm your MPIN' },
    },
    {
      input: { otp: '1234', newMpin: '48', confirmMpin: '4827' },
      errors: { otp: 'OTP must be 6 digits', newMpin: 'New MPIN must be 4 digits', confirmMpin: 'MPIN does not match' },
    },
  ])('form $input', ({ input, errors }) => {
    expect(validateResetMpinForm(input)).toEqual(errors);
  });
});

describe('change MPIN', () => {
  it.each([
    {
      input: { currentMpin: '3951', newMpin: '4827', confirmMpin: '4827' },
      errors: { currentMpin: null, newMpin: null, confirmMpin: null },
    },
    {
      input: { currentMpin: '3951', newMpin: '482', confirmMpin: '4827' },
      errors: {
        currentMpin: null,
        newMpin: 'MPIN must be 4 digits',
        confirmMpin: 'MPIN and Confirm MPIN do not match',
      },
    },
    {
      input: { currentMpin: '3951', newMpin: '4827', confirmMpin: '48' },
      errors: { currentMpin: null, newMpin: null, confirmMpin: 'Confirm MPIN must be 4 digits' },
    },
    {
      input: { currentMpin: '3951', newMpin: '4827', confirmMpin: '4828' },
      errors: { currentMpin: null, newMpin: null, confirmMpin: 'MPIN and Confirm MPIN do not match' },
    },
    {
      input: { currentMpin: '3951', newMpin: '', confirmMpin: '' },
      errors: { currentMpin: null, newMpin: 'MPIN must be 4 digits', confirmMpin: 'Confirm MPIN must be 4 digits' },
    },
    {
      input: { currentMpin: '3951', newMpin: 'abcd', confirmMpin: 'abcd' },
      errors: { currentMpin: null, newMpin: 'MPIN must be 4 digits', confirmMpin: 'Confirm MPIN must be 4 digits' },
    },
    {
      input: { currentMpin: '39', newMpin: '4827', confirmMpin: '4827' },
      errors: { currentMpin: 'Current MPIN must be 4 digits', newMpin: null, confirmMpin: null },
    },
    {
      input: { currentMpin: '4827', newMpin: '4827', confirmMpin: '4827' },
      errors: { currentMpin: null, newMpin: 'New MPIN must be different from your current MPIN', confirmMpin: null },
    },
  ])('form $input', ({ input, errors }) => {
    expect(validateChangeMpinForm(input)).toEqual(errors);
  });
});

describe('form-level helpers', () => {
  it('hasNoErrors and firstError', () => {
    expect(hasNoErrors({ a: null, b: null })).toBe(true);
    expect(hasNoErrors({ a: null, b: 'x' })).toBe(false);
    expect(firstError({ a: null, b: 'x', c: 'y' })).toBe('x');
    expect(firstError({ a: null })).toBeNull();
  });
});

describe('isWeakMpin', () => {
  const repeated = ['0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'];
  const ascending = ['0123', '1234', '2345', '3456', '4567', '5678', '6789', '7890'];
  const descending = ['3210', '4321', '5432', '6543', '7654', '8765', '9876', '0987'];

  it.each([...repeated, ...ascending, ...descending, ...COMMON_WEAK_MPINS])('refuses %s', (mpin) => {
    expect(isWeakMpin(mpin)).toBe(true);
    expect(validateMpinStrength(mpin)).toBe(WEAK_MPIN_MESSAGE);
  });

  // DataGenetics' 2012 top 20, written out so a change to the list or the patterns cannot drop one.
  const dataGeneticsTop20 = ['1234', '1111', '0000', '1212', '7777', '1004', '2000', '4444', '2222', '6969'];
  dataGeneticsTop20.push('9999', '3333', '5555', '6666', '1122', '1313', '8888', '4321', '2001', '1010');

  it.each(dataGeneticsTop20)('refuses %s, one of the 20 most common PINs', (mpin) => {
    expect(isWeakMpin(mpin)).toBe(true);
  });

  it('refuses every year from 1940 to 2030 and accepts the years either side', () => {
    for (let year = 1940; year <= 2030; year += 1) expect(isWeakMpin(String(year)), String(year)).toBe(true);
    expect(isWeakMpin('1939')).toBe(false);
    expect(isWeakMpin('2031')).toBe(false);
  });

  it.each(['4827', '1357', '2468', '1235', '9012', '0001', '1243', '3951', '8090'])('accepts %s', (mpin) => {
    expect(isWeakMpin(mpin)).toBe(false);
    expect(validateMpinStrength(mpin)).toBeNull();
  });

  it.each(['', '123', '12345', 'abcd'])('leaves %j to validateMpin', (mpin) => {
    expect(isWeakMpin(mpin)).toBe(false);
  });

  it('has the agreed message', () => {
    expect(WEAK_MPIN_MESSAGE).toBe('This MPIN is too easy to guess. Choose a less obvious one.');
  });
});
