// The transfer dialog's model (issue 28 item 2, a Startline extension): the new attendee's mobile
// number and name under SPEC §5's rules, Send answered, refused on a field or as a whole, or unanswered
// (the dialog stays with what was typed); and on a waiting transfer, Withdraw answered or refused (the
// recipient accepted first). Closing tells the panel whether anything changed on the server. What each
// step must do is a hand-written SPEC table that QA reads (`ticketTransferTable` below;
// `.test-results/spec-tables/ticket-transfer.md` after a run); the model's `expect` reads the same
// table, in vitest and in the browser paths (e2e/ticket-transfer-paths.spec.ts).
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketTransferMachine,
  type TicketTransferMachine,
} from '../../../machines/ticket-transfer/ticket-transfer.machine';
import {
  TransferRefusedError,
  type PendingTransfer,
  type TicketTransferContext,
  type TicketTransferInput,
  type TransferField,
} from '../../../machines/ticket-transfer/ticket-transfer.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import { ALWAYS, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecRow, SpecTable } from '../shared/spec-table';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
export const SENT = {
  recipientName: 'Meera Iyer',
  recipientMobile: '9123456780',
  expiresAt: '2031-02-07T01:00:00.000Z',
};
export const CLOSED = 'Transfers for this event closed on 07 Feb 2031, 06:30 AM';
export const ACCEPTED_FIRST = 'This transfer was already accepted';
export const OWN_NUMBER = "This ticket is already yours: enter someone else's mobile number";

// Issue 28 item 2's dialog, as src/domain/ticket-transfer.ts words it, written out by hand.
const TEXT = {
  dialogTitle: 'Transfer this ticket',
  mobileLabel: 'Their mobile number',
  nameLabel: 'Their full name',
  send: 'Send transfer',
  sending: 'Sending...',
  keep: 'Keep ticket',
  sendFailed: 'Could not send the transfer. Please try again.',
  sent: 'Transfer sent',
  withdrawTitle: 'Withdraw this transfer?',
  withdraw: 'Withdraw transfer',
  keepTransfer: 'Keep transfer',
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Could not withdraw the transfer. Please try again.',
  withdrawn: 'Transfer withdrawn',
  close: 'Close',
} as const;

/**
 * What a field keeps of what was typed (SPEC §5: the mobile number's digits only, its +91 dropped;
 * digits stripped from a name while typing), for each value the model types.
 */
const KEPT: Record<string, string> = {
  '+91 91234 56780': '9123456780',
  '12345': '12345',
  'Meera Iyer': 'Meera Iyer',
  ' Meera Iyer ': ' Meera Iyer ',
  'Meera 2 Iyer': 'Meera  Iyer',
};

type Facts = RowFacts<TicketTransferContext, TicketTransferInput>;
type Row = SpecRow<TicketTransferContext, TicketTransferInput>;

const sendCall = (context: TicketTransferContext): OutstandingCall => ({
  id: 'sendTransfer',
  // The name as typed, without the spaces around it.
  input: {
    participantUuid: context.participantUuid,
    recipientMobile: context.values.mobile,
    recipientName: context.values.name.trim(),
  },
});
const withdrawCall = (context: TicketTransferContext): OutstandingCall => ({
  id: 'withdrawTransfer',
  input: { participantUuid: context.participantUuid },
});

/** What is out while the dialog rests in a state: the answer it waits for. */
function outstanding(state: string, context: TicketTransferContext): OutstandingCall[] {
  if (state === 'sending') return [sendCall(context)];
  if (state === 'withdrawing') return [withdrawCall(context)];
  return [];
}

const unchanged = ({ state, before }: Facts): StepExpectation => ({ calls: outstanding(state, before) });

/** SPEC §5: 10 digits starting 6-9; a full name of 3 to 50 letters and spaces (trimmed). */
const mobileValid = (mobile: string) => /^[6-9]\d{9}$/.test(mobile);
const nameValid = (name: string) => /^[A-Za-z ]{3,50}$/.test(name.trim());
/** The form goes out only when both fields pass and the server's word on a field was answered by a change. */
const formAccepted = ({ before }: Facts) =>
  mobileValid(before.values.mobile) &&
  nameValid(before.values.name) &&
  Object.keys(before.serverFieldErrors).length === 0;

const refusal = (error: unknown) => (error instanceof TransferRefusedError ? error : null);
const refusedOnFields = (error: unknown) => Object.keys(refusal(error)?.fieldErrors ?? {}).length > 0;

