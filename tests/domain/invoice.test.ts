import { describe, expect, it } from 'vitest';
import { itemDescription, titleCase, toInvoiceView } from '../../src/domain/invoice';
import { chargesToRupeeStrings, computeCharges } from '../../src/domain/pricing';

describe('SPEC §2 invoice', () => {
  it('describes an item as the ticket name plus the category title-cased', () => {
    expect(titleCase('HALF  marathon')).toBe('Half Marathon');
    expect(itemDescription('10K Run', 'open CATEGORY')).toBe('10K Run - Open Category');
    expect(itemDescription(null, null)).toBe('Event ticket');
  });

  it('prints HSN/SAC 999651, dd Mon yyyy, and totals whose lines add up to the grand total charged', () => {
    const charges = computeCharges({ ticketTotalPaise: 2 * 79_900 + 49_900, platformFeePaise: 2_500 });
    const totals = chargesToRupeeStrings(charges);
    const view = toInvoiceView({
      invoice: { invoice_number: 'SL/2030-31/000042', invoice_date: '2031-01-04T20:00:00.000Z' },
      customer: { name: 'Asha Rao', email: null, mobile: '9876543210' },
      items: [
        { id: 1, event_category: '10k run', quantity: 2, unit_price: '799.00' },
        { id: 2, event_category: '5k run', quantity: 1, unit_price: '499.00' },
      ],
      sub_event_details: { ticket_name: 'Riverside Run' },
      totals: { ...totals, ticket_total: totals.entry_fee_total },
    });
    expect(view.date).toBe('05 Jan 2031');
    expect(view.customer.email).toBe('-');
    expect(view.items).toEqual([
      { key: 1, description: 'Riverside Run - 10k Run', hsn: '999651', quantity: 2, value: '₹1,598.00' },
      { key: 2, description: 'Riverside Run - 5k Run', hsn: '999651', quantity: 1, value: '₹499.00' },
    ]);
    const sumOfLines = view.totals.reduce((sum, line) => sum + Number(line.amount.replace(/[₹,]/g, '')) * 100, 0);
    expect(Math.round(sumOfLines)).toBe(charges.grandTotal);
    expect(view.grandTotal).toBe(
      `₹${(charges.grandTotal / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
  });
});

describe('SPEC §9: the invoice total is what was charged, for every pricing case', () => {
  const ticketTotals = [0, 1, 49, 50, 99_900, 49_900 * 3, 123_456, 999_999_99];
  const platformFees = [0, 1, 2_500, 4_500, 10_001];
  it.each(ticketTotals.flatMap((tickets) => platformFees.map((fee) => [tickets, fee] as const)))(
    'tickets %i paise, platform fee %i paise: the printed lines add up to the grand total charged',
    (ticketTotalPaise, platformFeePaise) => {
      const charges = computeCharges({ ticketTotalPaise, platformFeePaise });
      const totals = chargesToRupeeStrings(charges);
      const view = toInvoiceView({
        invoice: { invoice_number: 'SL/1', invoice_date: '2031-01-05T00:00:00.000Z' },
        customer: { name: 'A', email: 'a@example.in', mobile: '9876543210' },
        items: [],
        sub_event_details: { ticket_name: 'Run' },
        totals: { ...totals, ticket_total: totals.entry_fee_total },
      });
      const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
      expect(view.totals.reduce((sum, line) => sum + paise(line.amount), 0)).toBe(charges.grandTotal);
      expect(paise(view.grandTotal)).toBe(charges.grandTotal);
    },
  );
});
