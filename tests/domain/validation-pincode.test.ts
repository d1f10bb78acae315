import { describe, expect, it } from 'vitest';
import { isLookupablePincode, validatePincode, validatePincodeLookup } from '../../src/domain/validation';

describe('validatePincode (attendee form)', () => {
  it.each([
    { value: '560001', message: null },
    { value: ' 110001 ', message: null },
    { value: '999999', message: null },
    { value: '', message: null },
    { value: null, message: null },
    { value: '060001', message: 'PIN code cannot start with 0' },
    { value: '0', message: 'PIN code cannot start with 0' },
    { value: '56000a', message: 'Please enter a valid Indian PIN code' },
    { value: '560 001', message: 'Please enter a valid Indian PIN code' },
    { value: '-56000', message: 'Please enter a valid Indian PIN code' },
    { value: '5600011', message: 'PIN code cannot be more than 6 digits' },
    { value: '56000', message: 'PIN code must be exactly 6 digits' },
    { value: '5', message: 'PIN code must be exactly 6 digits' },
  ])('$value -> $message', ({ value, message }) => {
    expect(validatePincode(value)).toBe(message);
  });

  it.each([
    { value: '56000', message: null },
    { value: '060', message: 'PIN code cannot start with 0' },
    { value: '5600011', message: 'PIN code cannot be more than 6 digits' },
    { value: '56a', message: 'Please enter a valid Indian PIN code' },
  ])('before touch: $value -> $message', ({ value, message }) => {
    expect(validatePincode(value, { touched: false })).toBe(message);
  });
});

describe('validatePincodeLookup', () => {
  it.each([
    { input: '560001', message: null },
    { input: 560001, message: 'Invalid pincode format' },
    { input: null, message: 'Invalid pincode format' },
    { input: undefined, message: 'Invalid pincode format' },
    { input: '56000', message: 'Pincode must be exactly 6 digits' },
    { input: '5600011', message: 'Pincode must be exactly 6 digits' },
    { input: '56000a', message: 'Pincode must be exactly 6 digits' },
    { input: ' 560001', message: 'Pincode must be exactly 6 digits' },
    { input: '', message: 'Pincode must be exactly 6 digits' },
    { input: '060001', message: 'Pincode cannot start with 0' },
  ])('$input -> $message', ({ input, message }) => {
    expect(validatePincodeLookup(input)).toBe(message);
    expect(isLookupablePincode(input)).toBe(message === null);
  });
});
