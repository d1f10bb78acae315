import { describe, expect, it } from 'vitest';
import { isBlank } from '../../src/domain/validation';

describe('isBlank', () => {
  it.each([
    { value: undefined, blank: true },
    { value: null, blank: true },
    { value: '', blank: true },
    { value: ' \t\n', blank: true },
    { value: 'a', blank: false },
    { value: ' 0 ', blank: false },
  ])('$value -> $blank', ({ value, blank }) => {
    expect(isBlank(value)).toBe(blank);
  });
});
