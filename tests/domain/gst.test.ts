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
    expect(gstStateByName('Orissa')?.code).toBe('21');
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

  it('counts crores in Indian words past 99 crore', () => {
    expect(numberInIndianWords(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
