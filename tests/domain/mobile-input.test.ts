// What the mobile field keeps of what is typed or pasted (SPEC §5: digits only, up to 10, after a
// fixed +91), key by key and pasted whole.
import { describe, expect, it } from 'vitest';
import { sanitizeMobileInput } from '../../src/domain/validation';

describe('sanitizeMobileInput', () => {
  it.each([
    // The country code while it is being typed stays as typed, leading spaces dropped.
    ['+', '+'],
    ['+9', '+9'],
    ['+91', '+91'],
    ['+91 ', '+91 '],
    ['+91-', '+91-'],
    ['  +9', '+9'],
    // Then the digits after it are the national number, at most 10.
    ['+919', '9'],
    ['+91987', '987'],
    ['+91 98765 43210', '9876543210'],
    ['+91 98765 43210 99', '9876543210'],
    // A '+' before a number without the code keeps the number.
    ['+98765 43210', '9876543210'],
    ['+8', '8'],
  ])('typed %j keeps %j', (raw, kept) => {
    expect(sanitizeMobileInput(raw)).toBe(kept);
  });

  it.each([
    // A number that itself starts 91 is a number, not a country code.
    ['91234', '91234'],
    ['9123456789', '9123456789'],
    ['91234567890', '9123456789'],
    // Only a 12-digit paste starting 91 loses the code.
    ['919876543210', '9876543210'],
    ['987654321012', '9876543210'],
    // Only an 11-digit number starting 0 loses the trunk prefix.
    ['09876543210', '9876543210'],
    ['0 98765 43210', '9876543210'],
    ['098765432', '098765432'],
    ['0987', '0987'],
    ['98765432101', '9876543210'],
    ['98765432100', '9876543210'],
  ])('pasted %j keeps %j', (raw, kept) => {
    expect(sanitizeMobileInput(raw)).toBe(kept);
  });
});
