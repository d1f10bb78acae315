// The document builder alone: for every pricing case and both supply types, the lines of an invoice
// add up to the amount charged to the paisa (the ticket tax is shared over several ticket lines).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { invoiceDocument } from '../../../server/modules/invoices/document';
import { computeCharges } from '../../../src/domain/pricing';

const supplier = loadConfig({}).company;
const paise = (rupees: string) => Math.round(Number(rupees) * 100);

describe('invoice lines add up to the charge', () => {
  const groups = [
    [{ category: '5k', unitPricePaise: 1, quantity: 1 }],
    [
      { category: '5k', unitPricePaise: 79_955, quantity: 3 },
      { category: '10k', unitPricePaise: 119_905, quantity: 1 },
      { category: null, unitPricePaise: 33_333, quantity: 7 },
    ],
    [{ category: 'half', unitPricePaise: 999_999_99, quantity: 1 }],
  ];
  // A promo code's discount: none, an odd paisa amount, a tenth, and the whole of the tickets.
  const discounts = [0, 1_001, 0.1, 1] as const;
  const cases = groups.flatMap((tickets) =>
    [0, 1, 2_500, 10_001].flatMap((fee) =>
      (['intra_state', 'inter_state'] as const).flatMap((supplyType) =>
        discounts.map((discount) => ({ tickets, fee, supplyType, discount })),
      ),
    ),
  );
  it.each(cases)(
    '$supplyType, platform fee $fee paise, $tickets.length ticket line(s), discount $discount',
    ({ tickets, fee, supplyType, discount }) => {
      const ticketCount = tickets.reduce((total, group) => total + group.quantity, 0);
      const ticketTotalPaise = tickets.reduce((total, group) => total + group.unitPricePaise * group.quantity, 0);
      // Below 1: that share of the tickets; otherwise paise.
      const discountPaise = discount < 1 || discount === 1 ? Math.round(ticketTotalPaise * discount) : discount;
      const charges = computeCharges({
        ticketTotalPaise,
        discountPaise: Math.min(discountPaise, ticketTotalPaise),
        platformFeePaise: fee * ticketCount,
        supplyType,
      });
      const document = invoiceDocument({
        number: 'SL/30-31/000001',
        financialYear: '2030-31',
        issuedAt: new Date('2031-01-05T00:00:00Z'),
        orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c42',
        supplier,
        recipient: { name: 'Asha', mobile: '9876543210', email: null, address: null },
        placeOfSupplyStateCode: supplyType === 'intra_state' ? '29' : '27',
        event: { title: 'Run', ticketName: 'Run', venue: null, startsAt: null },
        tickets,
        ticketCount,
        charges,
        promoCode: charges.discount > 0 ? 'RUN10' : null,
      });
      expect(document.lines.some((line) => line.description === 'Discount (RUN10)')).toBe(charges.discount > 0);
      const sum = document.lines.reduce((total, line) => total + paise(line.total), 0);
      expect(sum).toBe(charges.grandTotal);
      expect(paise(document.totals.grand_total)).toBe(charges.grandTotal);
      for (const line of document.lines) {
        expect(paise(line.taxable_value) + paise(line.cgst) + paise(line.sgst) + paise(line.igst)).toBe(
          paise(line.total),
        );
        if (supplyType === 'inter_state') expect(paise(line.cgst) + paise(line.sgst)).toBe(0);
        else expect(paise(line.igst)).toBe(0);
      }
      expect(document.place_of_supply.code).toBe(supplyType === 'intra_state' ? '29' : '27');
    },
  );
});
