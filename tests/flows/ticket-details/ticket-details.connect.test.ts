// What the edit-details page reads (ticketDetailsConnect), written out by hand from issue 28 item 4 (a
// Startline extension; SPEC has no such page): the ticket (the event, when, where, the category kept),
// until when it may be corrected and the name rule, the attendee form while editing, why it cannot be
// corrected, where the re-issued e-ticket is, and what each button sends. Snapshots are resolved from
// (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketDetailsConnect } from '../../../machines/ticket-details/ticket-details.connect';
import { ticketDetailsMachine } from '../../../machines/ticket-details/ticket-details.machine';
import type {
  TicketDetails,
  TicketDetailsContext,
  TicketDetailsEvent,
} from '../../../machines/ticket-details/ticket-details.types';
import { CLOSED, NEVER, NOW, OPEN } from './ticket-details.model';

const BASE: TicketDetailsContext = { participantUuid: OPEN.participantUuid, now: NOW, details: null, refusal: null };

function faceOf(value: StateValue, context: Partial<TicketDetailsContext> = {}) {
  const sent: TicketDetailsEvent[] = [];
  const snapshot = ticketDetailsMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = ticketDetailsConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The page with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<TicketDetailsContext> = {}) {
  const { retry: _retry, saved: _saved, ...rest } = faceOf(value, context).face;
  return rest;
}

const NOTHING = { ticket: null, rules: [], form: null, reason: null, ticketPath: null, savedDetail: null };
const TICKET = {
  eventTitle: 'Pune Riverside 10K',
  subEventName: '10K Open',
  date: 'February 9, 2031 at 6:30 AM',
  venue: 'Riverside Ground',
  category: '10K',
};
const TICKET_PATH = '/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11?from=my-events';
const SAVED_DETAIL =
  'The e-ticket for Pune Riverside 10K is re-issued with the new details and e-mailed to you. Printed copies of the old one show the old details.';

describe('edit ticket details: what the page reads', () => {
  it("while the ticket loads: 'Loading the ticket...' and nothing else", () => {
    expect(readable('loading')).toEqual({ screen: 'loading', ...NOTHING });
  });

  it("with no answer: 'Could not load this ticket' and Try Again, without a reason of its own", () => {
    expect(readable('loadFailed')).toEqual({ screen: 'loadFailed', ...NOTHING });
  });

  it("not the caller's ticket or not paid: the server's words, or 'Ticket not found' when it sent none", () => {
    expect(readable('unavailable', { refusal: 'Only a paid ticket can be edited' })).toEqual({
      screen: 'unavailable',
      ...NOTHING,
      reason: 'Only a paid ticket can be edited',
    });
    expect(readable('unavailable').reason).toBe('Ticket not found');
  });

  it('while editing: the ticket, until when and the name rule, and the form with the answers given', () => {
    const values = { 'f-name': 'Asha Rao' };
    expect(readable('editing', { details: { ...OPEN, values } })).toEqual({
      screen: 'editing',
      ticket: TICKET,
      rules: [
        'You can correct these details until 06 Feb 2031, 06:30 AM. The e-ticket is re-issued with them.',
        'The name can be changed once more.',
      ],
      form: {
        subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
        fields: [],
        values,
        minAge: 10,
        maxAge: null,
        category: '10K',
      },
      reason: null,
      ticketPath: TICKET_PATH,
      savedDetail: SAVED_DETAIL,
    });
  });

  it.each([
    [{ nameChangesAllowed: 3, nameChangesLeft: 2 }, 'The name can be changed 2 more times.'],
    [
      { nameChangesAllowed: 1, nameChangesLeft: 0 },
      'The name on this ticket has been changed as many times as this event allows.',
    ],
    [{ nameChangesAllowed: 0, nameChangesLeft: 0 }, 'The name on this ticket cannot be changed.'],
  ])('the name rule for %j: %s', (rule, text) => {
    expect(readable('editing', { details: { ...OPEN, ...rule } }).rules[1]).toBe(text);
  });

  it('names the sub-event only when it differs from the event, and the date only when there is one', () => {
    const details: TicketDetails = { ...OPEN, subEventName: 'Pune Riverside 10K', startDate: null };
    expect(readable('editing', { details }).ticket).toEqual({ ...TICKET, subEventName: null, date: null });
  });

  it('past the cut-off: until when details could be edited, the rule it had, and no form', () => {
    expect(readable('closed', { details: CLOSED })).toEqual({
      screen: 'closed',
      ticket: TICKET,
      rules: [
        'You can correct these details until 30 Jan 2031, 06:00 PM. The e-ticket is re-issued with them.',
        'The name can be changed once more.',
      ],
      form: null,
      reason: 'Details for this event could be edited until 30 Jan 2031, 06:00 PM',
      ticketPath: TICKET_PATH,
      savedDetail: SAVED_DETAIL,
    });
  });

  it('an event that allows no corrections: says so, with no rule lines', () => {
    expect(readable('closed', { details: NEVER })).toMatchObject({
      rules: [],
      form: null,
      reason: 'This event does not allow editing details after booking',
    });
  });

  it('closed without a ticket read gives no reason to show', () => {
    expect(readable('closed').reason).toBeNull();
  });

  it("saved: 'Details saved', what re-issuing means and where the e-ticket is; no form any more", () => {
    expect(readable('saved', { details: OPEN })).toMatchObject({
      screen: 'saved',
      form: null,
      reason: null,
      ticketPath: TICKET_PATH,
      savedDetail: SAVED_DETAIL,
    });
  });

  it('sends what the buttons say: Try Again, and the form saved', () => {
    const { face, sent } = faceOf('editing', { details: OPEN });
    face.retry();
    face.saved();
    expect(sent).toEqual([{ type: 'RETRY' }, { type: 'SAVED' }]);
  });
});
