// The 'Your Registrations' panel's model (SPEC §2 ?from=my-events, §3 my registrations, §4 protected
// calls and participant display status), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { myRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import type { MyRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import type {
  MyRegistrationsContext,
  MyRegistrationsInput,
} from '../../../machines/my-registrations/my-registrations.types';
import type { MyRegistrations } from '../../../src/domain/my-registrations';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

export const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';

export const TICKET_EVENT = {
  title: 'Pune Riverside 10K',
  subEventName: '10K Open',
  startDate: '2031-02-09T01:00:00.000Z',
  venue: 'Riverside Ground',
  city: 'Pune',
};

export const PAID_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
export const UNPAID_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c02';

export const twoAttendees: MyRegistrations = {
  participants: [
    {
      participantUuid: PAID_UUID,
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      status: 'confirmed',
      paymentStatus: 'paid',
      registeredAt: '2031-01-05T05:00:00.000Z',
      paymentAmount: '499.00',
      paidAt: '2031-01-05T05:10:00.000Z',
      category: '10K',
      ticketCode: `SL1.0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01.${SUB_EVENT_UUID}.AAAAAAAAAAAAAAAAAAAAAAAA`,
      cancellation: null,
      transfer: null,
      transferredFrom: null,
      detailsUpdatedAt: null,
      categoryChange: null,
    },
    {
      participantUuid: UNPAID_UUID,
      name: 'Vikram Rao',
      email: 'vikram@example.in',
      phone: '9876543211',
      status: 'pending',
      paymentStatus: 'pending',
      registeredAt: '2031-01-06T05:00:00.000Z',
      paymentAmount: '499.00',
      paidAt: null,
      category: '5K',
      ticketCode: null,
      cancellation: null,
      transfer: null,
      transferredFrom: null,
      detailsUpdatedAt: null,
      categoryChange: null,
    },
  ],
  pendingCount: 1,
  completedCount: 1,
  cancelledCount: 0,
  transferredCount: 0,
  totalParticipants: 2,
  ticketEvent: TICKET_EVENT,
  // Issue 28: the event lets a paid ticket be cancelled until a day before it starts, and transferred
  // until two days before.
  cancellationWindow: { state: 'open', until: '2031-02-08T01:00:00.000Z', feePercent: 10 },
  transferWindow: { state: 'open', until: '2031-02-07T01:00:00.000Z' },
  editWindow: { state: 'open', until: '2031-02-06T01:00:00.000Z' },
  categoryChangeWindow: { state: 'open', until: '2031-02-06T01:00:00.000Z' },
};

/** After Asha's ticket was offered to Meera: still Asha's, its transfer waiting, and no longer cancellable. */
export const afterSendingTransfer: MyRegistrations = {
  ...twoAttendees,
  participants: twoAttendees.participants.map((participant) =>
    participant.participantUuid === PAID_UUID
      ? {
          ...participant,
          transfer: {
            status: 'pending',
            recipientName: 'Meera Iyer',
            recipientMobile: '9123456780',
            expiresAt: '2031-02-07T01:00:00.000Z',
          },
        }
      : participant,
  ),
};

/** After Asha's ticket was cancelled: listed as Cancelled, with its refund, and no longer cancellable. */
export const afterCancelling: MyRegistrations = {
  ...twoAttendees,
  participants: twoAttendees.participants.map((participant) =>
    participant.participantUuid === PAID_UUID
      ? {
          ...participant,
          status: 'cancelled',
          ticketCode: null,
          cancellation: {
            refundAmount: '529.94',
            refundStatus: 'requested',
            creditNoteNumber: 'CN/26-27/000003',
            orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
          },
        }
      : participant,
  ),
  completedCount: 0,
  cancelledCount: 1,
};

/** After Asha's ticket moved to 21.1K: no longer offered another move. */
export const afterChangingCategory: MyRegistrations = {
  ...twoAttendees,
  participants: twoAttendees.participants.map((participant) =>
    participant.participantUuid === PAID_UUID
      ? {
          ...participant,
          category: '21.1K',
          paymentAmount: '799.00',
          categoryChange: {
            from: '10K',
            to: '21.1K',
            creditNoteNumber: null,
            orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e12',
          },
        }
      : participant,
  ),
};

