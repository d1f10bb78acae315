// What the change-category dialog reads (ticketCategoryChangeConnect), written out by hand from issue
// 28 item 3 and SPEC §9's lines for each screen: the categories with what moving costs or gives back,
// the breakdown of the one picked, the confirm button's words, when it is busy or may close, and what
// the finished change says and links to. Snapshots are resolved from (state, context), so each face is
// read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketCategoryChangeConnect } from '../../../machines/ticket-category-change/ticket-category-change.connect';
import { ticketCategoryChangeMachine } from '../../../machines/ticket-category-change/ticket-category-change.machine';
import type {
  CategoryChangeOutcome,
  CategoryChangeQuote,
  TicketCategoryChangeContext,
  TicketCategoryChangeEvent,
} from '../../../machines/ticket-category-change/ticket-category-change.types';

const QUOTE: CategoryChangeQuote = {
  currentCategory: 'Full Marathon',
  currentPricePaise: 249900,
  options: [
    {
      category: 'Ultra',
      pricePaise: 299900,
      kind: 'pay',
      amountPaise: 60392,
      charges: { entryFeePaise: 50000, gstPaise: 9000, conveniencePaise: 1180, convenienceGstPaise: 212 },
    },
    { category: 'Relay', pricePaise: 259900, kind: 'pay', amountPaise: 10000, charges: null },
    { category: 'Half Marathon', pricePaise: 179900, kind: 'refund', amountPaise: 23600, charges: null },
    { category: '10K', pricePaise: 249900, kind: 'even', amountPaise: 0, charges: null },
  ],
};

const BASE: TicketCategoryChangeContext = {
  participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
  attendeeName: 'Asha Rao',
  eventTitle: 'Startline City Marathon',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
  quote: null,
  selected: null,
  outcome: null,
  proof: null,
  errorMessage: null,
  bankPollMs: 2000,
};

function faceOf(value: StateValue, context: Partial<TicketCategoryChangeContext> = {}) {
  const sent: TicketCategoryChangeEvent[] = [];
  const snapshot = ticketCategoryChangeMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = ticketCategoryChangeConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The face with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<TicketCategoryChangeContext> = {}) {
  const { select: _select, confirm: _confirm, retry: _retry, close: _close, ...rest } = faceOf(value, context).face;
  return rest;
}

const CLOSED_DIALOG = {
  attendeeName: 'Asha Rao',
  current: null,
  choices: [],
  noOthers: false,
  selected: null,
  breakdown: [],
  refundArrives: null,
  confirmLabel: 'Confirm change',
  canConfirm: false,
  errorMessage: null,
  busy: false,
  canClose: true,
  done: null,
};

const CHOICES = [
  { category: 'Ultra', label: 'Ultra · ₹2,999.00', effect: 'You pay ₹603.92' },
  { category: 'Relay', label: 'Relay · ₹2,599.00', effect: 'You pay ₹100.00' },
  { category: 'Half Marathon', label: 'Half Marathon · ₹1,799.00', effect: 'Refund ₹236.00' },
  { category: '10K', label: '10K · ₹2,499.00', effect: 'No difference in price' },
];

