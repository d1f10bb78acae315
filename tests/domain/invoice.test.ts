import { describe, expect, it } from 'vitest';
import { itemDescription, titleCase, toInvoiceView, type ServerTaxDocument } from '../../src/domain/invoice';

const line = (overrides: Partial<ServerTaxDocument['lines'][number]>): ServerTaxDocument['lines'][number] => ({
  description: 'Riverside Run - 10k Run',
  sac: '999651',
  quantity: 2,
  taxable_value: '1598.00',
  cgst_rate: null,
  cgst: '0.00',
  sgst_rate: null,
  sgst: '0.00',
  igst_rate: 18,
  igst: '287.64',
  total: '1885.64',
  ...overrides,
});

const document: ServerTaxDocument = {
  kind: 'invoice',
  title: 'Tax Invoice',
  number: 'SL/30-31/000042',
  issued_at: '2031-01-04T20:00:00.000Z',
  order_uuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c42',
  supplier: {
    name: 'Startline Sports Technologies Pvt. Ltd.',
    address_lines: ['Koramangala', 'Bengaluru'],
    gstin: '29ABCDE1234F1ZW',
    state: { name: 'Karnataka', code: '29' },
    email: 'support@startline.example',
    phone: '+91 80 4000 1234',
  },
  recipient: { name: 'Asha Rao', mobile: '9876543210', email: null, address_lines: ['Pune, Maharashtra'], state: null },
  place_of_supply: { name: 'Maharashtra', code: '27' },
  supply_type: 'inter_state',
  reverse_charge: false,
  event: { title: 'Riverside Run', venue: 'Pune', starts_at: null },
  lines: [line({})],
  totals: {
    taxable_value: '1598.00',
    cgst: '0.00',
    sgst: '0.00',
    igst: '287.64',
    total_tax: '287.64',
    grand_total: '1885.64',
  },
  amount_in_words: 'Rupees One Thousand Eight Hundred Eighty-Five and Sixty-Four Paise Only',
  note: 'This is a computer-generated invoice issued electronically; no signature is required.',
  original_invoice: null,
  reason: null,
};

