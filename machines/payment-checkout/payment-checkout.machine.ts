// The payment checkout lifecycle (SPEC §4 Booking flow, §7 Card payment checkout, §8 Order and
// payment): load the provider's script, create the order, open the checkout, verify the payment with
// the status call (paid only when it says 'paid'), then My Events. A double click never creates two
// orders: Pay is only heard when ready. A reload during payment starts by verifying the order the
// page had opened. A payment the bank is still confirming (UPI) is neither a success nor a failure: the
// page says so and asks again with backoff until the provider's final answer (issue 28). Pure: the
// four actors are provided by src/app.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import {
  CheckoutCallError,
  type CreateOrderInput,
  type CreatedOrder,
  type OpenCheckoutInput,
  type PayDetails,
  type PaymentCheckoutContext,
  type PaymentCheckoutEmitted,
  type PaymentCheckoutEvent,
  type PaymentCheckoutInput,
  type PaymentCheckoutTag,
  type ProviderOrder,
  type VerifiedStatus,
  type VerifyPaymentInput,
} from './payment-checkout.types';
import { PENDING_PAYMENT_POLL_FIRST_MS, PENDING_PAYMENT_POLL_MAX_MS } from '../../src/domain/constants';
import { CHECKOUT_TEXT } from '../../src/domain/payment-texts';
import { notice } from '../shared/notices';

/** The status POST /orders/verify gave: the params of the guards and actions that read it. */
const verified = ({ event }: { event: DoneActorEvent<VerifiedStatus> }) => ({ output: event.output });

export const MY_EVENTS_PATH = '/my-events';