describe('change category: what the dialog reads', () => {
  it("while the categories load: 'Finding the categories...' and nothing to pick", () => {
    expect(readable('quoting')).toEqual({ screen: 'quoting', ...CLOSED_DIALOG });
  });

  it('when they could not load: the error, and the dialog may close', () => {
    const errorMessage = 'Could not load the categories. Please try again.';
    expect(readable('quoteFailed', { errorMessage })).toEqual({
      screen: 'quoteFailed',
      ...CLOSED_DIALOG,
      errorMessage,
    });
  });

  it('lists every category with its price and what moving costs or gives back, nothing picked yet', () => {
    expect(readable('choosing', { quote: QUOTE })).toEqual({
      screen: 'choosing',
      ...CLOSED_DIALOG,
      current: 'Current category: Full Marathon · ₹2,499.00',
      choices: CHOICES,
    });
  });

  it('says when the event has no other category', () => {
    expect(readable('choosing', { quote: { ...QUOTE, options: [] } })).toMatchObject({
      choices: [],
      noOthers: true,
      canConfirm: false,
    });
  });

  it("a dearer category: SPEC §9's four lines and the total, and 'Pay ₹603.92 and change'", () => {
    expect(readable('choosing', { quote: QUOTE, selected: 'Ultra' })).toMatchObject({
      selected: 'Ultra',
      breakdown: [
        { label: 'Difference in entry fee', amount: '₹500.00' },
        { label: 'GST on the difference (18%)', amount: '₹90.00' },
        { label: 'Convenience charge (2%)', amount: '₹11.80' },
        { label: 'GST on convenience charge (18%)', amount: '₹2.12' },
        { label: 'Total to pay', amount: '₹603.92' },
      ],
      refundArrives: null,
      confirmLabel: 'Pay ₹603.92 and change',
      canConfirm: true,
    });
  });

  it('a dearer category the server gave no lines for: the total alone', () => {
    expect(readable('choosing', { quote: QUOTE, selected: 'Relay' })).toMatchObject({
      breakdown: [{ label: 'Total to pay', amount: '₹100.00' }],
      confirmLabel: 'Pay ₹100.00 and change',
      canConfirm: true,
    });
  });

  it('a cheaper category: the refund, when it arrives, and a plain confirm', () => {
    expect(readable('choosing', { quote: QUOTE, selected: 'Half Marathon' })).toMatchObject({
      breakdown: [{ label: 'Refund', amount: '₹236.00' }],
      refundArrives: 'The refund reaches your original payment method within 5–7 working days.',
      confirmLabel: 'Confirm change',
      canConfirm: true,
    });
  });

  it('a category at the same price: no lines, a plain confirm', () => {
    expect(readable('choosing', { quote: QUOTE, selected: '10K' })).toMatchObject({
      breakdown: [],
      refundArrives: null,
      confirmLabel: 'Confirm change',
      canConfirm: true,
    });
  });

  it('a picked category the quote no longer lists cannot be confirmed', () => {
    expect(readable('choosing', { quote: QUOTE, selected: 'Sprint' })).toMatchObject({
      breakdown: [],
      canConfirm: false,
    });
  });

  it.each([
    ['changing', 'changing'],
    [{ paying: 'loadingGateway' }, 'paying'],
    ['verifying', 'verifying'],
  ] as const)('%j: busy, nothing to confirm, and no closing mid-change', (value, screen) => {
    expect(readable(value, { quote: QUOTE, selected: 'Ultra' })).toMatchObject({
      screen,
      busy: true,
      canClose: false,
      canConfirm: false,
    });
  });

  it.each([
    [{ awaitingBank: 'waiting' }, 'awaitingBank'],
    ['verifyFailed', 'verifyFailed'],
  ] as const)('%j: not busy, and the dialog may close (the bank confirms later)', (value, screen) => {
    expect(readable(value, { quote: QUOTE, selected: 'Ultra' })).toMatchObject({
      screen,
      busy: false,
      canClose: true,
      canConfirm: false,
      done: null,
    });
  });

  const made = (over: Partial<Extract<CategoryChangeOutcome, { kind: 'made' }>> = {}): CategoryChangeOutcome => ({
    kind: 'made',
    toCategory: 'Half Marathon',
    refundAmountPaise: 23600,
    refundStatus: 'pending',
    creditNoteNumber: 'CN/2031/0007',
    orderUuid: '5d0c1a9e-7f3b-4c2e-9a8d-1e2f3a4b5c6d',
    ...over,
  });

  it('a change made with a refund: the new category, the refund and its status, and the credit note', () => {
    expect(readable('changed', { quote: QUOTE, selected: 'Half Marathon', outcome: made() })).toMatchObject({
      screen: 'changed',
      busy: false,
      canClose: true,
      done: {
        detail: "Asha Rao's ticket is now for Half Marathon. The e-ticket was re-issued.",
        refund: 'Refund: ₹236.00 · Refund on its way',
        document: {
          label: 'Credit note CN/2031/0007',
          path: '/my-orders/5d0c1a9e-7f3b-4c2e-9a8d-1e2f3a4b5c6d',
        },
      },
    });
  });

  it("a change made at no cost: no refund line and no document; the server's category is the one named", () => {
    const outcome = made({ toCategory: '10K', refundAmountPaise: 0, refundStatus: 'none', creditNoteNumber: null });
    expect(readable('changed', { quote: QUOTE, selected: 'Relay', outcome }).done).toEqual({
      detail: "Asha Rao's ticket is now for 10K. The e-ticket was re-issued.",
      refund: null,
      document: null,
    });
  });

  it('a change paid for: the invoice of the difference', () => {
    const outcome: CategoryChangeOutcome = {
      kind: 'checkout',
      toCategory: 'Ultra',
      order: { orderUuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' } as never,
    };
    expect(readable('changed', { quote: QUOTE, selected: 'Ultra', outcome }).done).toEqual({
      detail: "Asha Rao's ticket is now for Ultra. The e-ticket was re-issued.",
      refund: null,
      document: { label: 'View invoice', path: '/my-orders/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
    });
  });

  it('without an outcome the picked category is the one named, and none at all names none', () => {
    expect(readable('changed', { quote: QUOTE, selected: 'Ultra' }).done?.detail).toBe(
      "Asha Rao's ticket is now for Ultra. The e-ticket was re-issued.",
    );
    expect(readable('changed').done?.detail).toBe("Asha Rao's ticket is now for . The e-ticket was re-issued.");
  });

  it('sends what the buttons say', () => {
    const { face, sent } = faceOf('choosing', { quote: QUOTE });
    face.select('Relay');
    face.confirm();
    face.retry();
    face.close();
    expect(sent).toEqual([
      { type: 'CATEGORY.SELECT', category: 'Relay' },
      { type: 'CATEGORY.CONFIRM' },
      { type: 'RETRY' },
      { type: 'CATEGORY.CLOSE' },
    ]);
  });
});
