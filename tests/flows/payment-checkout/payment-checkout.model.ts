// The payment checkout's model (SPEC §4 Booking flow, §7 Card payment checkout, §8 Order and payment),
// written by hand: dismissal, failure, verification failure, create failure, retry, a double click, a
// reload during payment, and a payment the bank is still confirming (polled with backoff, issue 28).
import type { AnyMachineSnapshot } from 'xstate';
import { paymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import type { PaymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import {
  CheckoutCallError,
  type PaymentCheckoutContext,
  type PaymentCheckoutInput,
  type ProviderOrder,
} from '../../../machines/payment-checkout/payment-checkout.types';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
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
const BANK_DECLINED = 'Your bank did not confirm the payment. No money was taken, and your held places were released.';
export const BANK_POLL = 'xstate.after.bankPoll.paymentCheckout.awaitingBank.waiting';
/** SPEC of the backoff: 3 s, then twice as long each time, at most 30 s. */
const FIRST_POLL_MS = 3000;
const LONGEST_POLL_MS = 30_000;

const gatewayCall = { id: 'loadGateway' };
const createCall = { id: 'createOrder', input: { subEventUuid: SUB_EVENT_UUID, promoCode: 'RUN10' } };
const openCall = { id: 'openCheckout', input: { order: PROVIDER_ORDER, ...DETAILS } };
const verifyCall = (providerOrderId: string, proof: unknown) => ({
  id: 'verifyPayment',
  input: { providerOrderId, proof },
});
const PAID_EFFECTS = [
  { type: 'checkoutSettled' },
  notify('success', 'Payment successful! Registration completed.'),
  leave('/my-events'),
];
const verified = (status: string): ModelEvent => ({
  type: 'xstate.done.actor.verifyPayment',
  output: { status, refundReason: null },
});
const statusOf = (event: ModelEvent): string | null =>
  event.type === 'xstate.done.actor.verifyPayment' ? (event.output as { status: string }).status : null;
const REFUND_REASON = 'Your held places were released before the payment completed, so the payment has been refunded.';
const isRefund = (event: ModelEvent) =>
  event.type === 'xstate.done.actor.verifyPayment' && (event.output as { status: string }).status === 'refunded';
/** A payment that came too late and found the event full was refunded: the page says why (issue 9). */
const REFUNDED: StepExpectation = {
  emitted: [notify('error', REFUND_REASON), { type: 'checkoutSettled' }],
  context: { errorMessage: REFUND_REASON },
};

export const paymentCheckoutModel: FlowModel<PaymentCheckoutMachine, PaymentCheckoutInput> = {
  flow: 'payment-checkout',
  machine: paymentCheckoutMachine,
  inputs: {
    'a first visit': { subEventUuid: SUB_EVENT_UUID, earlierProviderOrderId: null },
    'a reload during payment': { subEventUuid: SUB_EVENT_UUID, earlierProviderOrderId: 'order_P1' },
  },
  events: [
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
    verified('paid'),
    verified('created'),
    verified('pending'),
    verified('failed'),
    { type: BANK_POLL },
    { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason: REFUND_REASON } },
    { type: 'xstate.error.actor.verifyPayment', error: new CheckoutCallError(null) },
  ],
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
  delays: { bankPoll: (context) => context.bankPollMs },
  expect: ({ event, before, input, callsBefore, from }): StepExpectation => {
    if (before === null) {
      return input.earlierProviderOrderId
        ? {
            calls: [verifyCall(input.earlierProviderOrderId, null)],
            context: { providerOrderId: 'order_P1', bankPollMs: FIRST_POLL_MS },
          }
        : { calls: [gatewayCall], context: { bankPollMs: FIRST_POLL_MS } };
    }
    const state = typeof from === 'string' ? from : `awaitingBank.${(from as { awaitingBank: string }).awaitingBank}`;
    const ignored: StepExpectation = { calls: callsBefore };
    switch (state) {
      case 'checkingEarlierPayment':
        if (isRefund(event)) return REFUNDED;
        if (
          event.type === 'xstate.done.actor.verifyPayment' &&
          (event.output as { status: string }).status === 'paid'
        ) {
          return { emitted: PAID_EFFECTS };
        }
        // A payment the bank is still confirming is waited for, never forgotten: no second payment.
        if (statusOf(event) === 'pending') return {};
        if (event.type === 'xstate.done.actor.verifyPayment' || event.type === 'xstate.error.actor.verifyPayment') {
          // An unpaid earlier checkout is forgotten quietly: the person may simply pay.
          return { calls: [gatewayCall], emitted: [{ type: 'checkoutSettled' }], context: { providerOrderId: null } };
        }
        return ignored;
      case 'loadingGateway':
        if (event.type === 'xstate.done.actor.loadGateway') return {};
        if (event.type === 'xstate.error.actor.loadGateway') {
          return { context: { errorMessage: 'Failed to initialize payment. Please try again.' } };
        }
        if (event.type === 'PAY') {
          return {
            calls: callsBefore,
            emitted: [notify('info', 'Payment gateway is still loading. Please wait a moment and try again.')],
          };
        }
        return ignored;
      case 'gatewayFailed':
        return event.type === 'RETRY' ? { calls: [gatewayCall], context: { errorMessage: null } } : ignored;
      case 'ready':
        return event.type === 'PAY'
          ? { calls: [createCall], context: { details: DETAILS, errorMessage: null } }
          : ignored;
      case 'creatingOrder':
        if (event.type === 'xstate.done.actor.createOrder') {
          if ((event.output as { kind: string }).kind === 'alreadyPaid') return { emitted: PAID_EFFECTS };
          return {
            calls: [openCall],
            emitted: [{ type: 'checkoutOpened', providerOrderId: 'order_N1' }],
            context: { providerOrderId: 'order_N1', order: PROVIDER_ORDER },
          };
        }
        if (event.type === 'xstate.error.actor.createOrder') {
          const serverMessage = (event.error as CheckoutCallError).serverMessage;
          return { emitted: [notify('error', serverMessage ?? 'Failed to create order')] };
        }
        // A second press while the order is being created creates nothing.
        return ignored;
      case 'checkoutOpen':
        if (event.type === 'PAYMENT.SUCCEEDED') {
          return { calls: [verifyCall('order_N1', { paymentId: 'pay_1', signature: 'f'.repeat(64) })] };
        }
        if (event.type === 'PAYMENT.FAILED') {
          return {
            calls: callsBefore,
            emitted: [notify('error', (event.description as string | null) ?? 'Payment failed. Please try again.')],
          };
        }
        if (event.type === 'PAYMENT.DISMISSED') {
          return { emitted: [notify('info', 'Payment was cancelled'), { type: 'checkoutSettled' }] };
        }
        return ignored;
      case 'verifying':
        if (isRefund(event)) return REFUNDED;
        if (
          event.type === 'xstate.done.actor.verifyPayment' &&
          (event.output as { status: string }).status === 'paid'
        ) {
          return { emitted: PAID_EFFECTS };
        }
        // Not a failure: 'Payment is being confirmed by your bank', and the first question in 3 s.
        if (statusOf(event) === 'pending') return {};
        // Only a real mismatch (not paid, not pending, or no answer) is a verification failure.
        if (event.type === 'xstate.done.actor.verifyPayment' || event.type === 'xstate.error.actor.verifyPayment') {
          return {
            emitted: [notify('error', 'Payment verification failed. Please contact support.')],
            context: { errorMessage: 'Payment verification failed. Please contact support.' },
          };
        }
        return ignored;
      case 'verificationFailed':
        if (event.type === 'RETRY') {
          return { calls: [verifyCall(before.providerOrderId ?? '', before.proof)], context: { errorMessage: null } };
        }
        if (event.type === 'PAY') {
          return {
            calls: [gatewayCall],
            emitted: [{ type: 'checkoutSettled' }],
            context: { providerOrderId: null, errorMessage: null },
          };
        }
        return ignored;
      case 'awaitingBank.waiting':
        // The backoff's timer, or Check now: the status is asked again.
        if (event.type === BANK_POLL || event.type === 'RETRY') {
          return { calls: [verifyCall(before.providerOrderId ?? '', before.proof)] };
        }
        // There is no Pay while the bank confirms: a second payment could charge twice.
        return ignored;
      case 'awaitingBank.checking': {
        if (isRefund(event)) return REFUNDED;
        const status = statusOf(event);
        if (status === 'paid') return { emitted: PAID_EFFECTS };
        // Still pending, or no answer on a weak network: wait twice as long, at most 30 s.
        if (status === 'pending' || event.type === 'xstate.error.actor.verifyPayment') {
          return { context: { bankPollMs: Math.min(before.bankPollMs * 2, LONGEST_POLL_MS) } };
        }
        if (status !== null) {
          return {
            emitted: [notify('error', BANK_DECLINED), { type: 'checkoutSettled' }],
            context: { errorMessage: BANK_DECLINED },
          };
        }
        return ignored;
      }
      default:
        throw new Error(`the payment-checkout model has no expectation from ${state}`);
    }
  },
};
