import { describe, expect, it } from 'vitest';
import {
  InvalidMoneyError,
  formatInr,
  groupIndianDigits,
  paiseToRupeeString,
  percentOf,
  rupeesToPaise,
  tryRupeesToPaise,
  trySignedRupeesToPaise,
} from '../../src/domain/money';

describe('rupeesToPaise', () => {
  it.each([
    { input: '499.00', paise: 49900 },
    { input: '499', paise: 49900 },
    { input: '499.5', paise: 49950 },
    { input: '1250.50', paise: 125050 },
    { input: '0.01', paise: 1 },
    { input: '0', paise: 0 },
    { input: '0.00', paise: 0 },
    { input: '007.10', paise: 710 },
    // Database numerics may carry more scale; zeros past the paisa are harmless.
    { input: '499.5000', paise: 49950 },
    { input: 499.5, paise: 49950 },
    { input: 499, paise: 49900 },
    // 0.1 + 0.2 style drift must not leak in: these doubles print back exactly.
    { input: 0.29, paise: 29 },
    { input: 1.15, paise: 115 },
    { input: 9999.99, paise: 999999 },
    { input: 1e6, paise: 100_000_000 },
  ])('reads $input as $paise paise', ({ input, paise }) => {
    expect(rupeesToPaise(input)).toBe(paise);
    expect(tryRupeesToPaise(input)).toBe(paise);
  });

  it.each([
    '',
    ' 499',
    '499 ',
    '499.',
    '.5',
    '-1',
    '-0.50',
    '1,499',
    '₹499',
    '499.005',
    '4e2',
    'abc',
    '0x10',
    '99999999999999999999',
  ])('refuses the string %j', (input) => {
    expect(tryRupeesToPaise(input)).toBeNull();
    expect(() => rupeesToPaise(input)).toThrow(InvalidMoneyError);
  });

  it.each([NaN, Infinity, -Infinity, -1, 1.005, 0.001, 1e21, Number.MAX_SAFE_INTEGER])(
    'refuses the number %d',
    (input) => {
      expect(tryRupeesToPaise(input)).toBeNull();
      expect(() => rupeesToPaise(input)).toThrow(InvalidMoneyError);
    },
  );
});

describe('paiseToRupeeString', () => {
  it.each([
    { paise: 49900, text: '499.00' },
    { paise: 0, text: '0.00' },
    { paise: 1, text: '0.01' },
    { paise: 10, text: '0.10' },
    { paise: 125050, text: '1250.50' },
    { paise: 12077272, text: '120772.72' },
    { paise: -150, text: '-1.50' },
  ])('$paise -> $text', ({ paise, text }) => {
    expect(paiseToRupeeString(paise)).toBe(text);
  });

  it.each([1.5, NaN, Infinity, 2 ** 60])('refuses %d', (paise) => {
    expect(() => paiseToRupeeString(paise)).toThrow(RangeError);
  });

  it('round-trips with rupeesToPaise', () => {
    for (const paise of [0, 1, 99, 100, 49950, 999999, 123456789]) {
      expect(rupeesToPaise(paiseToRupeeString(paise))).toBe(paise);
    }
  });
});

describe('groupIndianDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['12345678', '1,23,45,678'],
    ['1234567890', '1,23,45,67,890'],
  ])('%s -> %s', (digits, grouped) => {
    expect(groupIndianDigits(digits)).toBe(grouped);
  });
});

describe('formatInr', () => {
  it.each([
    { paise: 12345600, text: '₹1,23,456.00' },
    { paise: 49900, text: '₹499.00' },
    { paise: 0, text: '₹0.00' },
    { paise: 5, text: '₹0.05' },
    { paise: 149700, text: '₹1,497.00' },
    { paise: 12077272, text: '₹1,20,772.72' },
    { paise: 1_000_000_000, text: '₹1,00,00,000.00' },
    { paise: -49950, text: '-₹499.50' },
    { paise: 100, text: '₹1.00' },
    { paise: 99_900, text: '₹999.00' },
    { paise: 100_000, text: '₹1,000.00' },
    { paise: 9_999_900, text: '₹99,999.00' },
    { paise: 10_000_000, text: '₹1,00,000.00' },
    { paise: 123_456_750, text: '₹12,34,567.50' },
  ])('$paise -> $text', ({ paise, text }) => {
    expect(formatInr(paise)).toBe(text);
  });

  it.each([
    { paise: 49900, text: '₹499' },
    { paise: 12345600, text: '₹1,23,456' },
    { paise: 0, text: '₹0' },
    // Not whole rupees: the paise stay, so no amount is ever misstated.
    { paise: 125050, text: '₹1,250.50' },
    { paise: 1, text: '₹0.01' },
    // SPEC §1/§9 amounts as cards and summaries show them.
    { paise: 100, text: '₹1' },
    { paise: 99_900, text: '₹999' },
    { paise: 100_000, text: '₹1,000' },
    { paise: 199_900, text: '₹1,999' },
    { paise: 9_999_900, text: '₹99,999' },
    { paise: 10_000_000, text: '₹1,00,000' },
    { paise: 123_456_750, text: '₹12,34,567.50' },
    { paise: -199_900, text: '-₹1,999' },
  ])('drops zero paise: $paise -> $text', ({ paise, text }) => {
    expect(formatInr(paise, { dropZeroPaise: true })).toBe(text);
  });
});