export const noAttendees: MyRegistrations = {
  participants: [],
  pendingCount: 0,
  completedCount: 0,
  cancelledCount: 0,
  transferredCount: 0,
  totalParticipants: 0,
  ticketEvent: TICKET_EVENT,
  cancellationWindow: { state: 'none' },
  transferWindow: { state: 'none' },
  editWindow: { state: 'none' },
  categoryChangeWindow: { state: 'none' },
};

const loadCall = { id: 'loadRegistrations', input: { subEventUuid: SUB_EVENT_UUID } };
const done = (output: MyRegistrations): ModelEvent => ({ type: 'xstate.done.actor.loadRegistrations', output });

export const myRegistrationsModel: FlowModel<MyRegistrationsMachine, MyRegistrationsInput> = {
  flow: 'my-registrations',
  machine: myRegistrationsMachine,
  inputs: {
    'signed in': { subEventUuid: SUB_EVENT_UUID, signedIn: true },
    'signed out': { subEventUuid: SUB_EVENT_UUID, signedIn: false },
  },
  events: [
    done(twoAttendees),
    done(noAttendees),
    { type: 'xstate.error.actor.loadRegistrations', error: new Error('network down') },
    { type: 'RETRY' },
    { type: 'SESSION.CHANGE', signedIn: true },
    { type: 'SESSION.CHANGE', signedIn: false },
    { type: 'TICKET.OPEN', participantUuid: PAID_UUID },
    // An unpaid attendee has no ticket: the guard refuses, so the graph never takes this edge.
    { type: 'TICKET.OPEN', participantUuid: UNPAID_UUID },
    { type: 'TICKET.CLOSE' },
    { type: 'TICKET.PRINT' },
    { type: 'TICKETS.PRINT_ALL' },
    { type: 'CANCEL.OPEN', participantUuid: PAID_UUID },
    // Unpaid, or already cancelled: nothing to cancel, so the guard refuses.
    { type: 'CANCEL.OPEN', participantUuid: UNPAID_UUID },
    { type: 'xstate.done.actor.ticketCancellation', output: { cancelled: true } },
    { type: 'xstate.done.actor.ticketCancellation', output: { cancelled: false } },
    done(afterCancelling),
    { type: 'TRANSFER.OPEN', participantUuid: PAID_UUID },
    // Unpaid, cancelled: nothing to transfer, so the guard refuses.
    { type: 'TRANSFER.OPEN', participantUuid: UNPAID_UUID },
    { type: 'xstate.done.actor.ticketTransfer', output: { changed: true } },
    { type: 'xstate.done.actor.ticketTransfer', output: { changed: false } },
    done(afterSendingTransfer),
    { type: 'CATEGORY.OPEN', participantUuid: PAID_UUID },
    // Unpaid, moved once already, or with a transfer waiting: the guard refuses.
    { type: 'CATEGORY.OPEN', participantUuid: UNPAID_UUID },
    { type: 'xstate.done.actor.ticketCategoryChange', output: { changed: true } },
    { type: 'xstate.done.actor.ticketCategoryChange', output: { changed: false } },
    done(afterChangingCategory),
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const {
      signedIn,
      registrations,
      errorMessage,
      openTicketUuid,
      cancellingUuid,
      transferringUuid,
      changingCategoryUuid,
    } = snapshot.context as MyRegistrationsContext;
    return {
      value: snapshot.value,
      signedIn,
      count: registrations?.totalParticipants ?? null,
      cancelled: registrations?.cancelledCount ?? null,
      cancellingUuid,
      transferringUuid,
      changingCategoryUuid,
      categoryChanged: registrations?.participants.some((p) => p.categoryChange !== null) ?? null,
      pendingTransfer: registrations?.participants.some((p) => p.transfer?.status === 'pending') ?? null,
      errorMessage,
      openTicketUuid,
    };
  },
  promiseActors: ['loadRegistrations'],
  childMachines: ['ticketCancellation', 'ticketTransfer', 'ticketCategoryChange'],
  expect: ({ event, before, input, callsBefore, from }): StepExpectation => {
    // Signed out nothing is asked for: the call is protected (SPEC §4), the panel asks to sign in.
    const loadIfSignedIn = (signedIn: boolean): StepExpectation =>
      signedIn
        ? { calls: [loadCall], context: { signedIn } }
        : { context: { signedIn, registrations: null, errorMessage: null, openTicketUuid: null } };
    if (before === null) return loadIfSignedIn(input.signedIn);
    switch (event.type) {
      case 'xstate.done.actor.loadRegistrations':
        return {
          context: {
            registrations: event.output,
            errorMessage: null,
            openTicketUuid: null,
            cancellingUuid: null,
            transferringUuid: null,
            changingCategoryUuid: null,
          },
        };
      // Issue 28: 'Transfer ticket' opens the transfer dialog's own flow for that attendee, told of the
      // transfer already waiting (it then offers to withdraw it); when anything changed the list is read again.
      case 'TRANSFER.OPEN': {
        const transfer = before.registrations?.participants.find((p) => p.participantUuid === PAID_UUID)?.transfer;
        return {
          calls: [
            {
              id: 'ticketTransfer',
              input: {
                participantUuid: PAID_UUID,
                attendeeName: 'Asha Rao',
                pending: transfer
                  ? {
                      recipientName: transfer.recipientName,
                      recipientMobile: transfer.recipientMobile,
                      expiresAt: transfer.expiresAt,
                    }
                  : null,
              },
            },
          ],
          context: { transferringUuid: PAID_UUID },
        };
      }
      case 'xstate.done.actor.ticketTransfer':
        return (event.output as { changed: boolean }).changed
          ? { calls: [loadCall], context: { transferringUuid: null, registrations: before.registrations } }
          : { calls: [], context: { transferringUuid: null } };
      // Issue 28: 'Cancel ticket' opens the cancel dialog's own flow for that attendee; after a
      // cancellation the list is read again (the row then says Cancelled), after Keep ticket it is not.
      case 'CANCEL.OPEN':
        return {
          calls: [{ id: 'ticketCancellation', input: { participantUuid: PAID_UUID, attendeeName: 'Asha Rao' } }],
          context: { cancellingUuid: PAID_UUID },
        };
      case 'xstate.done.actor.ticketCancellation':
        return (event.output as { cancelled: boolean }).cancelled
          ? { calls: [loadCall], context: { cancellingUuid: null, registrations: before.registrations } }
          : { calls: [], context: { cancellingUuid: null } };
      // Issue 28: 'Change category' opens its own flow for that attendee, with what the checkout needs
      // for a dearer category; after a move (or one the bank is confirming) the list is read again.
      case 'CATEGORY.OPEN':
        return {
          calls: [
            {
              id: 'ticketCategoryChange',
              input: {
                participantUuid: PAID_UUID,
                attendeeName: 'Asha Rao',
                eventTitle: TICKET_EVENT.title,
                prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
              },
            },
          ],
          context: { changingCategoryUuid: PAID_UUID },
        };
      case 'xstate.done.actor.ticketCategoryChange':
        return (event.output as { changed: boolean }).changed
          ? { calls: [loadCall], context: { changingCategoryUuid: null, registrations: before.registrations } }
          : { calls: [], context: { changingCategoryUuid: null } };
      // The e-ticket dialog (issue 9): only a paid attendee's opens; printing is the screen's, emitted.
      case 'TICKET.OPEN':
        return { context: { openTicketUuid: PAID_UUID } };
      case 'TICKET.CLOSE':
        return { context: { openTicketUuid: null } };
      case 'TICKET.PRINT':
      case 'TICKETS.PRINT_ALL':
        return { emitted: [{ type: 'printTickets' }], context: { openTicketUuid: before.openTicketUuid } };
      case 'xstate.error.actor.loadRegistrations':
        return { context: { registrations: null, errorMessage: 'Failed to load your registrations' } };
      case 'RETRY':
        return { calls: [loadCall] };
      case 'SESSION.CHANGE': {
        const inDialog = from !== null && /cancelling|transferring|changingCategory/.test(JSON.stringify(from));
        if (inDialog && event.signedIn === false) {
          return loadIfSignedIn(false);
        }
        const signedIn = event.signedIn as boolean;
        // Signing in from the prompt loads the list; signing out hides it (and stops a call under way).
        if (!signedIn) return loadIfSignedIn(false);
        if (!before.signedIn) return loadIfSignedIn(true);
        return { calls: callsBefore, context: { signedIn } };
      }
      default:
        throw new Error(`the my-registrations model has no expectation for ${event.type}`);
    }
  },
};
