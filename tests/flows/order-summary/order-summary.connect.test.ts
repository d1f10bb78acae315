// What the order summary page reads (orderSummaryConnect), written out by hand from SPEC §2 Order
// summary, §4 Order ticket status, §7 Card payment checkout and §9: each face, the tickets with the time
// left on their held places, the breakdown with or without a place of supply, what Pay hands the
// checkout (the first participant's prefill, and how long the checkout may stay open), and what each
// button sends. Snapshots are resolved from (state, context), so each face is read without driving the
// machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { orderSummaryConnect } from '../../../machines/order-summary/order-summary.connect';
import { orderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import type { OrderSummaryContext, OrderSummaryEvent } from '../../../machines/order-summary/order-summary.types';
import type { OrderSummary, OrderSummaryTicket } from '../../../src/domain/order-summary';
import { EVENT_UUID, NOW, twoTickets } from './order-summary.model';

const BASE: OrderSummaryContext = {
  eventUuid: EVENT_UUID,
  now: NOW,
  earlierProviderOrderId: null,
  summary: null,
  errorMessage: null,
};

const READY = { forEvent: { ready: { tickets: 'idle', breakdown: 'collapsed' } } };

function faceOf(value: StateValue, context: Partial<OrderSummaryContext> = {}) {
  const sent: OrderSummaryEvent[] = [];
  const snapshot = orderSummaryMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = orderSummaryConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The page with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<OrderSummaryContext> = {}) {
  const {
    priced: _priced,
    retry: _retry,
    goBack: _goBack,
    deleteTicket: _deleteTicket,
    toggleBreakdown: _toggle,
    ...rest
  } = faceOf(value, context).face;
  return rest;
}

const [ASHA, VIKRAM] = twoTickets.tickets as [OrderSummaryTicket, OrderSummaryTicket];
/** A pending ticket whose place is held until `expiresAt` (null: the server holds none). */
const pendingHeld = (participantUuid: string, expiresAt: string | null): OrderSummaryTicket => ({
  ...ASHA,
  participantUuid,
  holdExpiresAt: expiresAt,
});
const at = (ms: number) => new Date(NOW + ms).toISOString();
const summaryWith = (tickets: OrderSummaryTicket[], over: Partial<OrderSummary> = {}): OrderSummary => ({
  ...twoTickets,
  tickets,
  ...over,
});

describe('order summary: what the page reads on each face', () => {
  it("a link without ?eventUuid=: 'Event UUID is required', and no tickets, title or pay details", () => {
    expect(readable('missingUuid', { eventUuid: '', errorMessage: 'Event UUID is required' })).toEqual({
      screen: 'missingUuid',
      eventUuid: '',
      errorMessage: 'Event UUID is required',
      title: null,
      subEventName: null,
      tickets: [],
      deleting: false,
      expanded: false,
      payDetails: null,
    });
  });

  it('while the summary loads the face is the loader’s, and the page has nothing to price yet', () => {
    const { face } = faceOf({ forEvent: 'loading' });
    expect(face).toMatchObject({ screen: 'loading', errorMessage: null, title: null, subEventName: null });
    expect(face.priced(null)).toEqual({ lines: [], totalText: null });
    expect(face.priced({ code: 'RUN10', discountPaise: 7990 })).toEqual({ lines: [], totalText: null });
  });

  it("no unpaid order for the event: 'No Order Found'", () => {
    expect(readable({ forEvent: 'noOrder' })).toMatchObject({ screen: 'noOrder', tickets: [], payDetails: null });
  });

  it("an order without tickets: 'No Tickets Found', and a checkout would be prefilled with nothing", () => {
    expect(readable({ forEvent: 'noTickets' }, { summary: summaryWith([]) })).toMatchObject({
      screen: 'noTickets',
      title: 'Pune Riverside Run',
      subEventName: '10K Run',
      tickets: [],
      payDetails: {
        eventTitle: 'Pune Riverside Run',
        prefill: { name: '', email: '', contact: '' },
        timeoutSeconds: 900,
        promoCode: null,
      },
    });
  });

  it('the tickets: a pending one held for 15:00, a confirmed one without a hold line', () => {
    expect(readable(READY, { summary: twoTickets })).toEqual({
      screen: 'loaded',
      eventUuid: EVENT_UUID,
      errorMessage: null,
      title: 'Pune Riverside Run',
      subEventName: '10K Run',
      tickets: [
        {
          participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
          name: 'Asha Rao',
          category: '10K Run',
          email: 'asha@example.in',
          phone: '9876543210',
          amountText: '₹799.00',
          status: { label: 'pending', colour: 'yellow', deletable: true },
          holdExpiresAt: '2031-01-10T04:45:00.000Z',
          holdText: 'Places held for 15:00',
        },
        {
          participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c02',
          name: 'Vikram Rao',
          category: '10K Run',
          email: null,
          phone: null,
          amountText: '₹799.00',
          status: { label: 'confirmed', colour: 'green', deletable: false },
          holdExpiresAt: null,
          holdText: null,
        },
      ],
      deleting: false,
      expanded: false,
      payDetails: {
        eventTitle: 'Pune Riverside Run',
        prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
        timeoutSeconds: 900,
        promoCode: null,
      },
    });
  });

  it("a pending ticket whose hold has run out reads 'Hold expired', the very second it ends included", () => {
    const summary = summaryWith([pendingHeld('a', at(-1000)), pendingHeld('b', at(0)), pendingHeld('c', at(1000))]);
    expect(readable(READY, { summary }).tickets.map((ticket) => ticket.holdText)).toEqual([
      'Hold expired',
      'Hold expired',
      'Places held for 00:01',
    ]);
  });

  it('no hold line on a pending ticket the server holds no place for, nor on a confirmed one that has a hold', () => {
    const confirmedHeld = { ...VIKRAM, holdExpiresAt: at(60_000) };
    const summary = summaryWith([pendingHeld('a', null), confirmedHeld]);
    expect(readable(READY, { summary }).tickets.map((ticket) => ticket.holdText)).toEqual([null, null]);
  });

  it('a ticket being deleted, with the breakdown open', () => {
    expect(
      readable({ forEvent: { ready: { tickets: 'deleting', breakdown: 'expanded' } } }, { summary: twoTickets }),
    ).toMatchObject({ screen: 'loaded', deleting: true, expanded: true });
  });
});

describe('order summary: what Pay hands the checkout (SPEC §7)', () => {
  const payDetails = (tickets: OrderSummaryTicket[]) => readable(READY, { summary: summaryWith(tickets) }).payDetails;

  it("prefills the first participant's name, email and contact, blank where the server has none", () => {
    expect(payDetails([VIKRAM, ASHA])?.prefill).toEqual({ name: 'Vikram Rao', email: '', contact: '' });
  });

  it('stays open only as long as the soonest held place, to the whole second', () => {
    const tickets = [pendingHeld('a', at(12 * 60_000 + 900)), pendingHeld('b', at(7 * 60_000 + 500))];
    expect(payDetails(tickets)?.timeoutSeconds).toBe(420);
  });

  it('counts only holds on pending tickets: a confirmed ticket’s or a hold-less ticket’s leave 15 minutes', () => {
    expect(payDetails([pendingHeld('a', null), { ...VIKRAM, holdExpiresAt: at(60_000) }])?.timeoutSeconds).toBe(900);
    expect(
      payDetails([{ ...VIKRAM, holdExpiresAt: at(60_000) }, pendingHeld('a', at(5 * 60_000))])?.timeoutSeconds,
    ).toBe(300);
  });

  it('a hold already over leaves the checkout no time, never less than none', () => {
    expect(payDetails([pendingHeld('a', at(-30_000))])?.timeoutSeconds).toBe(0);
  });
});

describe('order summary: the breakdown (SPEC §9)', () => {
  it('has no place-of-supply line when the server did not say where the event is', () => {
    const { face } = faceOf(READY, { summary: summaryWith(twoTickets.tickets, { placeOfSupply: null }) });
    expect(face.priced(null)).toEqual({
      lines: [
        { label: 'Tickets (2)', amount: '₹799.00' },
        { label: 'CGST (9%)', amount: '₹71.91' },
        { label: 'SGST (9%)', amount: '₹71.91' },
        { label: 'Convenience charge (2%)', amount: '₹18.86' },
        { label: 'GST on convenience charge (18%)', amount: '₹3.39' },
      ],
      totalText: '₹965.07',
    });
  });
});

describe('order summary: what the buttons send', () => {
  it('Try Again, Go Back, Delete on a ticket and View details / Hide details', () => {
    const { face, sent } = faceOf(READY, { summary: twoTickets });
    face.retry();
    face.goBack();
    face.deleteTicket('0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01');
    face.toggleBreakdown();
    expect(sent).toEqual([
      { type: 'RETRY' },
      { type: 'NAVIGATION.BACK' },
      { type: 'TICKET.DELETE', participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01' },
      { type: 'BREAKDOWN.TOGGLE' },
    ]);
  });
});