describe('percentOf', () => {
  it.each([
    // 9 % of ₹499 = 4491 paise exactly
    { paise: 49900, bp: 900, result: 4491 },
    // 9 % of ₹150.50 = 1354.5 -> half up -> 1355
    { paise: 15050, bp: 900, result: 1355 },
    // 18 % of 25 paise = 4.5 -> 5
    { paise: 25, bp: 1800, result: 5 },
    // 2 % of 58882 = 1177.64 -> 1178
    { paise: 58882, bp: 200, result: 1178 },
    // 18 % of 1178 = 212.04 -> 212
    { paise: 1178, bp: 1800, result: 212 },
    // 2 % of 24 = 0.48 -> 0 (just under half)
    { paise: 24, bp: 200, result: 0 },
    // 2 % of 25 = 0.5 -> 1 (exactly half goes up, not to even)
    { paise: 25, bp: 200, result: 1 },
    // 2 % of 75 = 1.5 -> 2; 2 % of 125 = 2.5 -> 3 (banker's rounding would give 2)
    { paise: 75, bp: 200, result: 2 },
    { paise: 125, bp: 200, result: 3 },
    { paise: 0, bp: 900, result: 0 },
    { paise: 12345, bp: 0, result: 0 },
    { paise: 12345, bp: 10000, result: 12345 },
    // 9 % of 99,999,999,999 paise = 8,999,999,999.91 -> 9,000,000,000
    { paise: 99_999_999_999, bp: 900, result: 9_000_000_000 },
    // amount x rate passes 2^53 here; 9 % of 9007199254740991 = 810647932926689.19 -> ...689
    { paise: Number.MAX_SAFE_INTEGER, bp: 900, result: 810_647_932_926_689 },
  ])('$bp bp of $paise = $result', ({ paise, bp, result }) => {
    expect(percentOf(paise, bp)).toBe(result);
  });

  it.each([
    { paise: -1, bp: 900 },
    { paise: 1.5, bp: 900 },
    { paise: 100, bp: -1 },
    { paise: 100, bp: 9.5 },
  ])('refuses paise $paise with $bp bp', ({ paise, bp }) => {
    expect(() => percentOf(paise, bp)).toThrow(RangeError);
  });

  it('says what it refuses', () => {
    expect(() => percentOf(1.5, 900)).toThrow(new RangeError('Paise must be a safe integer, got 1.5'));
    expect(() => percentOf(-1, 900)).toThrow(new RangeError('percentOf needs a non-negative amount, got -1'));
    expect(() => percentOf(100, 9.5)).toThrow(new RangeError('Basis points must be a non-negative integer, got 9.5'));
  });
});

describe('errors that name what they refused', () => {
  it('rupeesToPaise throws an InvalidMoneyError quoting the input', () => {
    const error = (() => {
      try {
        rupeesToPaise('1,499');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(InvalidMoneyError);
    expect(error).toMatchObject({ name: 'InvalidMoneyError', message: 'Not a valid rupee amount: "1,499"' });
  });

  it('formatInr refuses a fraction of a paisa', () => {
    expect(() => formatInr(1.5)).toThrow(new RangeError('Paise must be a safe integer, got 1.5'));
  });
});

describe('trySignedRupeesToPaise (a tax document line, issue 28)', () => {
  it.each([
    { input: '-39.90', paise: -3990 },
    { input: ' -39.90 ', paise: -3990 },
    { input: ' 499.00 ', paise: 49900 },
    { input: '0', paise: 0 },
  ])('reads $input as $paise paise', ({ input, paise }) => {
    expect(trySignedRupeesToPaise(input)).toBe(paise);
  });

  it.each(['', '-', '--1', '- 1', 'abc', '1,499'])('refuses %j', (input) => {
    expect(trySignedRupeesToPaise(input)).toBeNull();
  });
});
