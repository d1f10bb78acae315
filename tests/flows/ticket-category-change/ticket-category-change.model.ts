// The change-category dialog's model (issue 28 item 3), written by hand: the categories asked for and
// shown before anything happens, a refusal or no answer with Try Again, Keep category, a cheaper move
// made at once, a dearer one through the checkout (dismissed, failed, paid, or with the bank still
// confirming and asked again with backoff, or no answer), and Close after it is done.
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketCategoryChangeMachine,
  type TicketCategoryChangeMachine,
} from '../../../machines/ticket-category-change/ticket-category-change.machine';
import {
  CategoryChangeRefusedError,
  type CategoryChangeInput,
  type CategoryChangeOutcome,
  type CategoryChangeQuote,
  type TicketCategoryChangeContext,
} from '../../../machines/ticket-category-change/ticket-category-change.types';
import type { ProviderOrder } from '../../../machines/payment-checkout/payment-checkout.types';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
const INPUT: CategoryChangeInput = {
  participantUuid: PARTICIPANT_UUID,
  attendeeName: 'Asha Rao',
  eventTitle: 'Mumbai Monsoon Half Marathon',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
};
const QUOTE: CategoryChangeQuote = {
  currentCategory: '10K',
  currentPricePaise: 119_900,
  options: [
    { category: '5K', pricePaise: 79_900, kind: 'refund', amountPaise: 47_200, charges: null },
    {
      category: '21.1K',
      pricePaise: 179_900,
      kind: 'pay',
      amountPaise: 72_470,
      charges: { entryFeePaise: 60_000, gstPaise: 10_800, conveniencePaise: 1_416, convenienceGstPaise: 254 },
    },
  ],
};
const ORDER: ProviderOrder = {
  kind: 'checkout',
  orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c09',
  providerOrderId: 'order_C1',
  keyId: 'rzp_test_sandbox',
  amountPaise: 72_470,
  currency: 'INR',
  checkoutToken: null,
};
const MADE: CategoryChangeOutcome = {
  kind: 'made',
  toCategory: '5K',
  refundAmountPaise: 47_200,
  refundStatus: 'processed',
  creditNoteNumber: 'CN/26-27/000004',
  orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
};
const CHECKOUT: CategoryChangeOutcome = { kind: 'checkout', toCategory: '21.1K', order: ORDER };
const CLOSED = 'Category changes for this event closed on 05 Jan 2031, 10:30 AM';
const PROOF = { paymentId: 'pay_C1', signature: 'f'.repeat(64) };
const BANK_POLL = 'xstate.after.bankPoll.ticketCategoryChange.awaitingBank.waiting';
const FIRST_POLL_MS = 3000;
const LONGEST_POLL_MS = 30_000;
const REFUND_REASON = 'This order changed after you opened the payment page, so the payment has been refunded.';

const quoteCall = { id: 'quoteCategoryChange', input: { participantUuid: PARTICIPANT_UUID } };
const changeCall = (category: string) => ({
  id: 'changeCategory',
  input: { participantUuid: PARTICIPANT_UUID, category },
});
const openCall = {
  id: 'openCheckout',
  input: { order: ORDER, eventTitle: INPUT.eventTitle, prefill: INPUT.prefill, timeoutSeconds: 900, promoCode: null },
};
const verifyCall = { id: 'verifyPayment', input: { providerOrderId: 'order_C1', proof: PROOF } };
const verified = (status: string, refundReason: string | null = null): ModelEvent => ({
  type: 'xstate.done.actor.verifyPayment',
  output: { status, refundReason },
});
const statusOf = (event: ModelEvent): string | null =>
  event.type === 'xstate.done.actor.verifyPayment' ? (event.output as { status: string }).status : null;