const ALL_EVENTS = ['FIELD.CHANGE', 'FIELD.BLUR', 'TRANSFER.SEND', 'TRANSFER.WITHDRAW', 'TRANSFER.CLOSE'] as const;

function ignoredIn(state: string, events: readonly string[], when: string): Row[] {
  return events.map((event) => ({
    state,
    event,
    when,
    ignored: true as const,
    does: 'nothing',
    expect: unchanged,
    spec: 'issue 28 item 2',
  }));
}

const closes = (state: string, when: string, does: string): Row => ({
  state,
  event: 'TRANSFER.CLOSE',
  when,
  to: 'closed',
  does,
  // The panel reads its list again only if something changed on the server.
  expect: ({ before }) => ({ output: { changed: before.changed } }),
  spec: 'issue 28 item 2: the sender sees it pending until accepted',
});

// The SPEC table, for QA: for each state and each press or answer, under which condition, where the
// step goes and what the person sees. table-replay.ts holds the machine to it: a transition the
// machine gains or loses fails until this table says so.
export const ticketTransferTable: SpecTable<TicketTransferContext, TicketTransferInput> = {
  flow: 'ticket-transfer',
  initial: 'opening',
  start: (input) => ({
    calls: [],
    context: {
      ...input,
      values: { mobile: '', name: '' },
      touched: { mobile: false, name: false },
      serverFieldErrors: {},
      sent: input.pending,
      errorMessage: null,
      changed: false,
    },
  }),
  screens: {
    editing: [
      { role: 'dialog', name: TEXT.dialogTitle },
      { role: 'textbox', name: TEXT.mobileLabel },
      { role: 'textbox', name: TEXT.nameLabel },
      { role: 'button', name: TEXT.send },
      { role: 'button', name: TEXT.keep },
    ],
    sending: [{ role: 'button', name: TEXT.sending }],
    sent: [
      { role: 'heading', name: TEXT.sent },
      { role: 'button', name: TEXT.close },
    ],
    confirmingWithdrawal: [
      { role: 'dialog', name: TEXT.withdrawTitle },
      { role: 'button', name: TEXT.withdraw },
      { role: 'button', name: TEXT.keepTransfer },
    ],
    withdrawing: [{ role: 'button', name: TEXT.withdrawing }],
    withdrawn: [
      { role: 'heading', name: TEXT.withdrawn },
      { role: 'button', name: TEXT.close },
    ],
  },
  rows: [
    {
      state: 'opening',
      event: ALWAYS,
      when: "the ticket's transfer is waiting",
      holds: ({ input }) => input.pending !== null,
      guard: 'hasPendingTransfer',
      to: 'confirmingWithdrawal',
      does: "'Withdraw this transfer?', to whom, 'Withdraw transfer' and 'Keep transfer'",
      spec: 'issue 28 item 2: the sender sees it pending until accepted, and can withdraw it',
    },
    {
      state: 'opening',
      event: ALWAYS,
      when: 'otherwise (a paid ticket)',
      to: 'editing',
      does: "'Transfer this ticket': their mobile number and full name, empty",
      spec: "issue 28 item 2: 'Transfer ticket' asks for the new attendee's mobile number and name",
    },
    {
      state: 'editing',
      event: 'FIELD.CHANGE',
      when: 'always (typing)',
      does: "the field keeps what SPEC §5 lets through (a mobile number's digits, no digits in a name); the server's word on that field goes",
      expect: ({ event, before }) => {
        const field = event.field as TransferField;
        const serverFieldErrors = { ...before.serverFieldErrors };
        delete serverFieldErrors[field];
        return { context: { values: { ...before.values, [field]: KEPT[event.value as string] }, serverFieldErrors } };
      },
      spec: 'SPEC §5 Mobile number, Full name',
    },
    {
      state: 'editing',
      event: 'FIELD.BLUR',
      when: 'always (leaving a field)',
      does: "the field's rule message shows from now on",
      expect: ({ event, before }) => ({
        context: { touched: { ...before.touched, [event.field as TransferField]: true } },
      }),
      spec: 'SPEC §5',
    },
    {
      state: 'editing',
      event: 'TRANSFER.SEND',
      when: "both fields pass SPEC §5 and no field has the server's word on it",
      holds: formAccepted,
      guard: 'isFormValid',
      to: 'sending',
      does: "'Sending...': the server is asked to send the link to that number",
      expect: ({ before }) => ({ calls: [sendCall(before)] }),
      spec: 'issue 28 item 2: they receive a link by SMS',
    },
    {
      state: 'editing',
      event: 'TRANSFER.SEND',
      when: 'otherwise',
      does: "nothing goes out; both fields' messages show",
      expect: () => ({ calls: [], context: { touched: { mobile: true, name: true } } }),
      spec: 'SPEC §5',
    },
    closes('editing', "always ('Keep ticket', or Close)", 'the dialog closes; the ticket stays the sender’s'),
    ...ignoredIn('editing', ['TRANSFER.WITHDRAW'], 'always: there is no transfer to withdraw'),
    {
      state: 'sending',
      event: 'xstate.done.actor.sendTransfer',
      when: 'always (the transfer, with its deadline)',
      to: 'sent',
      does: "'Transfer sent': to whom, at which number, until when they can accept; the ticket stays the sender's",
      expect: ({ event }) => ({
        context: { sent: event.output as PendingTransfer, errorMessage: null, changed: true },
      }),
      spec: 'issue 28 item 2: the sender sees it pending until accepted',
    },
    {
      state: 'sending',
      event: 'xstate.error.actor.sendTransfer',
      when: 'always (refused on a field, e.g. the sender’s own number; refused as a whole, e.g. the window closed; or no answer)',
      to: 'editing',
      does: "what was typed stays; a field's refusal shows on its field; otherwise above the form the server's reason, or 'Could not send the transfer. Please try again.'; a refusal as a whole means the panel's list is stale",
      expect: ({ event, before }) => {
        const refused = refusal(event.error);
        if (refusedOnFields(event.error)) {
          return {
            calls: [],
            context: {
              values: before.values,
              serverFieldErrors: refused!.fieldErrors,
              errorMessage: null,
              changed: before.changed,
            },
          };
        }
        return {
          calls: [],
          context: {
            values: before.values,
            errorMessage: refused?.reason ?? TEXT.sendFailed,
            changed: before.changed || refused !== null,
          },
        };
      },
      spec: 'issue 28 item 2: it expires after the event’s window',
    },
    ...ignoredIn('sending', ALL_EVENTS, 'always: the dialog stays open until the answer'),
    closes('sent', 'always (Close)', 'the dialog closes; the panel reloads and shows the ticket pending'),
    ...ignoredIn(
      'sent',
      ['FIELD.CHANGE', 'FIELD.BLUR', 'TRANSFER.SEND', 'TRANSFER.WITHDRAW'],
      'always: it is sent; withdrawing is from the panel',
    ),
    {
      state: 'confirmingWithdrawal',
      event: 'TRANSFER.WITHDRAW',
      when: "always ('Withdraw transfer')",
      to: 'withdrawing',
      does: "'Withdrawing...': the server is asked to withdraw it",
      expect: ({ before }) => ({ calls: [withdrawCall(before)] }),
      spec: 'issue 28 item 2: and can withdraw it',
    },
    closes('confirmingWithdrawal', "always ('Keep transfer', or Close)", 'the dialog closes; the transfer still waits'),
    ...ignoredIn(
      'confirmingWithdrawal',
      ['FIELD.CHANGE', 'FIELD.BLUR', 'TRANSFER.SEND'],
      'always: there is no form while a transfer waits',
    ),
    {
      state: 'withdrawing',
      event: 'xstate.done.actor.withdrawTransfer',
      when: 'always',
      to: 'withdrawn',
      does: "'Transfer withdrawn': the link no longer works and the ticket is the sender's",
      expect: () => ({ context: { errorMessage: null, changed: true } }),
      spec: 'issue 28 item 2: and can withdraw it',
    },
    {
      state: 'withdrawing',
      event: 'xstate.error.actor.withdrawTransfer',
      when: 'always (refused: the recipient accepted first; or no answer)',
      to: 'confirmingWithdrawal',
      does: "the server's reason, or 'Could not withdraw the transfer. Please try again.'; a refusal means the panel's list is stale",
      expect: ({ event, before }) => ({
        calls: [],
        context: {
          errorMessage: refusal(event.error)?.reason ?? TEXT.withdrawFailed,
          changed: before.changed || refusal(event.error) !== null,
        },
      }),
      spec: 'issue 28 item 2: pending until accepted',
    },
    ...ignoredIn('withdrawing', ALL_EVENTS, 'always: the dialog stays open until the answer'),
    closes('withdrawn', 'always (Close)', 'the dialog closes; the panel reloads and shows the ticket as the sender’s'),
    ...ignoredIn(
      'withdrawn',
      ['FIELD.CHANGE', 'FIELD.BLUR', 'TRANSFER.SEND', 'TRANSFER.WITHDRAW'],
      'always: it is done',
    ),
  ],
};

