// The recipient's page's model (issue 28 item 2), written by hand: the transfer read, waiting (the form
// to fill), already accepted by this account, or gone (withdrawn, expired, taken); signed in with another
// number; no answer with Try Again; and the form's submit answered.
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketTransferAcceptanceMachine,
  type TicketTransferAcceptanceMachine,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import {
  TransferLoadRefusedError,
  type TicketTransferAcceptanceContext,
  type TicketTransferAcceptanceInput,
  type TransferOffer,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.types';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const TRANSFER_UUID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const NEW_TICKET = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c09';
export const OTHER_NUMBER = 'This ticket was sent to another mobile number. Sign in with the number it was sent to.';

export const WAITING: TransferOffer = {
  transferUuid: TRANSFER_UUID,
  status: 'pending',
  senderName: 'Asha Rao',
  recipientName: 'Meera Iyer',
  category: '10K',
  expiresAt: '2031-02-07T01:00:00.000Z',
  eventTitle: 'Pune Riverside 10K',
  subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  subEventName: '10K Open',
  startDate: '2031-02-09T01:00:00.000Z',
  venue: 'Riverside Ground',
  fields: [],
  minAge: 10,
  maxAge: null,
  participantUuid: null,
};
export const MINE: TransferOffer = { ...WAITING, status: 'accepted', fields: [], participantUuid: NEW_TICKET };
export const EXPIRED: TransferOffer = { ...WAITING, status: 'expired', fields: [] };

const load = { id: 'loadTransfer', input: { transferUuid: TRANSFER_UUID } };
const done = (output: TransferOffer) => ({ type: 'xstate.done.actor.loadTransfer', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.loadTransfer', error });

export const ticketTransferAcceptanceModel: FlowModel<TicketTransferAcceptanceMachine, TicketTransferAcceptanceInput> =
  {
    flow: 'ticket-transfer-acceptance',
    machine: ticketTransferAcceptanceMachine,
    inputs: { 'the SMS link': { transferUuid: TRANSFER_UUID } },
    events: [
      done(WAITING),
      done(MINE),
      done(EXPIRED),
      failed(new TransferLoadRefusedError('forbidden', OTHER_NUMBER)),
      failed(new TransferLoadRefusedError('notFound', 'Transfer not found')),
      failed(new Error('network down')),
      { type: 'RETRY' },
      { type: 'SIGN_OUT' },
      { type: 'ACCEPTED', participantUuid: NEW_TICKET },
    ],
    project: (snapshot: AnyMachineSnapshot) => {
      const { offer, refusal, participantUuid } = snapshot.context as TicketTransferAcceptanceContext;
      return { value: snapshot.value, offer: offer?.status ?? null, refusal, participantUuid };
    },
    promiseActors: ['loadTransfer'],
    expect: ({ event, before, from, callsBefore }): StepExpectation => {
      if (before === null) return { calls: [load], context: { offer: null, refusal: null, participantUuid: null } };
      switch (event.type) {
        case 'xstate.done.actor.loadTransfer': {
          const offer = event.output as TransferOffer;
          return { context: { offer, refusal: null, participantUuid: offer.participantUuid } };
        }
        case 'xstate.error.actor.loadTransfer':
          // The server's words when it refused; without an answer, nothing is stored and Try Again is offered.
          return event.error instanceof TransferLoadRefusedError
            ? { context: { offer: null, refusal: event.error.reason } }
            : { context: { offer: null, refusal: null } };
        case 'RETRY':
          return { calls: [load] };
        // Signing out is the screen's (the session's), emitted; the route then asks to sign in and comes back.
        case 'SIGN_OUT':
          return { emitted: [{ type: 'signOut' }], calls: callsBefore };
        case 'ACCEPTED':
          return { context: { participantUuid: NEW_TICKET, offer: (before as TicketTransferAcceptanceContext).offer } };
        default:
          throw new Error(`the acceptance model has no expectation for ${event.type} from ${JSON.stringify(from)}`);
      }
    },
  };
