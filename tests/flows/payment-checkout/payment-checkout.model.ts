// The payment checkout's model (SPEC §4 Booking flow, §7 Card payment checkout, §8 Order and payment):
// dismissal, failure, verification failure, create failure, retry, a double click, a reload during
// payment, and a payment the bank is still confirming (polled with backoff, issue 28 item 7). What each
// step must do is a hand-written SPEC table that QA reads (`paymentCheckoutTable` below;
// `.test-results/spec-tables/payment-checkout.md` after a run); the model's `expect` reads the same
// table, in vitest and in the browser paths (e2e/payment-paths.spec.ts).
import type { AnyMachineSnapshot } from 'xstate';
import { paymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import type { PaymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import {
  CheckoutCallError,
  type CreatedOrder,
  type PayDetails,
  type PaymentCheckoutContext,
  type PaymentCheckoutInput,
  type ProviderOrder,
  type VerifiedStatus,
} from '../../../machines/payment-checkout/payment-checkout.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import { ALWAYS, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecRow, SpecTable } from '../shared/spec-table';
import { leave, notify } from '../shared/spec-texts';

const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
export const DETAILS = {
  eventTitle: 'Pune Riverside Run',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
  timeoutSeconds: 840,
  promoCode: 'RUN10',
};
export const PROVIDER_ORDER: ProviderOrder = {
  kind: 'checkout',
  orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c09',
  providerOrderId: 'order_N1',
  keyId: 'rzp_test_sandbox',
  amountPaise: 96_507,
  currency: 'INR',
  checkoutToken: 'a'.repeat(64),
};
const EXPIRED = 'Your held places have expired. Please book again.';
export const BANK_POLL = 'xstate.after.bankPoll.paymentCheckout.awaitingBank.waiting';
const REFUND_REASON = 'Your held places were released before the payment completed, so the payment has been refunded.';
const ORDER_CHANGED = 'This booking changed before this payment completed, so the payment has been refunded.';

// SPEC §8 Order and payment, SPEC §8 success toasts, and issue 28 item 7's texts, written out by hand.
const TEXT = {
  gatewayLoading: 'Payment gateway is still loading. Please wait a moment and try again.',
  initFailed: 'Failed to initialize payment. Please try again.',
  createFailed: 'Failed to create order',
  cancelled: 'Payment was cancelled',
  paymentFailed: 'Payment failed. Please try again.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  succeeded: 'Payment successful! Registration completed.',
  /** Said when the server refunded without its own reason (Booking part 2's late payment). */
  refunded: REFUND_REASON,
  bankDeclined: 'Your bank did not confirm the payment. No money was taken, and your held places were released.',
} as const;
/** Issue 28 item 7, the backoff: 3 s, then twice as long each time, at most 30 s. */
const FIRST_POLL_MS = 3000;
const LONGEST_POLL_MS = 30_000;

type Facts = RowFacts<PaymentCheckoutContext, PaymentCheckoutInput>;
type Row = SpecRow<PaymentCheckoutContext, PaymentCheckoutInput>;

const gatewayCall = { id: 'loadGateway' };
const createCall = (details: PayDetails | null) => ({
  id: 'createOrder',
  input: { subEventUuid: SUB_EVENT_UUID, promoCode: details?.promoCode ?? null },
});
const openCall = (order: unknown, details: PayDetails | null) => ({
  id: 'openCheckout',
  input: { order, ...details },
});
const verifyCall = (providerOrderId: string | null, proof: unknown) => ({
  id: 'verifyPayment',
  input: { providerOrderId: providerOrderId ?? '', proof },
});

/** What is out while the page rests in a state: the call that state waits for, or the open checkout. */
function outstanding(state: string, context: PaymentCheckoutContext): OutstandingCall[] {
  switch (state) {
    case 'checkingEarlierPayment':
      // A reload knows no proof: the server answers from the provider's record of the order.
      return [verifyCall(context.providerOrderId, null)];
    case 'loadingGateway':
      return [gatewayCall];
    case 'creatingOrder':
      return [createCall(context.details)];
    case 'checkoutOpen':
      return [openCall(context.order, context.details)];
    case 'verifying':
    case 'awaitingBank.checking':
      return [verifyCall(context.providerOrderId, context.proof)];
    default:
      return [];
  }
}

/** An ignored press or answer leaves everything as it is, the call it waits for still out. */
const unchanged = ({ state, before }: Facts): StepExpectation => ({ calls: outstanding(state, before) });

const statusOf = (event: ModelEvent) => (event.output as VerifiedStatus).status;
const saysStatus =
  (status: string) =>
  ({ event }: Facts) =>
    statusOf(event) === status;
/** The server's refund reason, or ours when it gave none (a blank one is none). */
const refundText = (event: ModelEvent) => (event.output as VerifiedStatus).refundReason?.trim() || TEXT.refunded;

/** Paid (SPEC §4: only a verified 'paid'): the checkout is settled, the toast, then My Events. */
const PAID: StepExpectation = {
  emitted: [{ type: 'checkoutSettled' }, notify('success', TEXT.succeeded), leave('/my-events')],
  output: undefined,
};
const refunded = ({ event }: Facts): StepExpectation => ({
  emitted: [notify('error', refundText(event)), { type: 'checkoutSettled' }],
  context: { errorMessage: refundText(event) },
  output: undefined,
});

/** The answers to a status question that end it, the same wherever it is asked (issue 28 item 7). */
function settledAnswers(state: string, paid: string, refundedTo: string): Row[] {
  return [
    {
      state,
      event: 'xstate.done.actor.verifyPayment',
      when: "the verified status is 'paid'",
      holds: saysStatus('paid'),
      guard: 'isPaid',
      to: paid,
      does: "'Payment successful! Registration completed.', then My Events",
      expect: () => PAID,
      spec: "§4 Booking flow: succeeds only if the verified status is 'paid'; §8 success toasts",
    },
    {
      state,
      event: 'xstate.done.actor.verifyPayment',
      when: "the verified status is 'refunded' (the payment came after the held places were released)",
      holds: saysStatus('refunded'),
      guard: 'isRefunded',
      to: refundedTo,
      does: "the server's reason (or 'Your held places were released before the payment completed, so the payment has been refunded.') in a toast and on the page, with Book again",
      expect: refunded,
      spec: 'Booking part 2 (late payment refunded, a Startline extension)',
    },
  ];
}

/** One ignored row per event: nothing happens, whatever was out stays out. */
function ignoredIn(state: string, events: readonly string[], when: string, spec: string): Row[] {
  return events.map((event) => ({
    state,
    event,
    when,
    ignored: true as const,
    does: 'nothing',
    expect: unchanged,
    spec,
  }));
}

const PAYMENT_EVENTS = ['PAYMENT.SUCCEEDED', 'PAYMENT.FAILED', 'PAYMENT.DISMISSED'] as const;
const NO_CHECKOUT = 'always: no checkout is open to report it';

// The SPEC table, for QA: for each state and each press, answer or timer, under which condition, where
// the step goes and what the person sees. The conditions are written from the SPEC (a verified status,
// the server's reason), not from the machine's guards, which each row only names. table-replay.ts
// holds the machine to it: a transition the machine gains or loses fails until this table says so.
export const paymentCheckoutTable: SpecTable<PaymentCheckoutContext, PaymentCheckoutInput> = {
  flow: 'payment-checkout',
  initial: 'resuming',
  enters: { awaitingBank: 'awaitingBank.waiting' },
  // A reload during payment asks first how the order the page had opened ended; otherwise the
  // provider's checkout script loads.
  start: (input) => ({
    context: {
      subEventUuid: input.subEventUuid,
      details: null,
      order: null,
      proof: null,
      providerOrderId: input.earlierProviderOrderId,
      errorMessage: null,
      bankPollMs: FIRST_POLL_MS,
    },
    calls: input.earlierProviderOrderId === null ? [gatewayCall] : [verifyCall(input.earlierProviderOrderId, null)],
  }),
  screens: {
    checkingEarlierPayment: [{ role: 'status', name: 'Confirming your payment...' }],
    loadingGateway: [{ role: 'button', name: 'Pay' }],
    gatewayFailed: [
      { role: 'alert', name: TEXT.initFailed },
      { role: 'button', name: 'Try Again' },
    ],
    ready: [{ role: 'button', name: 'Pay' }],
    verifying: [{ role: 'status', name: 'Confirming your payment...' }],
    'awaitingBank.waiting': [
      { role: 'status', name: 'Payment is being confirmed by your bank' },
      { role: 'button', name: 'Check now' },
    ],
    'awaitingBank.checking': [{ role: 'status', name: 'Payment is being confirmed by your bank' }],
    bankDeclined: [
      { role: 'alert', name: TEXT.bankDeclined },
      { role: 'link', name: 'Book again' },
    ],
    verificationFailed: [
      { role: 'alert', name: TEXT.verificationFailed },
      { role: 'button', name: 'Check payment status' },
    ],
    refunded: [{ role: 'link', name: 'Book again' }],
  },
  rows: [
    {
      state: 'resuming',
      event: ALWAYS,
      when: 'the page was reloaded while a checkout it had opened was open (it kept the provider order)',
      holds: ({ before }) => before.providerOrderId !== null,
      guard: 'hasEarlierCheckout',
      to: 'checkingEarlierPayment',
      does: "'Confirming your payment...': how that order ended is asked first",
      spec: '§7 the client verifies through the payment status call',
    },
    {
      state: 'resuming',
      event: ALWAYS,
      when: 'otherwise (a first visit)',
      to: 'loadingGateway',
      does: "the provider's checkout script loads; Pay is shown",
      spec: "§7 the provider's checkout script is loaded from the provider's site",
    },
    ...settledAnswers('checkingEarlierPayment', 'paid', 'refunded'),
    {
      state: 'checkingEarlierPayment',
      event: 'xstate.done.actor.verifyPayment',
      when: "the verified status is 'pending' (the bank is still confirming it)",
      holds: saysStatus('pending'),
      guard: 'isAwaitingBank',
      to: 'awaitingBank',
      does: "'Payment is being confirmed by your bank': waited for, never paid a second time; asked again in 3 s",
      expect: ({ before }) => ({ context: { bankPollMs: FIRST_POLL_MS, providerOrderId: before.providerOrderId } }),
      spec: 'issue 28 item 7: a pending payment is neither a success nor a failure',
    },
    {
      state: 'checkingEarlierPayment',
      event: 'xstate.done.actor.verifyPayment',
      when: 'otherwise (the earlier order was not paid: created, failed)',
      to: 'loadingGateway',
      does: 'the earlier checkout is forgotten quietly, the script loads and the person may simply pay',
      expect: () => ({
        calls: [gatewayCall],
        emitted: [{ type: 'checkoutSettled' }],
        context: { providerOrderId: null, order: null, proof: null },
      }),
      spec: '§4 Booking flow: then pay',
    },
    {
      state: 'checkingEarlierPayment',
      event: 'xstate.error.actor.verifyPayment',
      when: 'always (no answer)',
      to: 'loadingGateway',
      does: 'the earlier checkout is forgotten quietly, the script loads and the person may simply pay',
      expect: () => ({
        calls: [gatewayCall],
        emitted: [{ type: 'checkoutSettled' }],
        context: { providerOrderId: null, order: null, proof: null },
      }),
      spec: '§4 Booking flow: then pay',
    },
    ...ignoredIn('checkingEarlierPayment', ['PAY', 'RETRY', ...PAYMENT_EVENTS], 'always: Pay is not offered yet', '§4'),
    {
      state: 'loadingGateway',
      event: 'PAY',
      when: 'always (the script is still loading)',
      does: "'Payment gateway is still loading. Please wait a moment and try again.'; no order is created",
      expect: (facts) => ({ ...unchanged(facts), emitted: [notify('info', TEXT.gatewayLoading)] }),
      spec: "§8 Order and payment: 'Payment gateway is still loading. Please wait a moment and try again.'",
    },
    {
      state: 'loadingGateway',
      event: 'xstate.done.actor.loadGateway',
      when: 'always',
      to: 'ready',
      does: "'Pay ₹…' can be pressed",
      spec: '§7',
    },
    {
      state: 'loadingGateway',
      event: 'xstate.error.actor.loadGateway',
      when: 'always',
      to: 'gatewayFailed',
      does: "'Failed to initialize payment. Please try again.' and Try Again",
      expect: () => ({ context: { errorMessage: TEXT.initFailed } }),
      spec: "§8 Order and payment: 'Failed to initialize payment. Please try again.'",
    },
    ...ignoredIn('loadingGateway', ['RETRY', ...PAYMENT_EVENTS], NO_CHECKOUT, '§7'),
    {
      state: 'gatewayFailed',
      event: 'RETRY',
      when: 'always (Try Again)',
      to: 'loadingGateway',
      does: 'the message goes and the script is loaded again',
      expect: () => ({ calls: [gatewayCall], context: { errorMessage: null } }),
      spec: '§8',
    },
    ...ignoredIn('gatewayFailed', ['PAY', ...PAYMENT_EVENTS], 'always: there is no Pay, only Try Again', '§8'),
    {
      state: 'ready',
      event: 'PAY',
      when: 'always',
      to: 'creatingOrder',
      does: "'Processing payment...' on the busy Pay; the order is created with the applied promo code (or none)",
      expect: ({ event }) => {
        const details = {
          eventTitle: event.eventTitle,
          prefill: event.prefill,
          timeoutSeconds: event.timeoutSeconds,
          promoCode: event.promoCode,
        } as PayDetails;
        return { calls: [createCall(details)], context: { details, errorMessage: null } };
      },
      spec: '§7 POST /orders/create; issue 28 item 6 (the server checks the code again)',
    },
    ...ignoredIn('ready', ['RETRY', ...PAYMENT_EVENTS], NO_CHECKOUT, '§7'),
    {
      state: 'creatingOrder',
      event: 'xstate.done.actor.createOrder',
      when: 'the order is already paid (its total is zero)',
      holds: ({ event }) => (event.output as CreatedOrder).kind === 'alreadyPaid',
      guard: 'isAlreadyPaid',
      to: 'paid',
      does: "no checkout: 'Payment successful! Registration completed.', then My Events",
      expect: () => PAID,
      spec: '§4 Booking flow, §8 success toasts',
    },
    {
      state: 'creatingOrder',
      event: 'xstate.done.actor.createOrder',
      when: 'otherwise (a provider order to pay)',
      to: 'checkoutOpen',
      does: "the provider's checkout opens over the page; the page keeps the provider order in case of a reload",
      expect: ({ event, before }) => {
        const order = event.output as ProviderOrder;
        return {
          calls: [openCall(order, before.details)],
          emitted: [{ type: 'checkoutOpened', providerOrderId: order.providerOrderId }],
          context: { order, providerOrderId: order.providerOrderId, proof: null, errorMessage: null },
        };
      },
      spec: '§7 the checkout opens with key, amount, currency, order id, ...',
    },
    {
      state: 'creatingOrder',
      event: 'xstate.error.actor.createOrder',
      when: 'always',
      to: 'ready',
      does: "the server's message, or 'Failed to create order'; Pay again",
      expect: ({ event }) => {
        const { error } = event;
        const text =
          error instanceof CheckoutCallError && error.serverMessage ? error.serverMessage : TEXT.createFailed;
        return { emitted: [notify('error', text)] };
      },
      spec: "§8 Order and payment: 'Failed to create order'; §8 the server's error field wins",
    },
    ...ignoredIn(
      'creatingOrder',
      ['PAY', 'RETRY', ...PAYMENT_EVENTS],
      'always: a second press while the order is created creates nothing',
      '§4 a double click never pays twice',
    ),
    {
      state: 'checkoutOpen',
      event: 'PAYMENT.SUCCEEDED',
      when: 'always (the provider reports completion)',
      to: 'verifying',
      does: "'Confirming your payment...': the payment is verified through the status call, with the provider's proof",
      expect: ({ event, before }) => ({
        calls: [verifyCall(before.providerOrderId, { paymentId: event.paymentId, signature: event.signature })],
      }),
      spec: '§7 after the provider reports completion, the client verifies through the payment status call',
    },
    {
      state: 'checkoutOpen',
      event: 'PAYMENT.FAILED',
      when: 'always (an attempt failed)',
      does: "the provider's reason, or 'Payment failed. Please try again.'; the checkout stays open for another try",
      expect: (facts) => ({
        ...unchanged(facts),
        emitted: [notify('error', (facts.event.description as string | null)?.trim() || TEXT.paymentFailed)],
      }),
      spec: "§7; the provider's own checkout keeps a failed attempt open",
    },
    {
      state: 'checkoutOpen',
      event: 'PAYMENT.DISMISSED',
      when: 'always (the checkout was closed)',
      to: 'ready',
      does: "'Payment was cancelled'; Pay again",
      expect: () => ({ emitted: [notify('info', TEXT.cancelled), { type: 'checkoutSettled' }] }),
      spec: "§4 Booking flow: dismissing the checkout shows 'Payment was cancelled'",
    },
    ...ignoredIn('checkoutOpen', ['PAY', 'RETRY'], "always: the provider's checkout is over the page", '§7'),
    ...settledAnswers('verifying', 'paid', 'refunded'),
    {
      state: 'verifying',
      event: 'xstate.done.actor.verifyPayment',
      when: "the verified status is 'pending' (the bank is still confirming it)",
      holds: saysStatus('pending'),
      guard: 'isAwaitingBank',
      to: 'awaitingBank',
      does: "'Payment is being confirmed by your bank', not a failure; asked again in 3 s",
      expect: () => ({ context: { bankPollMs: FIRST_POLL_MS } }),
      spec: 'issue 28 item 7',
    },
    {
      state: 'verifying',
      event: 'xstate.done.actor.verifyPayment',
      when: 'otherwise (a real mismatch: neither paid, refunded nor pending)',
      to: 'verificationFailed',
      does: "'Payment verification failed. Please contact support.' in a toast and on the page",
      expect: () => ({
        emitted: [notify('error', TEXT.verificationFailed)],
        context: { errorMessage: TEXT.verificationFailed },
      }),
      spec: '§8 Order and payment; issue 28 item 7: kept for a real mismatch only',
    },
    {
      state: 'verifying',
      event: 'xstate.error.actor.verifyPayment',
      when: 'always (no answer)',
      to: 'verificationFailed',
      does: "'Payment verification failed. Please contact support.' in a toast and on the page",
      expect: () => ({
        emitted: [notify('error', TEXT.verificationFailed)],
        context: { errorMessage: TEXT.verificationFailed },
      }),
      spec: '§8 Order and payment',
    },
    ...ignoredIn('verifying', ['PAY', 'RETRY', ...PAYMENT_EVENTS], 'always: the status is being asked', '§7'),
    {
      state: 'awaitingBank.waiting',
      event: 'RETRY',
      when: 'always (Check now)',
      to: 'awaitingBank.checking',
      does: 'the status is asked at once',
      expect: ({ before }) => ({ calls: [verifyCall(before.providerOrderId, before.proof)] }),
      spec: 'issue 28 item 7',
    },
    {
      state: 'awaitingBank.waiting',
      event: BANK_POLL,
      when: 'always (3 s, then twice as long each time, at most 30 s)',
      to: 'awaitingBank.checking',
      does: 'the status is asked again; Check now waits',
      expect: ({ before }) => ({ calls: [verifyCall(before.providerOrderId, before.proof)] }),
      spec: 'issue 28 item 7: polling with backoff',
    },
    ...settledAnswers('awaitingBank.checking', 'paid', 'refunded'),
    {
      state: 'awaitingBank.checking',
      event: 'xstate.done.actor.verifyPayment',
      when: "the verified status is still 'pending'",
      holds: saysStatus('pending'),
      guard: 'isAwaitingBank',
      to: 'awaitingBank.waiting',
      does: 'waits twice as long before asking again, at most 30 s',
      expect: ({ before }) => ({ context: { bankPollMs: Math.min(before.bankPollMs * 2, LONGEST_POLL_MS) } }),
      spec: 'issue 28 item 7: polling with backoff',
    },
    {
      state: 'awaitingBank.checking',
      event: 'xstate.done.actor.verifyPayment',
      when: 'otherwise (the bank said no: failed, created)',
      to: 'bankDeclined',
      does: "'Your bank did not confirm the payment. No money was taken, and your held places were released.' and Book again",
      expect: () => ({
        emitted: [notify('error', TEXT.bankDeclined), { type: 'checkoutSettled' }],
        context: { errorMessage: TEXT.bankDeclined },
        output: undefined,
      }),
      spec: 'issue 28 item 7: it ends in paid, or failed with the places released and no money kept',
    },
    {
      state: 'awaitingBank.checking',
      event: 'xstate.error.actor.verifyPayment',
      when: 'always (no answer: a weak network is not a no)',
      to: 'awaitingBank.waiting',
      does: 'waits twice as long before asking again, at most 30 s',
      expect: ({ before }) => ({ context: { bankPollMs: Math.min(before.bankPollMs * 2, LONGEST_POLL_MS) } }),
      spec: 'issue 28 item 7',
    },
    ...ignoredIn(
      'awaitingBank',
      ['PAY', ...PAYMENT_EVENTS],
      'always: there is no Pay while the bank confirms (a second payment could charge twice)',
      'issue 28 item 7: the places held until the final answer',
    ),
    ...ignoredIn('awaitingBank.checking', ['RETRY'], 'always: Check now waits while the status is asked', 'issue 28'),
    {
      state: 'verificationFailed',
      event: 'RETRY',
      when: 'always (Check payment status)',
      to: 'verifying',
      does: 'the message goes; the status is asked again with the same proof',
      expect: ({ before }) => ({
        calls: [verifyCall(before.providerOrderId, before.proof)],
        context: { errorMessage: null },
      }),
      spec: '§7 the payment status call',
    },
    {
      state: 'verificationFailed',
      event: 'PAY',
      when: 'always (pay afresh)',
      to: 'loadingGateway',
      does: 'the earlier checkout is forgotten and the message goes; Pay once the script is there',
      expect: () => ({
        calls: [gatewayCall],
        emitted: [{ type: 'checkoutSettled' }],
        context: { providerOrderId: null, order: null, proof: null, errorMessage: null },
      }),
      spec: '§4 Booking flow',
    },
    ...ignoredIn('verificationFailed', PAYMENT_EVENTS, NO_CHECKOUT, '§7'),
  ],
};

/**
 * A dozen states, the backoff's five waits and whose order: a couple of hundred vertices; the longest
 * path pays, waits for the bank five times and ends (about 16 events).
 */
export const PAYMENT_CHECKOUT_BUDGET: GraphBudget = { states: 400, depth: 20 };

const BROWSER_EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.loadGateway', output: undefined },
  { type: 'xstate.error.actor.loadGateway', error: new Error('script blocked') },
  { type: 'PAY', ...DETAILS },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.createOrder', output: PROVIDER_ORDER },
  { type: 'xstate.done.actor.createOrder', output: { kind: 'alreadyPaid', orderUuid: PROVIDER_ORDER.orderUuid } },
  { type: 'xstate.error.actor.createOrder', error: new CheckoutCallError(EXPIRED) },
  { type: 'xstate.error.actor.createOrder', error: new CheckoutCallError(null) },
  { type: 'PAYMENT.SUCCEEDED', paymentId: 'pay_1', signature: 'f'.repeat(64) },
  { type: 'PAYMENT.FAILED', description: 'Your card was declined.' },
  { type: 'PAYMENT.FAILED', description: null },
  { type: 'PAYMENT.DISMISSED' },
  { type: 'xstate.done.actor.verifyPayment', output: { status: 'paid', refundReason: null } },
  { type: 'xstate.done.actor.verifyPayment', output: { status: 'created', refundReason: null } },
  { type: 'xstate.done.actor.verifyPayment', output: { status: 'pending', refundReason: null } },
  { type: 'xstate.done.actor.verifyPayment', output: { status: 'failed', refundReason: null } },
  { type: BANK_POLL },
  { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason: REFUND_REASON } },
  { type: 'xstate.error.actor.verifyPayment', error: new CheckoutCallError(null) },
];

