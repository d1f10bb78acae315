// The cancel dialog's model (issue 28 item 1, a Startline extension): the refund asked for and shown
// before anything happens, a refusal (the deadline passed) or no answer with Try Again, Keep ticket,
// Confirm cancellation answered or refused (the dialog stays, with the reason), and Close after it is
// done. What each step must do is a hand-written SPEC table that QA reads (`ticketCancellationTable`
// below; `.test-results/spec-tables/ticket-cancellation.md` after a run); the model's `expect` reads the
// same table, in vitest and in the browser paths (e2e/ticket-cancellation-paths.spec.ts).
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketCancellationMachine,
  type TicketCancellationMachine,
} from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import {
  CancellationRefusedError,
  type TicketCancellationContext,
  type TicketCancellationInput,
} from '../../../machines/ticket-cancellation/ticket-cancellation.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import { expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecRow, SpecTable } from '../shared/spec-table';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
const QUOTE = { ticketAmountPaise: 58882, feePercent: '10', feeKeptPaise: 5888, refundAmountPaise: 52994 };
const OUTCOME = {
  refundAmountPaise: 52994,
  refundStatus: 'pending' as const,
  creditNoteNumber: 'CN/26-27/000003',
  orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
};
const CLOSED = 'Cancellations for this event closed on 05 Jan 2031, 10:30 AM';

// Issue 28 item 1's dialog, as src/domain/ticket-cancellation.ts words it, written out by hand.
const TEXT = {
  dialogTitle: 'Cancel this ticket?',
  quoting: 'Working out your refund...',
  quoteFailed: 'Could not work out the refund. Please try again.',
  confirm: 'Confirm cancellation',
  keep: 'Keep ticket',
  cancelling: 'Cancelling...',
  cancelFailed: 'Could not cancel the ticket. Please try again.',
  tryAgain: 'Try Again',
  close: 'Close',
  done: 'Ticket cancelled',
} as const;

type Facts = RowFacts<TicketCancellationContext, TicketCancellationInput>;
type Row = SpecRow<TicketCancellationContext, TicketCancellationInput>;

const call = (id: 'quoteCancellation' | 'cancelTicket', participantUuid: string) => ({
  id,
  input: { participantUuid },
});

/** What is out while the dialog rests in a state: the question it waits for. */
function outstanding(state: string, context: TicketCancellationContext): OutstandingCall[] {
  if (state === 'quoting') return [call('quoteCancellation', context.participantUuid)];
  if (state === 'cancelling') return [call('cancelTicket', context.participantUuid)];
  return [];
}

const unchanged = ({ state, before }: Facts): StepExpectation => ({ calls: outstanding(state, before) });

/** The server's reason when it refused; ours when there was no answer (or it sent no text). */
const reasonOr = (error: unknown, ours: string) =>
  error instanceof CancellationRefusedError && error.reason ? error.reason : ours;

function ignoredIn(state: string, events: readonly string[], when: string): Row[] {
  return events.map((event) => ({
    state,
    event,
    when,
    ignored: true as const,
    does: 'nothing',
    expect: unchanged,
    spec: 'issue 28 item 1',
  }));
}

const KEPT = { output: { cancelled: false } };

