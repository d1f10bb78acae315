// Issue 28 item 1: what cancelling a paid ticket gives back, the numbers the server refunds and the
// dialog shows alike.
import { describe, expect, it } from 'vitest';
import {
  cancellationDeadlineText,
  discountShare,
  feePercentText,
  ticketCancellationRefund,
} from '../../src/domain/ticket-cancellation';

describe('ticketCancellationRefund', () => {
  it('keeps the fee share of the ticket value and refunds the rest with its GST', () => {
    expect(
      ticketCancellationRefund({ ticketValuePaise: 49900, feeBasisPoints: 1000, supplyType: 'intra_state' }),
    ).toEqual({
      ticketAmount: 58882,
      feeKept: 5888,
      refundAmount: 52994,
      refundTaxable: 44910,
      refundTax: { cgst: 4042, sgst: 4042, igst: 0 },
    });
  });

  it('refunds under IGST the same total for an event in another state', () => {
    const refund = ticketCancellationRefund({
      ticketValuePaise: 49900,
      feeBasisPoints: 1000,
      supplyType: 'inter_state',
    });
    expect(refund.refundTax).toEqual({ cgst: 0, sgst: 0, igst: 8084 });
    expect(refund.refundAmount).toBe(52994);
  });

  it('refunds everything at 0%, nothing at 100%, and nothing on a free ticket', () => {
    expect(
      ticketCancellationRefund({ ticketValuePaise: 49900, feeBasisPoints: 0, supplyType: 'intra_state' }),
    ).toMatchObject({
      feeKept: 0,
      refundAmount: 58882,
    });
    expect(
      ticketCancellationRefund({ ticketValuePaise: 49900, feeBasisPoints: 10000, supplyType: 'intra_state' }),
    ).toMatchObject({
      feeKept: 58882,
      refundAmount: 0,
    });
    expect(
      ticketCancellationRefund({ ticketValuePaise: 0, feeBasisPoints: 1000, supplyType: 'intra_state' }).refundAmount,
    ).toBe(0);
  });
});

describe('discountShare', () => {
  it('shares a promo discount by price, never more than the discount', () => {
    const shares = [49900, 49900, 99900].map((unitPricePaise) =>
      discountShare({ unitPricePaise, entryFeeTotalPaise: 199700, discountPaise: 19970 }),
    );
    expect(shares).toEqual([4990, 4990, 9990]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(19970);
    expect(discountShare({ unitPricePaise: 49900, entryFeeTotalPaise: 49900, discountPaise: 0 })).toBe(0);
  });

  it('shares nothing of an order without a total or with a discount below nothing', () => {
    expect(discountShare({ unitPricePaise: 0, entryFeeTotalPaise: 0, discountPaise: 5000 })).toBe(0);
    expect(discountShare({ unitPricePaise: 49900, entryFeeTotalPaise: 99800, discountPaise: -5000 })).toBe(0);
  });

  it('writes fee percentages as people do', () => {
    expect([0, 1000, 1250].map(feePercentText)).toEqual(['0', '10', '12.5']);
  });
});

describe('cancellationDeadlineText', () => {
  it("writes the deadline in India time, from the server's Date or its ISO text alike", () => {
    expect(cancellationDeadlineText('2025-01-05T05:00:00.000Z')).toBe('05 Jan 2025, 10:30 AM');
    expect(cancellationDeadlineText(new Date('2025-01-05T05:00:00.000Z'))).toBe('05 Jan 2025, 10:30 AM');
  });

  it("writes '-' for a deadline that cannot be read, as every other date does", () => {
    expect(cancellationDeadlineText(new Date(Number.NaN))).toBe('-');
    expect(cancellationDeadlineText('soon')).toBe('-');
  });
});
