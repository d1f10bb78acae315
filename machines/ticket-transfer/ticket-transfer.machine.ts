// Transferring one paid ticket (issue 28 item 2, a Startline extension), opened from 'Your
// Registrations': 'Transfer ticket' asks for the new attendee's mobile number and name and sends them a
// link; on a ticket whose transfer is waiting, 'Withdraw transfer' asks before it withdraws. The ticket
// stays the sender's until the recipient accepts on their own page. A refusal (the window closed, the
// recipient accepted meanwhile) is shown with the server's text. Pure: the calls are provided by
// src/app; the my-registrations machine invokes this one as its child.
import { assign, fromPromise, setup } from 'xstate';
import { TRANSFER_TEXT } from '../../src/domain/ticket-transfer';
import { TRANSFER_FIELDS, isTransferFormValid, sanitizeTransferField } from './ticket-transfer.rules';
import {
  TransferRefusedError,
  type PendingTransfer,
  type SendTransferInput,
  type TicketTransferContext,
  type TicketTransferEvent,
  type TicketTransferInput,
  type TicketTransferOutput,
  type TicketTransferTag,
  type TransferField,
  type WithdrawTransferInput,
} from './ticket-transfer.types';

const refusalOf = (error: unknown) => (error instanceof TransferRefusedError ? error : null);

