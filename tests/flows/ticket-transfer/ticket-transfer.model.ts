// The transfer dialog's model (issue 28 item 2), written by hand: the new attendee's mobile number and
// name under SPEC §5's rules, Send answered, refused on a field or as a whole, or unanswered (the
// dialog stays with what was typed); and on a waiting transfer, Withdraw answered or refused (the
// recipient accepted first). Closing tells the panel whether anything changed on the server.
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketTransferMachine,
  type TicketTransferMachine,
} from '../../../machines/ticket-transfer/ticket-transfer.machine';
import {
  TransferRefusedError,
  type TicketTransferContext,
  type TicketTransferInput,
  type TransferField,
} from '../../../machines/ticket-transfer/ticket-transfer.types';
import { validateFullName } from '../../../src/domain/validation/full-name';
import { validateMobile } from '../../../src/domain/validation/mobile';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
export const SENT = {
  recipientName: 'Meera Iyer',
  recipientMobile: '9123456780',
  expiresAt: '2031-02-07T01:00:00.000Z',
};
export const CLOSED = 'Transfers for this event closed on 07 Feb 2031, 06:30 AM';
export const ACCEPTED_FIRST = 'This transfer was already accepted';
export const OWN_NUMBER = "This ticket is already yours: enter someone else's mobile number";

const asContext = (context: unknown) => context as TicketTransferContext;
const isRefusedOnFields = (error: unknown) =>
  error instanceof TransferRefusedError && Object.keys(error.fieldErrors).length > 0;

export const ticketTransferModel: FlowModel<TicketTransferMachine, TicketTransferInput> = {
  flow: 'ticket-transfer',
  machine: ticketTransferMachine,
  inputs: {
    'a paid ticket': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao', pending: null },
    'a ticket whose transfer waits': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao', pending: SENT },
  },
  events: [
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
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { values, touched, serverFieldErrors, sent, errorMessage, changed } = asContext(snapshot.context);
    return { value: snapshot.value, values, touched, serverFieldErrors, sent: sent !== null, errorMessage, changed };
  },
  promiseActors: ['sendTransfer', 'withdrawTransfer'],
  expect: ({ event, before, from, callsBefore, input }): StepExpectation => {
    if (before === null) {
      return {
        calls: [],
        context: { values: { mobile: '', name: '' }, sent: input.pending, errorMessage: null, changed: false },
      };
    }
    const context = asContext(before);
    if (event.type === 'TRANSFER.CLOSE') return { output: { changed: context.changed } };
    switch (from) {
      case 'editing': {
        if (event.type === 'FIELD.CHANGE') {
          const field = event.field as TransferField;
          const value = field === 'mobile' ? (event.value === '12345' ? '12345' : '9123456780') : 'Meera Iyer';
          const serverFieldErrors = { ...context.serverFieldErrors };
          delete serverFieldErrors[field];
          return { context: { values: { ...context.values, [field]: value }, serverFieldErrors } };
        }
        if (event.type === 'FIELD.BLUR') {
          return { context: { touched: { ...context.touched, [event.field as TransferField]: true } } };
        }
        // Send: only a form SPEC §5 accepts (and the server's word on a field changed since) goes out.
        const valid =
          validateMobile(context.values.mobile) === null &&
          validateFullName(context.values.name) === null &&
          Object.keys(context.serverFieldErrors).length === 0;
        if (!valid) return { calls: [], context: { touched: { mobile: true, name: true } } };
        return {
          calls: [
            {
              id: 'sendTransfer',
              input: { participantUuid: PARTICIPANT_UUID, recipientMobile: '9123456780', recipientName: 'Meera Iyer' },
            },
          ],
        };
      }
      case 'sending':
        if (event.type === 'xstate.done.actor.sendTransfer') {
          return { context: { sent: SENT, errorMessage: null, changed: true } };
        }
        if (event.type === 'xstate.error.actor.sendTransfer') {
          // What was typed stays; a field refusal stands on its field, a refusal of the ticket above the form.
          if (isRefusedOnFields(event.error)) {
            return {
              context: { values: context.values, serverFieldErrors: { mobile: OWN_NUMBER }, errorMessage: null },
            };
          }
          const refused = event.error instanceof TransferRefusedError;
          return {
            context: {
              values: context.values,
              errorMessage: refused ? CLOSED : 'Could not send the transfer. Please try again.',
              changed: context.changed || refused,
            },
          };
        }
        return { calls: callsBefore };
      case 'confirmingWithdrawal':
        if (event.type === 'TRANSFER.WITHDRAW') {
          return { calls: [{ id: 'withdrawTransfer', input: { participantUuid: PARTICIPANT_UUID } }] };
        }
        return { calls: callsBefore };
      case 'withdrawing':
        if (event.type === 'xstate.done.actor.withdrawTransfer')
          return { context: { errorMessage: null, changed: true } };
        if (event.type === 'xstate.error.actor.withdrawTransfer') {
          const refused = event.error instanceof TransferRefusedError;
          return {
            context: {
              errorMessage: refused ? ACCEPTED_FIRST : 'Could not withdraw the transfer. Please try again.',
              changed: context.changed || refused,
            },
          };
        }
        return { calls: callsBefore };
      default:
        throw new Error(`the ticket-transfer model has no expectation from ${JSON.stringify(from)} on ${event.type}`);
    }
  },
};