/** Seven states, two fields and the server's answers: about 470 vertices for a paid ticket, 30 for a waiting transfer. */
export const TICKET_TRANSFER_BUDGET: GraphBudget = { states: 600, depth: 12 };

const EVENTS: readonly ModelEvent[] = [
  // Typed with its +91 and spaces, as people paste it: the field keeps the 10 digits.
  { type: 'FIELD.CHANGE', field: 'mobile', value: '+91 91234 56780' },
  { type: 'FIELD.CHANGE', field: 'mobile', value: '12345' },
  { type: 'FIELD.CHANGE', field: 'name', value: 'Meera Iyer' },
  { type: 'FIELD.BLUR', field: 'mobile' },
  { type: 'FIELD.BLUR', field: 'name' },
  { type: 'TRANSFER.SEND' },
  { type: 'xstate.done.actor.sendTransfer', output: SENT },
  { type: 'xstate.error.actor.sendTransfer', error: new TransferRefusedError(CLOSED) },
  { type: 'xstate.error.actor.sendTransfer', error: new TransferRefusedError(null, { mobile: OWN_NUMBER }) },
  { type: 'xstate.error.actor.sendTransfer', error: new Error('network down') },
  { type: 'TRANSFER.WITHDRAW' },
  { type: 'xstate.done.actor.withdrawTransfer' },
  { type: 'xstate.error.actor.withdrawTransfer', error: new TransferRefusedError(ACCEPTED_FIRST) },
  { type: 'xstate.error.actor.withdrawTransfer', error: new Error('network down') },
  { type: 'TRANSFER.CLOSE' },
];