export const paymentCheckoutModel: FlowModel<PaymentCheckoutMachine, PaymentCheckoutInput> = {
  flow: 'payment-checkout',
  machine: paymentCheckoutMachine,
  inputs: {
    'a first visit': { subEventUuid: SUB_EVENT_UUID, earlierProviderOrderId: null },
    'a reload during payment': { subEventUuid: SUB_EVENT_UUID, earlierProviderOrderId: 'order_P1' },
  },
  events: BROWSER_EVENTS,
  project: (snapshot: AnyMachineSnapshot) => {
    const { providerOrderId, errorMessage, details, proof, bankPollMs } = snapshot.context as PaymentCheckoutContext;
    return {
      value: snapshot.value,
      providerOrderId,
      errorMessage,
      details: details !== null,
      proof: proof !== null,
      bankPollMs,
    };
  },
  promiseActors: ['loadGateway', 'createOrder', 'verifyPayment'],
  callbackActors: ['openCheckout'],
  // The machine's own backoff: the table holds bankPollMs to issue 28's 3 s, doubled, at most 30 s.
  delays: { bankPoll: (context) => context.bankPollMs },
  expect: expectationFromTable(paymentCheckoutTable),
};

/**
 * vitest's model: also Pay without a promo code, a refund with no reason or a blank one (and the other
 * refund reason), a blank failure description, and failures that are not the server's refusal (their
 * `serverMessage` must not be shown). The projection leaves out the error text: every event is sent
 * in every reached state anyway.
 */
export const paymentCheckoutTableModel: FlowModel<PaymentCheckoutMachine, PaymentCheckoutInput> = {
  ...paymentCheckoutModel,
  events: [
    ...BROWSER_EVENTS,
    { type: 'PAY', ...DETAILS, promoCode: null },
    { type: 'PAYMENT.FAILED', description: '   ' },
    { type: 'xstate.error.actor.createOrder', error: new CheckoutCallError('') },
    {
      type: 'xstate.error.actor.createOrder',
      error: Object.assign(new Error('socket hang up'), { serverMessage: 'ECONNRESET' }),
    },
    { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason: null } },
    { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason: '  ' } },
    { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason: ORDER_CHANGED } },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { providerOrderId, details, proof, bankPollMs } = snapshot.context as PaymentCheckoutContext;
    return { value: snapshot.value, providerOrderId, details: details !== null, proof: proof !== null, bankPollMs };
  },
};