describe('SPEC §2 invoice', () => {
  it('describes an item as the ticket name plus the category title-cased', () => {
    expect(titleCase('HALF  marathon')).toBe('Half Marathon');
    expect(itemDescription('10K Run', 'open CATEGORY')).toBe('10K Run - Open Category');
    expect(itemDescription(null, null)).toBe('Event ticket');
  });

  it('shows the issued document: supplier, place of supply with state code, IGST per line, total in words', () => {
    const view = toInvoiceView({
      invoice: { invoice_number: document.number, invoice_date: document.issued_at },
      document,
      credit_note: null,
    });
    expect(view.number).toBe('SL/30-31/000042');
    expect(view.date).toBe('05 Jan 2031');
    expect(view.supplier).toMatchObject({ gstin: '29ABCDE1234F1ZW', state: 'Karnataka (29)' });
    expect(view.customer).toMatchObject({ name: 'Asha Rao', email: '-', addressLines: ['Pune, Maharashtra'] });
    expect(view.placeOfSupply).toBe('Maharashtra (27)');
    expect(view.supply).toBe('Inter-state (IGST)');
    expect(view.reverseCharge).toBe('No');
    expect(view.taxHeads).toEqual(['igst']);
    expect(view.items).toEqual([
      {
        key: 1,
        description: 'Riverside Run - 10k Run',
        hsn: '999651',
        quantity: 2,
        value: '₹1,598.00',
        taxes: [{ head: 'igst', rate: '18%', amount: '₹287.64' }],
        total: '₹1,885.64',
      },
    ]);
    expect(view.totals).toEqual([
      { label: 'Total taxable value', amount: '₹1,598.00' },
      { label: 'IGST', amount: '₹287.64' },
      { label: 'Total tax', amount: '₹287.64' },
    ]);
    expect(view.grandTotal).toBe('₹1,885.64');
    expect(view.amountInWords).toMatch(/^Rupees One Thousand Eight Hundred/);
    expect(view.creditNotes).toEqual([]);
  });

  it('shows CGST and SGST columns for an intra-state supply, and a credit note citing the invoice', () => {
    const intra: ServerTaxDocument = {
      ...document,
      supply_type: 'intra_state',
      place_of_supply: { name: 'Karnataka', code: '29' },
      lines: [line({ cgst_rate: 9, cgst: '143.82', sgst_rate: 9, sgst: '143.82', igst_rate: null, igst: '0.00' })],
      totals: { ...document.totals, cgst: '143.82', sgst: '143.82', igst: '0.00' },
    };
    const view = toInvoiceView({
      invoice: { invoice_number: intra.number, invoice_date: intra.issued_at },
      document: intra,
      credit_note: {
        ...intra,
        kind: 'credit_note',
        title: 'Credit Note',
        number: 'CN/30-31/000001',
        original_invoice: { number: intra.number, issued_at: intra.issued_at },
        reason: 'Refunded.',
      },
    });
    expect(view.supply).toBe('Intra-state (CGST + SGST)');
    expect(view.taxHeads).toEqual(['cgst', 'sgst']);
    expect(view.items[0]?.taxes).toEqual([
      { head: 'cgst', rate: '9%', amount: '₹143.82' },
      { head: 'sgst', rate: '9%', amount: '₹143.82' },
    ]);
    expect(view.totals.map((total) => total.label)).toEqual(['Total taxable value', 'CGST', 'SGST', 'Total tax']);
    expect(view.creditNotes).toEqual([
      {
        number: 'CN/30-31/000001',
        date: '05 Jan 2031',
        against: 'SL/30-31/000042 dated 05 Jan 2031',
        reason: 'Refunded.',
        total: '₹1,885.64',
      },
    ]);
  });

  it('lists every credit note citing the invoice, one per cancelled ticket (issue 28)', () => {
    const credit = (number: string, grand_total: string) => ({
      ...document,
      kind: 'credit_note' as const,
      title: 'Credit Note',
      number,
      original_invoice: { number: document.number, issued_at: document.issued_at },
      reason: 'Ticket cancelled by the buyer.',
      totals: { ...document.totals, grand_total },
    });
    const view = toInvoiceView({
      invoice: { invoice_number: document.number, invoice_date: document.issued_at },
      document,
      credit_note: null,
      credit_notes: [credit('CN/30-31/000002', '529.94'), credit('CN/30-31/000003', '588.82')],
    });
    expect(view.creditNotes.map((note) => [note.number, note.total])).toEqual([
      ['CN/30-31/000002', '₹529.94'],
      ['CN/30-31/000003', '₹588.82'],
    ]);
  });
});

describe('what the invoice reads from padded or missing answers', () => {
  const viewOf = (changes: Partial<ServerTaxDocument>) =>
    toInvoiceView({
      invoice: { invoice_number: document.number, invoice_date: document.issued_at },
      document: { ...document, ...changes },
      credit_note: null,
    });

  it('title-cases a category however it is spaced, and trims the ticket name', () => {
    expect(titleCase('  open   category  ')).toBe('Open Category');
    expect(itemDescription(' 10K Run ', ' open ')).toBe('10K Run - Open');
    expect(itemDescription('  ', ' half marathon')).toBe('Half Marathon');
    expect(itemDescription('10K Run', '   ')).toBe('10K Run');
  });

  it('shows a dash for a blank customer name or e-mail, and trims them otherwise', () => {
    const blank = viewOf({ recipient: { ...document.recipient, name: '  ', email: '  ' } });
    expect(blank.customer).toMatchObject({ name: '-', email: '-' });
    const padded = viewOf({ recipient: { ...document.recipient, name: ' Asha Rao ', email: ' asha@example.in ' } });
    expect(padded.customer).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in' });
  });

  it("says 'Yes' when tax is payable on reverse charge", () => {
    expect(viewOf({ reverse_charge: true }).reverseCharge).toBe('Yes');
  });

  it('shows the event with its venue, or without one', () => {
    expect(viewOf({}).event).toEqual({ title: 'Riverside Run', venue: 'Pune' });
    expect(viewOf({ event: { title: 'Riverside Run', venue: undefined, starts_at: null } }).event).toEqual({
      title: 'Riverside Run',
      venue: null,
    });
  });
});
