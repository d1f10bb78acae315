// What the recipient's page of a ticket transfer reads (ticketTransferAcceptanceConnect), written out by
// hand from issue 28 item 2 (a Startline extension; SPEC has no transfers): the ticket offered (the
// event, when, where, the category, from whom and until when), the attendee form while the ticket
// waits, why a ticket cannot be accepted, where the new ticket is, and what each button sends.
// Snapshots are resolved from (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketTransferAcceptanceConnect } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.connect';
import { ticketTransferAcceptanceMachine } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import type {
  TicketTransferAcceptanceContext,
  TicketTransferAcceptanceEvent,
  TransferOffer,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.types';
import { EXPIRED, MINE, NEW_TICKET, OTHER_NUMBER, WAITING } from './ticket-transfer-acceptance.model';

const BASE: TicketTransferAcceptanceContext = {
  transferUuid: WAITING.transferUuid,
  offer: null,
  refusal: null,
  participantUuid: null,
};

function faceOf(value: StateValue, context: Partial<TicketTransferAcceptanceContext> = {}) {
  const sent: TicketTransferAcceptanceEvent[] = [];
  const snapshot = ticketTransferAcceptanceMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = ticketTransferAcceptanceConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The page with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<TicketTransferAcceptanceContext> = {}) {
  const { retry: _retry, signOut: _signOut, accepted: _accepted, ...rest } = faceOf(value, context).face;
  return rest;
}

const NOTHING = { ticket: null, form: null, reason: null, ticketPath: null, acceptedDetail: null };

const TICKET = {
  eventTitle: 'Pune Riverside 10K',
  subEventName: '10K Open',
  date: 'February 9, 2031 at 6:30 AM',
  venue: 'Riverside Ground',
  category: '10K',
  from: 'Asha Rao is giving you their ticket.',
  acceptBy: 'Accept it by 07 Feb 2031, 06:30 AM: fill in your details below.',
};
const TICKET_PATH = '/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11?from=my-events';
const ACCEPTED_DETAIL =
  "Your e-ticket for Pune Riverside 10K is in 'Your Registrations' on the event page; the old one no longer admits anyone.";

describe('accept a transferred ticket: what the page reads', () => {
  it("while the transfer loads: 'Loading the ticket...' and nothing else", () => {
    expect(readable('loading')).toEqual({ screen: 'loading', ...NOTHING });
  });

  it("with no answer: 'Could not load this ticket' and Try Again, without a reason of its own", () => {
    expect(readable('loadFailed')).toEqual({ screen: 'loadFailed', ...NOTHING });
  });

  it("signed in with another number: the server's words", () => {
    expect(readable('notForYou', { refusal: OTHER_NUMBER })).toEqual({
      screen: 'notForYou',
      ...NOTHING,
      reason: 'This ticket was sent to another mobile number. Sign in with the number it was sent to.',
    });
  });

  it("signed in with another number and the server said no more: 'Transfer not found'", () => {
    expect(readable('notForYou').reason).toBe('Transfer not found');
  });

  it("no such transfer: the server's words, or 'Transfer not found' when it sent none", () => {
    expect(readable('unavailable', { refusal: 'No transfer with this link' })).toEqual({
      screen: 'unavailable',
      ...NOTHING,
      reason: 'No transfer with this link',
    });
    expect(readable('unavailable').reason).toBe('Transfer not found');
  });

  it.each([
    ['expired', 'This ticket transfer has expired'],
    ['withdrawn', 'This ticket transfer was withdrawn by the sender'],
    ['accepted', 'This ticket transfer was already accepted'],
    ['pending', 'Transfer not found'],
  ] as const)('a transfer %s: says so, with the ticket it was for', (status, reason) => {
    const offer: TransferOffer = { ...EXPIRED, status };
    expect(readable('unavailable', { offer, refusal: 'not read when the transfer is in' })).toEqual({
      screen: 'unavailable',
      ticket: TICKET,
      form: null,
      reason,
      ticketPath: TICKET_PATH,
      acceptedDetail: ACCEPTED_DETAIL,
    });
  });

  it('a waiting ticket: who gives which ticket and until when, and the attendee form with the category kept', () => {
    expect(readable('filling', { offer: WAITING })).toEqual({
      screen: 'filling',
      ticket: TICKET,
      form: {
        subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
        fields: [],
        minAge: 10,
        maxAge: null,
        category: '10K',
      },
      reason: null,
      ticketPath: TICKET_PATH,
      acceptedDetail: ACCEPTED_DETAIL,
    });
  });

  it('names the sub-event only when it differs from the event, and the date only when there is one', () => {
    const offer: TransferOffer = { ...WAITING, subEventName: 'Pune Riverside 10K', startDate: null };
    expect(readable('filling', { offer }).ticket).toMatchObject({ subEventName: null, date: null });
  });

  it("accepted: 'The ticket is yours' and where the new e-ticket is; no form any more", () => {
    expect(readable('accepted', { offer: MINE, participantUuid: NEW_TICKET })).toEqual({
      screen: 'accepted',
      ticket: TICKET,
      form: null,
      reason: null,
      ticketPath: TICKET_PATH,
      acceptedDetail: ACCEPTED_DETAIL,
    });
  });

  it('sends what the buttons say: Try Again, Sign in with another number, and the form accepted', () => {
    const { face, sent } = faceOf('filling', { offer: WAITING });
    face.retry();
    face.signOut();
    face.accepted(NEW_TICKET);
    expect(sent).toEqual([{ type: 'RETRY' }, { type: 'SIGN_OUT' }, { type: 'ACCEPTED', participantUuid: NEW_TICKET }]);
  });
});