export const ticketTransferModel: FlowModel<TicketTransferMachine, TicketTransferInput> = {
  flow: 'ticket-transfer',
  machine: ticketTransferMachine,
  inputs: {
    'a paid ticket': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao', pending: null },
    'a ticket whose transfer waits': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao', pending: SENT },
  },
  events: EVENTS,
  project: (snapshot: AnyMachineSnapshot) => {
    const { values, touched, serverFieldErrors, sent, errorMessage, changed } =
      snapshot.context as TicketTransferContext;
    return { value: snapshot.value, values, touched, serverFieldErrors, sent: sent !== null, errorMessage, changed };
  },
  promiseActors: ['sendTransfer', 'withdrawTransfer'],
  expect: expectationFromTable(ticketTransferTable),
};

/**
 * vitest's model: also a name with spaces around it (sent trimmed) and one with a digit (stripped),
 * refusals without a text (ours is shown) and a failure that is not the server's refusal but carries a
 * `reason` (it must not be shown).
 */
export const ticketTransferTableModel: FlowModel<TicketTransferMachine, TicketTransferInput> = {
  ...ticketTransferModel,
  // Which fields were left changes no branch: the table's rows for Send and leaving a field are held
  // in every reached state without a vertex per combination.
  project: (snapshot: AnyMachineSnapshot) => {
    const { values, serverFieldErrors, errorMessage, changed } = snapshot.context as TicketTransferContext;
    return { value: snapshot.value, values, serverFieldErrors, errorMessage, changed };
  },
  events: [
    ...EVENTS,
    { type: 'FIELD.CHANGE', field: 'name', value: ' Meera Iyer ' },
    { type: 'FIELD.CHANGE', field: 'name', value: 'Meera 2 Iyer' },
    { type: 'xstate.error.actor.sendTransfer', error: new TransferRefusedError(null) },
    {
      type: 'xstate.error.actor.sendTransfer',
      error: Object.assign(new Error('socket hang up'), { reason: 'ECONNRESET' }),
    },
    { type: 'xstate.error.actor.withdrawTransfer', error: new TransferRefusedError(null) },
    {
      type: 'xstate.error.actor.withdrawTransfer',
      error: Object.assign(new Error('socket hang up'), { reason: 'ECONNRESET' }),
    },
  ],
};