export const ticketTransferMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only; an emptied object runs the same.
  types: {
    context: {} as TicketTransferContext,
    events: {} as TicketTransferEvent,
    input: {} as TicketTransferInput,
    output: {} as TicketTransferOutput,
    tags: {} as TicketTransferTag,
  },
  actors: {
    /** POST /participant-registration/participants/{uuid}/transfer: the transfer, or a refusal. */
    sendTransfer: fromPromise<PendingTransfer, SendTransferInput>(async () => {
      throw new Error('sendTransfer not provided');
    }),
    /** DELETE the same: withdrawn, or a refusal (accepted meanwhile). */
    withdrawTransfer: fromPromise<void, WithdrawTransferInput>(async () => {
      throw new Error('withdrawTransfer not provided');
    }),
  },
  guards: {
    hasPendingTransfer: ({ context }) => context.pending !== null,
    isFormValid: ({ context }) => isTransferFormValid(context),
  },
  actions: {
    storeField: assign(({ context }, params: { field: TransferField; value: string }) => {
      const serverFieldErrors = { ...context.serverFieldErrors };
      delete serverFieldErrors[params.field];
      return {
        values: { ...context.values, [params.field]: sanitizeTransferField(params.field, params.value) },
        serverFieldErrors,
      };
    }),
    touchField: assign(({ context }, params: { field: TransferField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    touchAll: assign({
      touched: () =>
        Object.fromEntries(TRANSFER_FIELDS.map((field) => [field, true])) as Record<TransferField, boolean>,
    }),
    storeSent: assign((_, params: { transfer: PendingTransfer }) => ({
      sent: params.transfer,
      errorMessage: null,
      changed: true,
    })),
    storeSendFailure: assign(({ context }, params: { error: unknown }) => {
      const refusal = refusalOf(params.error);
      const onFields = refusal !== null && Object.keys(refusal.fieldErrors).length > 0;
      return {
        serverFieldErrors: refusal?.fieldErrors ?? {},
        errorMessage: onFields ? null : (refusal?.reason ?? TRANSFER_TEXT.sendFailed),
        // A refusal of the whole ticket (the window closed, it was cancelled) means the list is stale.
        changed: context.changed || (refusal !== null && !onFields),
      };
    }),
    storeWithdrawn: assign({ errorMessage: null, changed: true }),
    storeWithdrawFailure: assign(({ context }, params: { error: unknown }) => {
      const refusal = refusalOf(params.error);
      // Refused: the recipient accepted meanwhile, so the list is stale.
      return {
        errorMessage: refusal?.reason ?? TRANSFER_TEXT.withdrawFailed,
        changed: context.changed || refusal !== null,
      };
    }),
  },
}).createMachine({
  id: 'ticketTransfer',
  description:
    "'Transfer ticket' on a paid attendee: the new attendee's mobile number and name, then a link is sent; on a waiting transfer, 'Withdraw transfer'.",
  context: ({ input }) => ({
    ...input,
    values: { mobile: '', name: '' },
    touched: { mobile: false, name: false },
    serverFieldErrors: {},
    sent: input.pending,
    errorMessage: null,
    changed: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A ticket whose transfer is waiting offers to withdraw it; any other offers to send one.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'hasPendingTransfer', target: 'confirmingWithdrawal' }, { target: 'editing' }],
    },
    editing: {
      description:
        "The new attendee's mobile number and full name (SPEC §5 rules, shown once a field is left or on Send); the server's refusal stays on screen with what was typed.",
      // Read by nothing today: the connect shows 'editing' when no other tag is set. Kept so every face has its tag.
      // Stryker disable next-line ArrayDeclaration,StringLiteral: see above.
      tags: ['editing'],
      meta: {
        screen: "The 'Transfer this ticket' dialog: the two fields, 'Send transfer' and 'Keep ticket'.",
        shows: [
          { role: 'dialog', name: TRANSFER_TEXT.dialogTitle },
          { role: 'textbox', name: TRANSFER_TEXT.mobileLabel },
          { role: 'textbox', name: TRANSFER_TEXT.nameLabel },
          { role: 'button', name: TRANSFER_TEXT.send },
          { role: 'button', name: TRANSFER_TEXT.keep },
        ],
      },
      on: {
        'FIELD.CHANGE': {
          actions: { type: 'storeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'FIELD.BLUR': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
        'TRANSFER.SEND': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'touchAll' }],
        'TRANSFER.CLOSE': { target: 'closed' },
      },
    },
    sending: {
      description: 'The server checks the event\u2019s rule, records the transfer and texts the link.',
      tags: ['sending'],
      meta: {
        screen: "'Sending...' on the send button; the dialog stays open until the answer.",
        shows: [{ role: 'button', name: TRANSFER_TEXT.sending }],
      },
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        input: ({ context }) => ({
          participantUuid: context.participantUuid,
          recipientMobile: context.values.mobile,
          recipientName: context.values.name.trim(),
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'storeSent', params: ({ event }) => ({ transfer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: "Done: 'Transfer sent', to whom and until when they can accept; the ticket is still the sender's.",
      tags: ['sent'],
      meta: {
        screen: "'Transfer sent' with the recipient's name, number and deadline, and 'Close'.",
        shows: [
          { role: 'heading', name: TRANSFER_TEXT.sent },
          { role: 'button', name: TRANSFER_TEXT.close },
        ],
      },
      on: { 'TRANSFER.CLOSE': { target: 'closed' } },
    },
    confirmingWithdrawal: {
      description:
        'The waiting transfer, to whom; withdrawing stops its link. A refusal (accepted meanwhile) is shown here.',
      tags: ['confirmingWithdrawal'],
      meta: {
        screen: "'Withdraw this transfer?' with the recipient, 'Withdraw transfer' and 'Keep transfer'.",
        shows: [
          { role: 'dialog', name: TRANSFER_TEXT.withdrawTitle },
          { role: 'button', name: TRANSFER_TEXT.withdraw },
          { role: 'button', name: TRANSFER_TEXT.keepTransfer },
        ],
      },
      on: {
        'TRANSFER.WITHDRAW': { target: 'withdrawing' },
        'TRANSFER.CLOSE': { target: 'closed' },
      },
    },
    withdrawing: {
      description: 'The server withdraws the transfer unless its recipient accepted first.',
      tags: ['withdrawing'],
      meta: {
        screen: "'Withdrawing...' on the withdraw button; the dialog stays open until the answer.",
        shows: [{ role: 'button', name: TRANSFER_TEXT.withdrawing }],
      },
      invoke: {
        id: 'withdrawTransfer',
        src: 'withdrawTransfer',
        input: ({ context }) => ({ participantUuid: context.participantUuid }),
        onDone: { target: 'withdrawn', actions: 'storeWithdrawn' },
        onError: {
          target: 'confirmingWithdrawal',
          actions: { type: 'storeWithdrawFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    withdrawn: {
      description: "Done: 'Transfer withdrawn'; the link no longer works and the ticket is the sender's.",
      tags: ['withdrawn'],
      meta: {
        screen: "'Transfer withdrawn' and 'Close'.",
        shows: [
          { role: 'heading', name: TRANSFER_TEXT.withdrawn },
          { role: 'button', name: TRANSFER_TEXT.close },
        ],
      },
      on: { 'TRANSFER.CLOSE': { target: 'closed' } },
    },
    closed: {
      description: 'The dialog closed; the panel reads its list again if anything changed.',
      meta: { screen: 'The panel, as it was or reloading.' },
      type: 'final',
    },
  },
  output: ({ context }) => ({ changed: context.changed }),
});

export type TicketTransferMachine = typeof ticketTransferMachine;
