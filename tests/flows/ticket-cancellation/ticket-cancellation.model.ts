// The cancel dialog's model (issue 28 item 1), written by hand: the refund asked for and shown before
// anything happens, a refusal (the deadline passed) or no answer with Try Again, Keep ticket, Confirm
// cancellation answered or refused (the dialog stays, with the reason), and Close after it is done.
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
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
const QUOTE = { ticketAmountPaise: 58882, feePercent: '10', feeKeptPaise: 5888, refundAmountPaise: 52994 };
const OUTCOME = {
  refundAmountPaise: 52994,
  refundStatus: 'pending' as const,
  creditNoteNumber: 'CN/26-27/000003',
  orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
};
const CLOSED = 'Cancellations for this event closed on 05 Jan 2031, 10:30 AM';

const call = (id: 'quoteCancellation' | 'cancelTicket') => ({ id, input: { participantUuid: PARTICIPANT_UUID } });

export const ticketCancellationModel: FlowModel<TicketCancellationMachine, TicketCancellationInput> = {
  flow: 'ticket-cancellation',
  machine: ticketCancellationMachine,
  inputs: { 'a paid ticket': { participantUuid: PARTICIPANT_UUID, attendeeName: 'Asha Rao' } },
  events: [
    { type: 'xstate.done.actor.quoteCancellation', output: QUOTE },
    { type: 'xstate.error.actor.quoteCancellation', error: new CancellationRefusedError(CLOSED) },
    { type: 'xstate.error.actor.quoteCancellation', error: new Error('network down') },
    { type: 'xstate.done.actor.cancelTicket', output: OUTCOME },
    { type: 'xstate.error.actor.cancelTicket', error: new CancellationRefusedError(CLOSED) },
    { type: 'xstate.error.actor.cancelTicket', error: new Error('network down') },
    { type: 'RETRY' },
    { type: 'CANCELLATION.CONFIRM' },
    { type: 'CANCELLATION.CLOSE' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { quote, outcome, errorMessage } = snapshot.context as TicketCancellationContext;
    return { value: snapshot.value, quote: quote !== null, outcome: outcome !== null, errorMessage };
  },
  promiseActors: ['quoteCancellation', 'cancelTicket'],
  expect: ({ event, before, from, callsBefore }): StepExpectation => {
    // Nothing happens until the refund is on the screen: the first call only asks what it would be.
    if (before === null) return { calls: [call('quoteCancellation')], context: { quote: null, outcome: null } };
    switch (from) {
      case 'quoting':
        if (event.type === 'xstate.done.actor.quoteCancellation')
          return { context: { quote: QUOTE, errorMessage: null } };
        if (event.type === 'xstate.error.actor.quoteCancellation') {
          const refused = event.error instanceof CancellationRefusedError;
          return { context: { errorMessage: refused ? CLOSED : 'Could not work out the refund. Please try again.' } };
        }
        if (event.type === 'CANCELLATION.CLOSE') return { output: { cancelled: false } };
        return { calls: callsBefore };
      case 'quoteFailed':
        if (event.type === 'RETRY') return { calls: [call('quoteCancellation')] };
        return { output: { cancelled: false } };
      case 'confirming':
        if (event.type === 'CANCELLATION.CONFIRM') return { calls: [call('cancelTicket')] };
        // Keep ticket: nothing was asked of the server but the quote.
        return { output: { cancelled: false } };
      case 'cancelling':
        if (event.type === 'xstate.done.actor.cancelTicket')
          return { context: { outcome: OUTCOME, errorMessage: null } };
        if (event.type === 'xstate.error.actor.cancelTicket') {
          // The dialog stays with the refund shown and the reason; the ticket is as it was.
          const refused = event.error instanceof CancellationRefusedError;
          return {
            context: {
              outcome: null,
              quote: QUOTE,
              errorMessage: refused ? CLOSED : 'Could not cancel the ticket. Please try again.',
            },
          };
        }
        return { calls: callsBefore };
      case 'cancelled':
        return { output: { cancelled: true } };
      default:
        throw new Error(`the ticket-cancellation model has no expectation from ${JSON.stringify(from)}`);
    }
  },
};
