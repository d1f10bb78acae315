// Moving one paid ticket to another category (issue 28 item 3, a Startline extension), opened from
// 'Change category' in the 'Your Registrations' panel: the other categories are listed with what each
// costs or gives back before anything happens. A cheaper (or equal) one is made at once on 'Confirm
// change' and its difference refunded with a credit note. A dearer one opens the provider's checkout
// for the difference; the move is made when the server has verified the payment ('paid'), and a payment
// the bank is still confirming (UPI) is said so and asked about again with backoff, as the checkout
// does. A refusal (the window closed while the dialog was open) is shown with the server's text.
// Pure: the calls are provided by src/app; the my-registrations machine invokes this one as its child.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import { CATEGORY_CHANGE_TEXT } from '../../src/domain/category-change';
import { PENDING_PAYMENT_POLL_FIRST_MS, PENDING_PAYMENT_POLL_MAX_MS } from '../../src/domain/constants';
import type {
  OpenCheckoutInput,
  PaymentCheckoutEvent,
  VerifiedStatus,
  VerifyPaymentInput,
} from '../payment-checkout/payment-checkout.types';
import {
  CategoryChangeRefusedError,
  type CategoryChangeInput,
  type CategoryChangeOutcome,
  type CategoryChangeQuote,
  type ChangeCategoryInput,
  type TicketCategoryChangeContext,
  type TicketCategoryChangeEvent,
  type TicketCategoryChangeOutput,
  type TicketCategoryChangeTag,
} from './ticket-category-change.types';

const refusalText = (error: unknown, fallback: string) =>
  error instanceof CategoryChangeRefusedError && error.reason ? error.reason : fallback;

const verified = ({ event }: { event: DoneActorEvent<VerifiedStatus> }) => ({ output: event.output });

// Read only in the states a checkout outcome leads to (paying, verifying, awaitingBank): the fallbacks
// below stand for states the machine cannot be in, so their mutants read the same.
const providerOrderOf = (context: TicketCategoryChangeContext) =>
  // Stryker disable next-line ConditionalExpression,OptionalChaining: see above.
  context.outcome?.kind === 'checkout' ? context.outcome.order : null;

