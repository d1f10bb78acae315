// An MPIN being chosen: SPEC §5's texts first, then the refusal of the easiest PINs (DESIGN §5).
import { describe, expect, it } from 'vitest';
import {
  WEAK_MPIN_MESSAGE,
  validateChangeMpinForm,
  validateNewMpin,
  validateResetNewMpin,
} from '../../src/domain/validation';

describe('validateNewMpin (sign-up)', () => {
  it.each([
    { value: '4827', message: null },
    { value: '', message: 'MPIN is required' },
    { value: null, message: 'MPIN is required' },
    { value: undefined, message: 'MPIN is required' },
    { value: '482', message: 'MPIN must be 4 digits' },
    { value: '48a7', message: 'MPIN must contain only digits' },
    { value: '1234', message: WEAK_MPIN_MESSAGE },
    { value: '1990', message: WEAK_MPIN_MESSAGE },
  ])('$value -> $message', ({ value, message }) => {
    expect(validateNewMpin(value)).toBe(message);
  });
});

describe('validateResetNewMpin (forgot MPIN)', () => {
  it.each(['1234', '0000', '1212'])('refuses the easy %s', (value) => {
    expect(validateResetNewMpin(value)).toBe(WEAK_MPIN_MESSAGE);
  });
});

describe('validateChangeMpinForm (profile)', () => {
  it('tells a new MPIN equal to the current one that it is too easy when it is, not that it is the same', () => {
    expect(validateChangeMpinForm({ currentMpin: '1234', newMpin: '1234', confirmMpin: '1234' })).toEqual({
      currentMpin: null,
      newMpin: WEAK_MPIN_MESSAGE,
      confirmMpin: null,
    });
  });

  it('tells a short new MPIN equal to the current one that it must be 4 digits', () => {
    expect(validateChangeMpinForm({ currentMpin: '48', newMpin: '48', confirmMpin: '48' })).toEqual({
      currentMpin: 'Current MPIN must be 4 digits',
      newMpin: 'MPIN must be 4 digits',
      confirmMpin: 'Confirm MPIN must be 4 digits',
    });
  });
});