// The SPEC table, for QA: for each state and each press or answer, under which condition, where the
// step goes and what the person sees. table-replay.ts holds the machine to it: a transition the
// machine gains or loses fails until this table says so.
export const ticketCancellationTable: SpecTable<TicketCancellationContext, TicketCancellationInput> = {
  flow: 'ticket-cancellation',
  initial: 'quoting',
  // Nothing happens until the refund is on the screen: the first call only asks what it would be.
  start: (input) => ({
    context: { ...input, quote: null, outcome: null, errorMessage: null },
    calls: [call('quoteCancellation', input.participantUuid)],
  }),
  screens: {
    quoting: [
      { role: 'dialog', name: TEXT.dialogTitle },
      { role: 'status', name: TEXT.quoting },
    ],
    quoteFailed: [
      { role: 'button', name: TEXT.tryAgain },
      { role: 'button', name: TEXT.close },
    ],
    confirming: [
      { role: 'button', name: TEXT.confirm },
      { role: 'button', name: TEXT.keep },
    ],
    cancelling: [{ role: 'button', name: TEXT.cancelling }],
    cancelled: [
      { role: 'heading', name: TEXT.done },
      { role: 'button', name: TEXT.close },
    ],
  },
  rows: [
    {
      state: 'quoting',
      event: 'CANCELLATION.CLOSE',
      when: 'always (Close)',
      to: 'closed',
      does: 'the dialog closes; the ticket is kept',
      expect: () => KEPT,
      spec: 'issue 28 item 1',
    },
    {
      state: 'quoting',
      event: 'xstate.done.actor.quoteCancellation',
      when: 'always (the refund under the event’s policy)',
      to: 'confirming',
      does: "'Ticket paid', the fee kept, the refund and when it arrives; 'Confirm cancellation' and 'Keep ticket'",
      expect: ({ event }) => ({ context: { quote: event.output as typeof QUOTE, errorMessage: null } }),
      spec: 'issue 28 item 1: the refund shown before anything happens',
    },
    {
      state: 'quoting',
      event: 'xstate.error.actor.quoteCancellation',
      when: 'always (refused, e.g. the deadline passed; or no answer)',
      to: 'quoteFailed',
      does: "the server's reason, or 'Could not work out the refund. Please try again.'; Try Again and Close",
      expect: ({ event }) => ({ context: { quote: null, errorMessage: reasonOr(event.error, TEXT.quoteFailed) } }),
      spec: 'issue 28 item 1',
    },
    ...ignoredIn('quoting', ['RETRY', 'CANCELLATION.CONFIRM'], 'always: the refund is not shown yet'),
    {
      state: 'quoteFailed',
      event: 'RETRY',
      when: 'always (Try Again)',
      to: 'quoting',
      does: "'Working out your refund...': asked again",
      expect: ({ before }) => ({ calls: [call('quoteCancellation', before.participantUuid)] }),
      spec: 'issue 28 item 1',
    },
    {
      state: 'quoteFailed',
      event: 'CANCELLATION.CLOSE',
      when: 'always (Close)',
      to: 'closed',
      does: 'the dialog closes; the ticket is kept',
      expect: () => KEPT,
      spec: 'issue 28 item 1',
    },
    ...ignoredIn('quoteFailed', ['CANCELLATION.CONFIRM'], 'always: there is no refund to confirm'),
    {
      state: 'confirming',
      event: 'CANCELLATION.CONFIRM',
      when: "always ('Confirm cancellation')",
      to: 'cancelling',
      does: "'Cancelling...'; the server cancels, releases the place, refunds once and issues a credit note",
      expect: ({ before }) => ({ calls: [call('cancelTicket', before.participantUuid)] }),
      spec: "issue 28 item 1: after 'Confirm cancellation'",
    },
    {
      state: 'confirming',
      event: 'CANCELLATION.CLOSE',
      when: "always ('Keep ticket', or Close)",
      to: 'closed',
      does: 'the dialog closes; nothing was asked of the server but the refund',
      expect: () => KEPT,
      spec: 'issue 28 item 1',
    },
    ...ignoredIn('confirming', ['RETRY'], 'always: there is no Try Again'),
    {
      state: 'cancelling',
      event: 'xstate.done.actor.cancelTicket',
      when: 'always',
      to: 'cancelled',
      does: "'Ticket cancelled', the refund and when it arrives, the credit note's number and 'View credit note'",
      expect: ({ event }) => ({ context: { outcome: event.output as typeof OUTCOME, errorMessage: null } }),
      spec: 'issue 28 item 1: cancels, releases the place, refunds once, issues a credit note',
    },
    {
      state: 'cancelling',
      event: 'xstate.error.actor.cancelTicket',
      when: 'always (refused, e.g. the deadline passed while the dialog was open; or no answer)',
      to: 'confirming',
      does: "the refund stays on the screen with the server's reason, or 'Could not cancel the ticket. Please try again.'",
      expect: ({ event, before }) => ({
        context: { quote: before.quote, outcome: null, errorMessage: reasonOr(event.error, TEXT.cancelFailed) },
      }),
      spec: 'issue 28 item 1',
    },
    ...ignoredIn(
      'cancelling',
      ['RETRY', 'CANCELLATION.CONFIRM', 'CANCELLATION.CLOSE'],
      'always: the dialog stays open until the answer',
    ),
    {
      state: 'cancelled',
      event: 'CANCELLATION.CLOSE',
      when: 'always (Close)',
      to: 'closedAfterCancelling',
      does: 'the dialog closes; the panel reloads and shows the ticket Cancelled',
      expect: () => ({ output: { cancelled: true } }),
      spec: 'issue 28 item 1',
    },
    ...ignoredIn('cancelled', ['RETRY', 'CANCELLATION.CONFIRM'], 'always: it is done'),
  ],
};

/** Six states and a few answers: a few dozen vertices. */
export const TICKET_CANCELLATION_BUDGET: GraphBudget = { states: 80, depth: 10 };

const EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.quoteCancellation', output: QUOTE },
  { type: 'xstate.error.actor.quoteCancellation', error: new CancellationRefusedError(CLOSED) },
  { type: 'xstate.error.actor.quoteCancellation', error: new Error('network down') },
  { type: 'xstate.done.actor.cancelTicket', output: OUTCOME },
  { type: 'xstate.error.actor.cancelTicket', error: new CancellationRefusedError(CLOSED) },
  { type: 'xstate.error.actor.cancelTicket', error: new Error('network down') },
  { type: 'RETRY' },
  { type: 'CANCELLATION.CONFIRM' },
  { type: 'CANCELLATION.CLOSE' },
];

export const ticketCancellationModel: FlowModel<TicketCancellationMachine, TicketCancellationInput> = {
  flow: 'ticket-cancellation',
  machine: ticketCancellationMachine,
  inputs: { 'a paid ticket': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao' } },
  events: EVENTS,
  project: (snapshot: AnyMachineSnapshot) => {
    const { quote, outcome, errorMessage } = snapshot.context as TicketCancellationContext;
    return { value: snapshot.value, quote: quote !== null, outcome: outcome !== null, errorMessage };
  },
  promiseActors: ['quoteCancellation', 'cancelTicket'],
  expect: expectationFromTable(ticketCancellationTable),
};

/**
 * vitest's model: also refusals without a text (null or empty: ours is shown), and a failure that is
 * not the server's refusal but carries a `reason` (it must not be shown).
 */
export const ticketCancellationTableModel: FlowModel<TicketCancellationMachine, TicketCancellationInput> = {
  ...ticketCancellationModel,
  events: [
    ...EVENTS,
    { type: 'xstate.error.actor.quoteCancellation', error: new CancellationRefusedError(null) },
    { type: 'xstate.error.actor.quoteCancellation', error: new CancellationRefusedError('') },
    {
      type: 'xstate.error.actor.quoteCancellation',
      error: Object.assign(new Error('socket hang up'), { reason: 'ECONNRESET' }),
    },
    { type: 'xstate.error.actor.cancelTicket', error: new CancellationRefusedError(null) },
    {
      type: 'xstate.error.actor.cancelTicket',
      error: Object.assign(new Error('socket hang up'), { reason: 'ECONNRESET' }),
    },
  ],
};