export const paymentCheckoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only; an emptied object runs the same.
  types: {
    context: {} as PaymentCheckoutContext,
    events: {} as PaymentCheckoutEvent,
    input: {} as PaymentCheckoutInput,
    emitted: {} as PaymentCheckoutEmitted,
    tags: {} as PaymentCheckoutTag,
  },
  // src/app provides all four actors (the tests their stand-ins), so these placeholders are never run: emptied,
  // the machine runs the same. What each placeholder throws is tested on its own.
  // Stryker disable next-line ObjectLiteral: see above.
  actors: {
    /** Loads the provider's checkout script (URL from configuration) once. */
    loadGateway: fromPromise<void>(async () => {
      throw new Error('loadGateway not provided');
    }),
    /** POST /orders/create for the caller's pending tickets. */
    createOrder: fromPromise<CreatedOrder, CreateOrderInput>(async () => {
      throw new Error('createOrder not provided');
    }),
    /** Opens the provider's checkout; reports PAYMENT.SUCCEEDED, PAYMENT.FAILED or PAYMENT.DISMISSED. */
    openCheckout: fromCallback<PaymentCheckoutEvent, OpenCheckoutInput>(() => {
      throw new Error('openCheckout not provided');
    }),
    /** GET /payments/status/{providerOrderId}: the verified order status. */
    verifyPayment: fromPromise<VerifiedStatus, VerifyPaymentInput>(async () => {
      throw new Error('verifyPayment not provided');
    }),
  },
  guards: {
    hasEarlierCheckout: ({ context }) => context.providerOrderId !== null,
    isAlreadyPaid: (_, params: { output: CreatedOrder }) => params.output.kind === 'alreadyPaid',
    isPaid: (_, params: { output: VerifiedStatus }) => params.output.status === 'paid',
    isRefunded: (_, params: { output: VerifiedStatus }) => params.output.status === 'refunded',
    isAwaitingBank: (_, params: { output: VerifiedStatus }) => params.output.status === 'pending',
  },
  delays: {
    bankPoll: ({ context }) => context.bankPollMs,
  },
  actions: {
    // Stryker disable ConditionalExpression: storeOrder runs only on the branch after isAlreadyPaid, so the
    // order is always a checkout there; 'true' for the kind test changes nothing ('false' is killed).
    storeOrder: assign((_, params: { output: CreatedOrder }) => ({
      order: params.output.kind === 'checkout' ? params.output : null,
      providerOrderId: params.output.kind === 'checkout' ? params.output.providerOrderId : null,
      // Stryker restore ConditionalExpression
      proof: null,
      errorMessage: null,
    })),
    storePayDetails: assign((_, params: PayDetails) => ({ details: params })),
    storeProof: assign((_, params: { paymentId: string; signature: string }) => ({
      proof: { paymentId: params.paymentId, signature: params.signature },
    })),
    storeInitFailure: assign({ errorMessage: CHECKOUT_TEXT.initFailed }),
    storeVerificationFailure: assign({ errorMessage: CHECKOUT_TEXT.verificationFailed }),
    storeBankDeclined: assign({ errorMessage: CHECKOUT_TEXT.bankDeclined }),
    backOffBankPoll: assign(({ context }) => ({
      bankPollMs: Math.min(context.bankPollMs * 2, PENDING_PAYMENT_POLL_MAX_MS),
    })),
    storeRefund: assign((_, params: { output: VerifiedStatus }) => ({
      errorMessage: params.output.refundReason?.trim() || CHECKOUT_TEXT.refunded,
    })),
    notifyRefunded: emit((_, params: { output: VerifiedStatus }) =>
      notice.error(params.output.refundReason?.trim() || CHECKOUT_TEXT.refunded),
    ),
    forgetEarlierCheckout: assign({ providerOrderId: null, order: null, proof: null }),
    clearError: assign({ errorMessage: null }),
    reportCheckoutOpened: emit(({ context }) => ({
      type: 'checkoutOpened' as const,
      // Stryker disable next-line StringLiteral: entered only after storeOrder set the provider order, never null here.
      providerOrderId: context.providerOrderId ?? '',
    })),
    reportCheckoutSettled: emit({ type: 'checkoutSettled' }),
    notifyGatewayLoading: emit(notice.info(CHECKOUT_TEXT.gatewayLoading)),
    notifyCreateFailed: emit((_, params: { error: unknown }) =>
      notice.error(
        params.error instanceof CheckoutCallError && params.error.serverMessage
          ? params.error.serverMessage
          : CHECKOUT_TEXT.createFailed,
      ),
    ),
    notifyCancelled: emit(notice.info(CHECKOUT_TEXT.cancelled)),
    notifyPaymentFailed: emit((_, params: { description: string | null }) =>
      notice.error(params.description?.trim() || CHECKOUT_TEXT.paymentFailed),
    ),
    notifyVerificationFailed: emit(notice.error(CHECKOUT_TEXT.verificationFailed)),
    notifyBankDeclined: emit(notice.error(CHECKOUT_TEXT.bankDeclined)),
    notifySucceeded: emit(notice.success(CHECKOUT_TEXT.succeeded)),
    goToMyEvents: emit({ type: 'leave', to: MY_EVENTS_PATH }),
  },
}).createMachine({
  id: 'paymentCheckout',
  description: 'Pay for the pending tickets: the provider checkout, then the verified status, then My Events.',
  context: ({ input }) => ({
    subEventUuid: input.subEventUuid,
    details: null,
    order: null,
    proof: null,
    providerOrderId: input.earlierProviderOrderId,
    errorMessage: null,
    bankPollMs: PENDING_PAYMENT_POLL_FIRST_MS,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'A checkout opened before a reload is verified first; otherwise the gateway loads.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'hasEarlierCheckout', target: 'checkingEarlierPayment' }, { target: 'loadingGateway' }],
    },
    checkingEarlierPayment: {
      tags: ['verifying'],
      description:
        'The page was reloaded with a checkout open: asks how that order ended. Paid goes on; otherwise the person can pay.',
      meta: { screen: "'Confirming your payment...'", shows: [{ role: 'status', name: CHECKOUT_TEXT.verifying }] },
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        // Stryker disable next-line StringLiteral: every state that asks has a provider order (a reload's, or the created one).
        input: ({ context }) => ({ providerOrderId: context.providerOrderId ?? '', proof: null }),
        onDone: [
          { guard: { type: 'isPaid', params: verified }, target: 'paid' },
          {
            guard: { type: 'isRefunded', params: verified },
            target: 'refunded',
            actions: [
              { type: 'storeRefund', params: verified },
              { type: 'notifyRefunded', params: verified },
            ],
          },
          { guard: { type: 'isAwaitingBank', params: verified }, target: 'awaitingBank' },
          { target: 'loadingGateway', actions: ['forgetEarlierCheckout', 'reportCheckoutSettled'] },
        ],
        onError: { target: 'loadingGateway', actions: ['forgetEarlierCheckout', 'reportCheckoutSettled'] },
      },
    },
    loadingGateway: {
      description: "The provider's script loads; Pay meanwhile says to wait.",
      meta: {
        screen: 'The Pay button; pressing it says the gateway is still loading.',
        shows: [{ role: 'button', name: 'Pay' }],
      },
      invoke: {
        id: 'loadGateway',
        src: 'loadGateway',
        onDone: { target: 'ready' },
        onError: { target: 'gatewayFailed', actions: 'storeInitFailure' },
      },
      on: { PAY: { actions: 'notifyGatewayLoading' } },
    },
    gatewayFailed: {
      tags: ['gatewayFailed'],
      description: "The provider's script did not load: 'Failed to initialize payment. Please try again.'",
      meta: {
        screen: "'Failed to initialize payment. Please try again.' and Try Again.",
        shows: [
          { role: 'alert', name: CHECKOUT_TEXT.initFailed },
          { role: 'button', name: CHECKOUT_TEXT.tryAgain },
        ],
      },
      on: { RETRY: { target: 'loadingGateway', actions: 'clearError' } },
    },
    ready: {
      tags: ['ready'],
      description: 'Pay creates the order and opens the checkout.',
      meta: { screen: "'Pay ₹…' enabled.", shows: [{ role: 'button', name: 'Pay' }] },
      on: {
        PAY: {
          target: 'creatingOrder',
          actions: [
            // No way into ready leaves an error message (a failed create only toasts), so clearing it here
            // changes nothing today; kept so that Pay can never show an old one.
            // Stryker disable next-line StringLiteral: see above.
            'clearError',
            {
              type: 'storePayDetails',
              params: ({ event }) => ({
                eventTitle: event.eventTitle,
                prefill: event.prefill,
                timeoutSeconds: event.timeoutSeconds,
                promoCode: event.promoCode,
              }),
            },
          ],
        },
      },
    },
    creatingOrder: {
      tags: ['busy'],
      description: 'Creates (or reuses) the order for the pending tickets; Pay is busy, a second press does nothing.',
      meta: { screen: "'Processing payment...' on the busy Pay button." },
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        // Stryker disable next-line OptionalChaining: Pay stores its details on the way in, so they are never null here.
        input: ({ context }) => ({ subEventUuid: context.subEventUuid, promoCode: context.details?.promoCode ?? null }),
        onDone: [
          {
            guard: { type: 'isAlreadyPaid', params: ({ event }) => ({ output: event.output }) },
            target: 'paid',
          },
          {
            target: 'checkoutOpen',
            actions: { type: 'storeOrder', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'notifyCreateFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkoutOpen: {
      tags: ['checkoutOpen'],
      description: "The provider's checkout is open over the page.",
      meta: { screen: "The provider's checkout dialog over the order summary." },
      entry: 'reportCheckoutOpened',
      invoke: {
        id: 'openCheckout',
        src: 'openCheckout',
        input: ({ context }) => ({ order: context.order as ProviderOrder, ...(context.details as PayDetails) }),
      },
      on: {
        'PAYMENT.SUCCEEDED': {
          target: 'verifying',
          actions: {
            type: 'storeProof',
            params: ({ event }) => ({ paymentId: event.paymentId, signature: event.signature }),
          },
        },
        // Like the provider's own checkout, a failed attempt leaves it open for another try.
        'PAYMENT.FAILED': {
          actions: { type: 'notifyPaymentFailed', params: ({ event }) => ({ description: event.description }) },
        },
        'PAYMENT.DISMISSED': { target: 'ready', actions: ['notifyCancelled', 'reportCheckoutSettled'] },
      },
    },
    verifying: {
      tags: ['verifying'],
      description:
        "Asks the server for the order's verified status: only 'paid' is a payment; 'pending' is one the bank is still confirming.",
      meta: { screen: "'Confirming your payment...'", shows: [{ role: 'status', name: CHECKOUT_TEXT.verifying }] },
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        // Stryker disable next-line StringLiteral: every state that asks has a provider order (a reload's, or the created one).
        input: ({ context }) => ({ providerOrderId: context.providerOrderId ?? '', proof: context.proof }),
        onDone: [
          { guard: { type: 'isPaid', params: verified }, target: 'paid' },
          {
            guard: { type: 'isRefunded', params: verified },
            target: 'refunded',
            actions: [
              { type: 'storeRefund', params: verified },
              { type: 'notifyRefunded', params: verified },
            ],
          },
          { guard: { type: 'isAwaitingBank', params: verified }, target: 'awaitingBank' },
          {
            target: 'verificationFailed',
            actions: ['storeVerificationFailure', 'notifyVerificationFailed'],
          },
        ],
        onError: { target: 'verificationFailed', actions: ['storeVerificationFailure', 'notifyVerificationFailed'] },
      },
    },
    awaitingBank: {
      tags: ['awaitingBank'],
      description:
        'The provider holds a payment the bank has not confirmed yet (UPI): the places stay held, and the status is asked again with backoff until the final answer. Not a failure.',
      meta: { screen: "'Payment is being confirmed by your bank' in place of Pay, until the bank answers." },
      initial: 'waiting',
      states: {
        waiting: {
          description:
            'Until the next question: 3 s, then twice as long each time, at most 30 s. Check now asks at once.',
          meta: {
            screen: "'Payment is being confirmed by your bank', why the places are safe, and Check now.",
            shows: [
              { role: 'status', name: CHECKOUT_TEXT.awaitingBank },
              { role: 'button', name: CHECKOUT_TEXT.checkNow },
            ],
          },
          after: { bankPoll: { target: 'checking' } },
          on: { RETRY: { target: 'checking' } },
        },
        checking: {
          description:
            'Asks for the status again. Paid or refunded ends it; still pending, or no answer (a weak network), waits longer; anything else is the bank saying no.',
          meta: {
            screen: "'Payment is being confirmed by your bank' while the status is asked.",
            shows: [{ role: 'status', name: CHECKOUT_TEXT.awaitingBank }],
          },
          invoke: {
            id: 'verifyPayment',
            src: 'verifyPayment',
            // Stryker disable next-line StringLiteral: every state that asks has a provider order (a reload's, or the created one).
            input: ({ context }) => ({ providerOrderId: context.providerOrderId ?? '', proof: context.proof }),
            onDone: [
              { guard: { type: 'isPaid', params: verified }, target: '#paymentCheckout.paid' },
              {
                guard: { type: 'isRefunded', params: verified },
                target: '#paymentCheckout.refunded',
                actions: [
                  { type: 'storeRefund', params: verified },
                  { type: 'notifyRefunded', params: verified },
                ],
              },
              {
                guard: { type: 'isAwaitingBank', params: verified },
                target: 'waiting',
                actions: 'backOffBankPoll',
              },
              { target: '#paymentCheckout.bankDeclined', actions: ['storeBankDeclined', 'notifyBankDeclined'] },
            ],
            onError: { target: 'waiting', actions: 'backOffBankPoll' },
          },
        },
      },
    },
    bankDeclined: {
      tags: ['bankDeclined'],
      description:
        'The bank said no after all: no money was taken, the held places were released, and the person books again.',
      type: 'final',
      entry: 'reportCheckoutSettled',
      meta: {
        screen: 'Why the payment did not go through, and Book again.',
        shows: [
          { role: 'alert', name: CHECKOUT_TEXT.bankDeclined },
          { role: 'link', name: CHECKOUT_TEXT.bookAgain },
        ],
      },
    },
    verificationFailed: {
      tags: ['verificationFailed'],
      description:
        "'Payment verification failed. Please contact support.'; the status can be asked again, or paid afresh.",
      meta: {
        screen: "'Payment verification failed. Please contact support.', Check payment status and Pay.",
        shows: [
          { role: 'alert', name: CHECKOUT_TEXT.verificationFailed },
          { role: 'button', name: CHECKOUT_TEXT.checkAgain },
        ],
      },
      on: {
        RETRY: { target: 'verifying', actions: 'clearError' },
        PAY: { target: 'loadingGateway', actions: ['forgetEarlierCheckout', 'clearError', 'reportCheckoutSettled'] },
      },
    },
    refunded: {
      tags: ['refunded'],
      description:
        'The payment came after the held places were released and the event filled: it was refunded, and the page says why.',
      type: 'final',
      entry: 'reportCheckoutSettled',
      meta: {
        screen: 'Why the payment was refunded, and Book again.',
        shows: [{ role: 'link', name: CHECKOUT_TEXT.bookAgain }],
      },
    },
    paid: {
      tags: ['paid'],
      description: "'Payment successful! Registration completed.' and on to My Events.",
      type: 'final',
      entry: ['reportCheckoutSettled', 'notifySucceeded', 'goToMyEvents'],
      meta: { screen: 'My Events.' },
    },
  },
});

export type PaymentCheckoutMachine = typeof paymentCheckoutMachine;
