import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from '../../src/domain/amount-in-words';
import { gstStateByName, gstinCheckCharacter, gstinProblem, placeOfSupply } from '../../src/domain/gst';

describe('GSTIN', () => {
  // Valid numbers: the check character worked out by GSTN's mod-36 rule (weights 1, 2, 1, 2, ...).
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACI1681G1ZR', '29ABCDE1234F1ZW', '33AAACH7409R1Z8'])(
    '%s is valid',
    (gstin) => {
      expect(gstinProblem(gstin)).toBeNull();
    },
  );

  it.each([
    ['29ABCDE1234F1Z5', 'has a wrong check character'],
    ['27AAPFU0939F1ZW', 'has a wrong check character'],
    ['07AAACI1681G1ZS', 'has a wrong check character'],
    ['00AAPFU0939F1ZV', "starts with '00', which is no GST state code"],
    ['40AAPFU0939F1ZV', "starts with '40', which is no GST state code"],
    ['27aapfu0939f1zv', 'must be 15 characters'],
    ['27AAPFU0939F1Z', 'must be 15 characters'],
    ['27AAPFU0939F1ZVX', 'must be 15 characters'],
    ['27AAPF00939F1ZV', 'must be 15 characters'],
    ['27AAPFU0939F0ZV', 'must be 15 characters'],
    ['27AAPFU0939F1YV', 'must be 15 characters'],
    ['', 'must be 15 characters'],
  ])('%s is refused: %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toContain(problem);
  });

  it('computes the check character of every known state', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
  });

  it('reads only the first 14 characters, so a whole GSTIN gives its own check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1ZV')).toBe('V');
    expect(gstinCheckCharacter('29ABCDE1234F1ZW')).toBe('W');
  });

  it('refuses a character a GSTIN cannot hold, naming it', () => {
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(new RangeError("not a GSTIN character: 'a'"));
    expect(() => gstinCheckCharacter('27AAPFU0939F-Z')).toThrow(new RangeError("not a GSTIN character: '-'"));
  });
});

describe('place of supply (IGST Act §12(6)): where the event is held', () => {
  it('is intra-state in the supplier’s state and inter-state elsewhere, with the GST state code', () => {
    expect(placeOfSupply('29ABCDE1234F1ZW', 'Karnataka')).toEqual({
      state: { code: '29', name: 'Karnataka' },
      supplyType: 'intra_state',
    });
    expect(placeOfSupply('29ABCDE1234F1ZW', 'Maharashtra')).toEqual({
      state: { code: '27', name: 'Maharashtra' },
      supplyType: 'inter_state',
    });
    expect(placeOfSupply('29ABCDE1234F1ZW', ' new  delhi ').state).toEqual({ code: '07', name: 'Delhi' });
  });

  it("falls back to the supplier's state when the event's state names none", () => {
    expect(placeOfSupply('27AAPFU0939F1ZV', null)).toEqual({
      state: { code: '27', name: 'Maharashtra' },
      supplyType: 'intra_state',
    });
    expect(gstStateByName('Atlantis')).toBeNull();
    expect(gstStateByName('')).toBeNull();
    expect(gstStateByName(null)).toBeNull();
    expect(gstStateByName('Orissa')?.code).toBe('21');
  });
});

describe('place of supply with a supplier GSTIN that names no state', () => {
  it("still finds the event's state, which is then another state than the supplier's", () => {
    expect(placeOfSupply('99ABCDE1234F1ZW', 'Karnataka')).toEqual({
      state: { code: '29', name: 'Karnataka' },
      supplyType: 'inter_state',
    });
  });

  it("refuses when the event's state names none either, naming the GSTIN", () => {
    expect(() => placeOfSupply('99ABCDE1234F1ZW', 'Atlantis')).toThrow(
      new RangeError("the supplier's GSTIN '99ABCDE1234F1ZW' names no GST state"),
    );
  });
});

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_05, 'Rupees One and Five Paise Only'],
    [60_272, 'Rupees Six Hundred Two and Seventy-Two Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [12_34_567_89, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [
      99_99_99_999_99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
  ])('%i paise: %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [20_00, 'Rupees Twenty Only'],
    [19_19, 'Rupees Nineteen and Nineteen Paise Only'],
    [30_50, 'Rupees Thirty and Fifty Paise Only'],
    [21_00, 'Rupees Twenty-One Only'],
    [1_500_00, 'Rupees One Thousand Five Hundred Only'],
    [600_00, 'Rupees Six Hundred Only'],
    [90_000_00, 'Rupees Ninety Thousand Only'],
    [40_00_000_00, 'Rupees Forty Lakh Only'],
  ])('round tens and hundreds: %i paise: %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a whole, non-negative amount, saying so', () => {
    expect(() => amountInWords(-1)).toThrow(new RangeError('not an amount in paise: -1'));
    expect(() => amountInWords(1.5)).toThrow(new RangeError('not an amount in paise: 1.5'));
    expect(() => amountInWords(Number.NaN)).toThrow(new RangeError('not an amount in paise: NaN'));
    expect(() => numberInIndianWords(-1)).toThrow(new RangeError('not a whole number: -1'));
    expect(() => numberInIndianWords(2.5)).toThrow(new RangeError('not a whole number: 2.5'));
    expect(numberInIndianWords(0)).toBe('Zero');
  });

  it('counts crores in Indian words past 99 crore', () => {
    expect(numberInIndianWords(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