export const ticketCategoryChangeModel: FlowModel<TicketCategoryChangeMachine, CategoryChangeInput> = {
  flow: 'ticket-category-change',
  machine: ticketCategoryChangeMachine,
  inputs: { 'a paid ticket': INPUT },
  events: [
    { type: 'xstate.done.actor.quoteCategoryChange', output: QUOTE },
    { type: 'xstate.error.actor.quoteCategoryChange', error: new CategoryChangeRefusedError(CLOSED) },
    { type: 'xstate.error.actor.quoteCategoryChange', error: new Error('network down') },
    { type: 'CATEGORY.SELECT', category: '5K' },
    { type: 'CATEGORY.SELECT', category: '21.1K' },
    { type: 'CATEGORY.CONFIRM' },
    { type: 'CATEGORY.CLOSE' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.changeCategory', output: MADE },
    { type: 'xstate.done.actor.changeCategory', output: CHECKOUT },
    { type: 'xstate.error.actor.changeCategory', error: new CategoryChangeRefusedError(CLOSED) },
    { type: 'xstate.error.actor.changeCategory', error: new Error('network down') },
    { type: 'xstate.done.actor.loadGateway', output: undefined },
    { type: 'xstate.error.actor.loadGateway', error: new Error('script blocked') },
    { type: 'PAYMENT.SUCCEEDED', ...PROOF },
    { type: 'PAYMENT.FAILED', description: 'Your card was declined.' },
    { type: 'PAYMENT.DISMISSED' },
    verified('paid'),
    verified('pending'),
    verified('refunded', REFUND_REASON),
    { type: 'xstate.error.actor.verifyPayment', error: new Error('network down') },
    { type: BANK_POLL },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { quote, selected, outcome, errorMessage, proof, bankPollMs } =
      snapshot.context as TicketCategoryChangeContext;
    return {
      value: snapshot.value,
      quote: quote !== null,
      selected,
      outcome: outcome?.kind ?? null,
      proof: proof !== null,
      errorMessage,
      bankPollMs,
    };
  },
  promiseActors: ['quoteCategoryChange', 'changeCategory', 'loadGateway', 'verifyPayment'],
  callbackActors: ['openCheckout'],
  delays: { bankPoll: (context) => context.bankPollMs },
  expect: ({ event, before, from, callsBefore }): StepExpectation => {
    // Nothing moves until the categories and their money are on the screen: the first call only asks.
    if (before === null) {
      return { calls: [quoteCall], context: { quote: null, selected: null, outcome: null, bankPollMs: FIRST_POLL_MS } };
    }
    const state =
      typeof from === 'string' ? from : Object.entries(from as Record<string, string>).map((pair) => pair.join('.'))[0];
    const ignored: StepExpectation = { calls: callsBefore };
    switch (state) {
      case 'quoting':
        if (event.type === 'xstate.done.actor.quoteCategoryChange') {
          return { context: { quote: QUOTE, selected: null, errorMessage: null } };
        }
        if (event.type === 'xstate.error.actor.quoteCategoryChange') {
          const refused = event.error instanceof CategoryChangeRefusedError;
          return { context: { errorMessage: refused ? CLOSED : 'Could not load the categories. Please try again.' } };
        }
        if (event.type === 'CATEGORY.CLOSE') return { output: { changed: false } };
        return ignored;
      case 'quoteFailed':
        if (event.type === 'RETRY') return { calls: [quoteCall] };
        return { output: { changed: false } };
      case 'choosing':
        if (event.type === 'CATEGORY.SELECT') return { context: { selected: event.category, errorMessage: null } };
        // Confirm is only heard once a category is picked (the guard): then the server is asked.
        if (event.type === 'CATEGORY.CONFIRM') return { calls: [changeCall(before.selected ?? '')] };
        // Keep category: nothing was asked of the server but the quote (or an order left unpaid).
        return { output: { changed: before.outcome !== null } };
      case 'changing':
        if (event.type === 'xstate.done.actor.changeCategory') {
          const outcome = event.output as CategoryChangeOutcome;
          // A dearer category: the checkout's script loads, then the checkout opens for the difference.
          return outcome.kind === 'made'
            ? { context: { outcome: MADE, errorMessage: null } }
            : { calls: [{ id: 'loadGateway' }], context: { outcome: CHECKOUT, errorMessage: null } };
        }
        if (event.type === 'xstate.error.actor.changeCategory') {
          const refused = event.error instanceof CategoryChangeRefusedError;
          return {
            context: {
              outcome: null,
              quote: QUOTE,
              errorMessage: refused ? CLOSED : 'Could not change the category. Please try again.',
            },
          };
        }
        return ignored;
      case 'paying.loadingGateway':
        if (event.type === 'xstate.done.actor.loadGateway') return { calls: [openCall] };
        if (event.type === 'xstate.error.actor.loadGateway') {
          return { context: { outcome: null, errorMessage: 'Could not change the category. Please try again.' } };
        }
        return ignored;
      case 'paying.checkoutOpen':
        if (event.type === 'PAYMENT.SUCCEEDED') {
          return { calls: [verifyCall], context: { proof: PROOF, bankPollMs: FIRST_POLL_MS } };
        }
        // Like the provider's own checkout, a failed attempt leaves it open for another try.
        if (event.type === 'PAYMENT.FAILED') {
          return { calls: callsBefore, context: { errorMessage: 'Your card was declined.' } };
        }
        if (event.type === 'PAYMENT.DISMISSED') {
          return { context: { outcome: null, errorMessage: 'Payment cancelled. The category stays as booked.' } };
        }
        return ignored;
      case 'verifying':
        if (statusOf(event) === 'paid') return { context: { outcome: CHECKOUT } };
        // Not a failure: 'Payment is being confirmed by your bank', and the first question in 3 s.
        if (statusOf(event) === 'pending') return { context: { bankPollMs: FIRST_POLL_MS } };
        // Paid after the ticket moved another way: refunded by the server, and the page says why.
        if (statusOf(event) === 'refunded') {
          return { context: { outcome: null, proof: null, errorMessage: REFUND_REASON } };
        }
        if (event.type === 'xstate.error.actor.verifyPayment') {
          return {
            context: {
              errorMessage: 'Could not confirm the payment. The category stays as booked until it is confirmed.',
            },
          };
        }
        return ignored;
      case 'verifyFailed':
        if (event.type === 'RETRY') return { calls: [verifyCall] };
        // Closing reloads the list: the payment may have gone through meanwhile.
        return { output: { changed: true } };
      case 'awaitingBank.waiting':
        if (event.type === BANK_POLL || event.type === 'RETRY') return { calls: [verifyCall] };
        if (event.type === 'CATEGORY.CLOSE') return { output: { changed: true } };
        return ignored;
      case 'awaitingBank.checking': {
        if (event.type === 'CATEGORY.CLOSE') return { output: { changed: true } };
        const status = statusOf(event);
        if (status === 'paid') return { context: { outcome: CHECKOUT } };
        if (status === 'pending' || event.type === 'xstate.error.actor.verifyPayment') {
          return { context: { bankPollMs: Math.min(before.bankPollMs * 2, LONGEST_POLL_MS) } };
        }
        if (status === 'refunded') return { context: { outcome: null, errorMessage: REFUND_REASON } };
        return ignored;
      }
      case 'changed':
        return { output: { changed: true } };
      default:
        throw new Error(`the ticket-category-change model has no expectation from ${JSON.stringify(from)}`);
    }
  },
};