export const ticketCategoryChangeMachine = setup({
  types: {
    context: {} as TicketCategoryChangeContext,
    events: {} as TicketCategoryChangeEvent,
    input: {} as CategoryChangeInput,
    output: {} as TicketCategoryChangeOutput,
    tags: {} as TicketCategoryChangeTag,
  },
  actors: {
    /** GET /participant-registration/participants/{uuid}/category-change: the other categories, or a refusal. */
    quoteCategoryChange: fromPromise<CategoryChangeQuote, { participantUuid: string }>(async () => {
      throw new Error('quoteCategoryChange not provided');
    }),
    /** POST the same: the move made, or the order for the difference; or a refusal. */
    changeCategory: fromPromise<CategoryChangeOutcome, ChangeCategoryInput>(async () => {
      throw new Error('changeCategory not provided');
    }),
    /** Loads the provider's checkout script once (the payment checkout's own). */
    loadGateway: fromPromise<void>(async () => {
      throw new Error('loadGateway not provided');
    }),
    /** Opens the provider's checkout; reports PAYMENT.SUCCEEDED, PAYMENT.FAILED or PAYMENT.DISMISSED. */
    openCheckout: fromCallback<PaymentCheckoutEvent, OpenCheckoutInput>(() => {
      throw new Error('openCheckout not provided');
    }),
    /** GET /payments/status/{providerOrderId}: the verified status of the difference's order. */
    verifyPayment: fromPromise<VerifiedStatus, VerifyPaymentInput>(async () => {
      throw new Error('verifyPayment not provided');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected !== null,
    isMade: (_, params: { outcome: CategoryChangeOutcome }) => params.outcome.kind === 'made',
    isPaid: (_, params: { output: VerifiedStatus }) => params.output.status === 'paid',
    isAwaitingBank: (_, params: { output: VerifiedStatus }) => params.output.status === 'pending',
  },
  delays: {
    bankPoll: ({ context }) => context.bankPollMs,
  },
  actions: {
    storeQuote: assign((_, params: { quote: CategoryChangeQuote }) => ({
      quote: params.quote,
      // Stryker disable next-line LogicalOperator,OptionalChaining: with one option, options[0] is there.
      selected: params.quote.options.length === 1 ? (params.quote.options[0]?.category ?? null) : null,
      errorMessage: null,
    })),
    storeQuoteFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: refusalText(params.error, CATEGORY_CHANGE_TEXT.loadFailed),
    })),
    select: assign((_, params: { category: string }) => ({ selected: params.category, errorMessage: null })),
    storeOutcome: assign((_, params: { outcome: CategoryChangeOutcome }) => ({
      outcome: params.outcome,
      errorMessage: null,
    })),
    storeChangeFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: refusalText(params.error, CATEGORY_CHANGE_TEXT.changeFailed),
    })),
    // A new payment: the bank's answer is first asked for after the shortest wait again.
    storeProof: assign((_, params: { paymentId: string; signature: string }) => ({
      proof: { paymentId: params.paymentId, signature: params.signature },
      bankPollMs: PENDING_PAYMENT_POLL_FIRST_MS,
    })),
    storePaymentFailure: assign((_, params: { description: string | null }) => ({
      errorMessage: params.description?.trim() || CATEGORY_CHANGE_TEXT.changeFailed,
    })),
    storePaymentCancelled: assign({ errorMessage: CATEGORY_CHANGE_TEXT.paymentCancelled, outcome: null }),
    storeGatewayFailure: assign({ errorMessage: CATEGORY_CHANGE_TEXT.changeFailed, outcome: null }),
    storeVerifyFailure: assign({ errorMessage: CATEGORY_CHANGE_TEXT.verifyFailed }),
    storeNotChanged: assign((_, params: { output: VerifiedStatus }) => ({
      errorMessage: params.output.refundReason?.trim() || CATEGORY_CHANGE_TEXT.changeFailed,
      outcome: null,
      proof: null,
    })),
    backOffBankPoll: assign(({ context }) => ({
      bankPollMs: Math.min(context.bankPollMs * 2, PENDING_PAYMENT_POLL_MAX_MS),
    })),
  },
}).createMachine({
  id: 'ticketCategoryChange',
  description:
    "'Change category' on a paid attendee: the other categories with what each costs or gives back, then the move (through the checkout for a dearer one).",
  context: ({ input }) => ({
    ...input,
    quote: null,
    selected: null,
    outcome: null,
    proof: null,
    errorMessage: null,
    bankPollMs: PENDING_PAYMENT_POLL_FIRST_MS,
  }),
  initial: 'quoting',
  states: {
    quoting: {
      description: 'Asks the server which categories the ticket may move to and what each would cost or give back.',
      tags: ['quoting'],
      meta: {
        screen: "The 'Change category' dialog: 'Finding the categories...'.",
        shows: [
          { role: 'dialog', name: CATEGORY_CHANGE_TEXT.dialogTitle },
          { role: 'status', name: CATEGORY_CHANGE_TEXT.loading },
        ],
      },
      invoke: {
        id: 'quoteCategoryChange',
        src: 'quoteCategoryChange',
        input: ({ context }) => ({ participantUuid: context.participantUuid }),
        onDone: {
          target: 'choosing',
          actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.output }) },
        },
        onError: {
          target: 'quoteFailed',
          actions: { type: 'storeQuoteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'CATEGORY.CLOSE': { target: 'closed' } },
    },
    quoteFailed: {
      description:
        "Nothing to offer: the server's reason (the window closed, moved once already) or ours, with Try Again.",
      tags: ['quoteFailed'],
      meta: {
        screen: "The dialog with the reason in an alert, 'Try Again' and 'Close'.",
        shows: [
          { role: 'button', name: CATEGORY_CHANGE_TEXT.tryAgain },
          { role: 'button', name: CATEGORY_CHANGE_TEXT.close },
        ],
      },
      on: {
        RETRY: { target: 'quoting' },
        'CATEGORY.CLOSE': { target: 'closed' },
      },
    },
    choosing: {
      description:
        'The current category and the others, each with what the move costs or gives back; nothing has happened yet. A refusal, a payment cancelled or failed is shown here.',
      tags: ['choosing'],
      meta: {
        screen:
          "'Current category: …', a choice of the others with 'You pay ₹…' or 'Refund ₹…', the breakdown of the one picked; confirm and 'Keep category'.",
        shows: [
          { role: 'radiogroup', name: CATEGORY_CHANGE_TEXT.choose },
          { role: 'button', name: CATEGORY_CHANGE_TEXT.keep },
        ],
      },
      on: {
        'CATEGORY.SELECT': {
          actions: { type: 'select', params: ({ event }) => ({ category: event.category }) },
        },
        'CATEGORY.CONFIRM': { guard: 'hasSelection', target: 'changing' },
        'CATEGORY.CLOSE': { target: 'closed' },
      },
    },
    changing: {
      description:
        'The server moves the ticket (a cheaper category: at once, refunding the difference) or opens the order for the difference.',
      tags: ['changing'],
      meta: {
        screen: "'Changing...' on the confirm button; the dialog stays open until the answer.",
        shows: [{ role: 'button', name: CATEGORY_CHANGE_TEXT.changing }],
      },
      invoke: {
        id: 'changeCategory',
        src: 'changeCategory',
        // Stryker disable next-line StringLiteral: CATEGORY.CONFIRM leaves choosing only with a category picked.
        input: ({ context }) => ({ participantUuid: context.participantUuid, category: context.selected ?? '' }),
        onDone: [
          {
            guard: { type: 'isMade', params: ({ event }) => ({ outcome: event.output }) },
            target: 'changed',
            actions: { type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'paying',
            actions: { type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'storeChangeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paying: {
      description: "A dearer category: the provider's checkout for the difference, once its script has loaded.",
      tags: ['paying'],
      meta: { screen: "'Changing...' in the dialog, then the provider's checkout over it." },
      initial: 'loadingGateway',
      states: {
        loadingGateway: {
          description: "The provider's script loads.",
          meta: { screen: "'Changing...' in the dialog." },
          invoke: {
            id: 'loadGateway',
            src: 'loadGateway',
            onDone: { target: 'checkoutOpen' },
            onError: { target: '#ticketCategoryChange.choosing', actions: 'storeGatewayFailure' },
          },
        },
        checkoutOpen: {
          description:
            "The provider's checkout is open for the difference; a failed attempt leaves it open for another try.",
          meta: { screen: "The provider's checkout over the dialog." },
          invoke: {
            id: 'openCheckout',
            src: 'openCheckout',
            input: ({ context }) => {
              const order = providerOrderOf(context);
              // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: see providerOrderOf.
              if (!order) throw new Error('the checkout opens only for an order to pay');
              return {
                order,
                eventTitle: context.eventTitle,
                prefill: context.prefill,
                timeoutSeconds: 15 * 60,
                promoCode: null,
              };
            },
          },
          on: {
            'PAYMENT.SUCCEEDED': {
              target: '#ticketCategoryChange.verifying',
              actions: {
                type: 'storeProof',
                params: ({ event }) => ({ paymentId: event.paymentId, signature: event.signature }),
              },
            },
            'PAYMENT.FAILED': {
              actions: { type: 'storePaymentFailure', params: ({ event }) => ({ description: event.description }) },
            },
            'PAYMENT.DISMISSED': { target: '#ticketCategoryChange.choosing', actions: 'storePaymentCancelled' },
          },
        },
      },
    },
    verifying: {
      description:
        "Asks the server for the difference's order status: 'paid' moved the ticket; 'pending' is the bank still confirming.",
      tags: ['verifying'],
      meta: {
        screen: "'Confirming your payment...'",
        shows: [{ role: 'status', name: CATEGORY_CHANGE_TEXT.verifying }],
      },
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          // Stryker disable next-line OptionalChaining,StringLiteral: see providerOrderOf.
          providerOrderId: providerOrderOf(context)?.providerOrderId ?? '',
          proof: context.proof,
        }),
        onDone: [
          { guard: { type: 'isPaid', params: verified }, target: 'changed' },
          { guard: { type: 'isAwaitingBank', params: verified }, target: 'awaitingBank' },
          {
            target: 'choosing',
            actions: { type: 'storeNotChanged', params: verified },
          },
        ],
        onError: { target: 'verifyFailed', actions: 'storeVerifyFailure' },
      },
    },
    awaitingBank: {
      description:
        'The bank has not confirmed the payment yet (UPI): the category changes when it does. Asked again with backoff; the dialog may be closed meanwhile.',
      tags: ['awaitingBank'],
      meta: { screen: "'Payment is being confirmed by your bank' and 'Check now'." },
      initial: 'waiting',
      states: {
        waiting: {
          description:
            'Until the next question: 3 s, then twice as long each time, at most 30 s. Check now asks at once.',
          meta: {
            screen: "'Payment is being confirmed by your bank', what happens next, 'Check now' and 'Close'.",
            shows: [
              { role: 'status', name: CATEGORY_CHANGE_TEXT.awaitingBank },
              { role: 'button', name: CATEGORY_CHANGE_TEXT.checkNow },
            ],
          },
          after: { bankPoll: { target: 'checking' } },
          on: { RETRY: { target: 'checking' } },
        },
        checking: {
          description: 'Asks for the status again. Paid ends it; still pending, or no answer, waits longer.',
          meta: { screen: "'Payment is being confirmed by your bank' while the status is asked." },
          invoke: {
            id: 'verifyPayment',
            src: 'verifyPayment',
            input: ({ context }) => ({
              // Stryker disable next-line OptionalChaining,StringLiteral: see providerOrderOf.
              providerOrderId: providerOrderOf(context)?.providerOrderId ?? '',
              proof: context.proof,
            }),
            onDone: [
              { guard: { type: 'isPaid', params: verified }, target: '#ticketCategoryChange.changed' },
              {
                guard: { type: 'isAwaitingBank', params: verified },
                target: 'waiting',
                actions: 'backOffBankPoll',
              },
              { target: '#ticketCategoryChange.choosing', actions: { type: 'storeNotChanged', params: verified } },
            ],
            onError: { target: 'waiting', actions: 'backOffBankPoll' },
          },
        },
      },
      on: { 'CATEGORY.CLOSE': { target: 'closedAfterChanging' } },
    },
    verifyFailed: {
      description:
        'No answer about the payment: the category stays as booked until it is confirmed; ask again or close.',
      tags: ['verifyFailed'],
      meta: {
        screen: 'Why the category has not changed yet, Try Again and Close.',
        shows: [
          { role: 'alert', name: CATEGORY_CHANGE_TEXT.verifyFailed },
          { role: 'button', name: CATEGORY_CHANGE_TEXT.tryAgain },
        ],
      },
      on: {
        RETRY: { target: 'verifying' },
        'CATEGORY.CLOSE': { target: 'closedAfterChanging' },
      },
    },
    changed: {
      description: "Done: 'Category changed', the refund or the invoice of the difference, and the e-ticket re-issued.",
      tags: ['changed'],
      meta: {
        screen: "'Category changed', the new category, the refund and credit note or the invoice, and 'Close'.",
        shows: [
          { role: 'heading', name: CATEGORY_CHANGE_TEXT.done },
          { role: 'button', name: CATEGORY_CHANGE_TEXT.close },
        ],
      },
      on: { 'CATEGORY.CLOSE': { target: 'closedAfterChanging' } },
    },
    closed: {
      description: 'The dialog closed with the ticket as it was.',
      meta: { screen: 'The panel as it was.' },
      type: 'final',
    },
    closedAfterChanging: {
      description: 'The dialog closed after a move (or one the bank is confirming): the panel reloads its list.',
      meta: { screen: 'The panel, reloading its list.' },
      type: 'final',
    },
  },
  output: ({ context }) => ({ changed: context.outcome !== null }),
});

export type TicketCategoryChangeMachine = typeof ticketCategoryChangeMachine;
