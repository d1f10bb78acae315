// What moving a paid ticket to another category costs or gives back (issue 28 item 3): SPEC §9 on the
// difference for a dearer one (no booking fee again), the difference with its GST for a cheaper one.
import { describe, expect, it } from 'vitest';
import { categoryChangeDeadlineText, categoryChangeMoney } from '../../src/domain/category-change';

describe('categoryChangeMoney', () => {
  it('charges a dearer category the difference with CGST + SGST, a 2% convenience charge and GST on it', () => {
    const money = categoryChangeMoney({
      fromPricePaise: 119_900,
      toPricePaise: 179_900,
      paidValuePaise: 119_900,
      supplyType: 'intra_state',
    });
    expect(money.kind).toBe('pay');
    if (money.kind !== 'pay') return;
    // 600 + 54 + 54 = 708; 2% of it 14.16; 18% of that 2.55 (half up): 724.71.
    expect(money.charges).toMatchObject({
      entryFeeTotal: 60_000,
      cgst: 5_400,
      sgst: 5_400,
      igst: 0,
      platformFee: 0,
      convenienceCharge: 1_416,
      convenienceGst: 255,
      grandTotal: 72_471,
    });
  });

  it('gives a cheaper category back the difference with its GST, as IGST across states', () => {
    expect(
      categoryChangeMoney({
        fromPricePaise: 119_900,
        toPricePaise: 79_900,
        paidValuePaise: 119_900,
        supplyType: 'inter_state',
      }),
    ).toEqual({
      kind: 'refund',
      refundTaxable: 40_000,
      refundTax: { cgst: 0, sgst: 0, igst: 7_200 },
      refundAmount: 47_200,
    });
  });

  it('gives back only what was paid above the new price when a promo code took part of it', () => {
    // Paid 1,099 of 1,199 after the code: moving to 799 gives back 300, not 400.
    const money = categoryChangeMoney({
      fromPricePaise: 119_900,
      toPricePaise: 79_900,
      paidValuePaise: 109_900,
      supplyType: 'intra_state',
    });
    expect(money).toMatchObject({ kind: 'refund', refundTaxable: 30_000, refundAmount: 35_400 });
  });

  it('moves nothing between categories of the same price, or below what the discount left', () => {
    expect(
      categoryChangeMoney({
        fromPricePaise: 79_900,
        toPricePaise: 79_900,
        paidValuePaise: 79_900,
        supplyType: 'intra_state',
      }),
    ).toEqual({ kind: 'even' });
    expect(
      categoryChangeMoney({
        fromPricePaise: 79_900,
        toPricePaise: 69_900,
        paidValuePaise: 59_900,
        supplyType: 'intra_state',
      }),
    ).toEqual({ kind: 'even' });
  });
});

describe('categoryChangeDeadlineText', () => {
  it("writes the deadline in India time, from the server's Date or its ISO text alike", () => {
    expect(categoryChangeDeadlineText('2031-02-06T01:00:00.000Z')).toBe('06 Feb 2031, 06:30 AM');
    expect(categoryChangeDeadlineText(new Date('2031-02-06T01:00:00.000Z'))).toBe('06 Feb 2031, 06:30 AM');
  });

  it("writes '-' for a deadline that cannot be read, as every other date does", () => {
    expect(categoryChangeDeadlineText(new Date(Number.NaN))).toBe('-');
    expect(categoryChangeDeadlineText('')).toBe('-');
  });
});
