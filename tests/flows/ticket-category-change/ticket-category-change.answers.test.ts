// The change-category dialog's answers at their edges, on a real actor (issue 28 item 3, SPEC §8): a
// refusal without words and anything thrown that is not a refusal read as our own text, the only other
// category picked for the person, and a payment failure or a refund without a reason said in our words.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { TicketCategoryChangeMachine } from '../../../machines/ticket-category-change/ticket-category-change.machine';
import {
  CategoryChangeRefusedError,
  type CategoryChangeQuote,
} from '../../../machines/ticket-category-change/ticket-category-change.types';
import { startRig } from '../shared/graph-harness';
import { ticketCategoryChangeModel } from './ticket-category-change.model';

const LOAD_FAILED = 'Could not load the categories. Please try again.';
const CHANGE_FAILED = 'Could not change the category. Please try again.';

const QUOTE: CategoryChangeQuote = {
  currentCategory: '10K',
  currentPricePaise: 119_900,
  options: [
    {
      category: '21.1K',
      pricePaise: 179_900,
      kind: 'pay',
      amountPaise: 72_470,
      charges: { entryFeePaise: 60_000, gstPaise: 10_800, conveniencePaise: 1_416, convenienceGstPaise: 254 },
    },
  ],
};
const ORDER = {
  kind: 'checkout' as const,
  orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c09',
  providerOrderId: 'order_C1',
  keyId: 'rzp_test_sandbox',
  amountPaise: 72_470,
  currency: 'INR',
  checkoutToken: null,
};

function started() {
  const rig = startRig(ticketCategoryChangeModel, ticketCategoryChangeModel.inputs!['a paid ticket']!);
  rig.actor.start();
  const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<TicketCategoryChangeMachine>;
  return { rig, snapshot };
}

/** Quoted with one other category, confirmed, and in the provider's checkout for the difference. */
async function inCheckout() {
  const { rig, snapshot } = started();
  await rig.drive({ type: 'xstate.done.actor.quoteCategoryChange', output: QUOTE }, 'quoted');
  rig.actor.send({ type: 'CATEGORY.CONFIRM' });
  await rig.drive(
    { type: 'xstate.done.actor.changeCategory', output: { kind: 'checkout', toCategory: '21.1K', order: ORDER } },
    'an order to pay',
  );
  await rig.drive({ type: 'xstate.done.actor.loadGateway', output: undefined }, 'gateway loaded');
  return { rig, snapshot };
}

describe('change category: answers at their edges', () => {
  it('a refusal without words, and anything thrown that is not a refusal, read as our text', async () => {
    for (const error of [
      new CategoryChangeRefusedError(null),
      Object.assign(new Error('boom'), { reason: 'Not a refusal of ours' }),
    ]) {
      const { rig, snapshot } = started();
      await rig.drive({ type: 'xstate.error.actor.quoteCategoryChange', error }, 'refused');
      expect(snapshot().context.errorMessage).toBe(LOAD_FAILED);
    }
  });

  it('the only other category is picked for the person', async () => {
    const { rig, snapshot } = started();
    await rig.drive({ type: 'xstate.done.actor.quoteCategoryChange', output: QUOTE }, 'quoted');
    expect(snapshot().context.selected).toBe('21.1K');
    expect(snapshot().can({ type: 'CATEGORY.CONFIRM' })).toBe(true);
  });

  it.each([null, '   '])('a payment failure described as %j is said in our words', async (description) => {
    const { rig, snapshot } = await inCheckout();
    rig.actor.send({ type: 'PAYMENT.FAILED', description });
    expect(snapshot().context.errorMessage).toBe(CHANGE_FAILED);
  });

  it('a payment refunded without a reason is said in our words', async () => {
    for (const refundReason of [null, '  ']) {
      const { rig, snapshot } = await inCheckout();
      rig.actor.send({ type: 'PAYMENT.SUCCEEDED', paymentId: 'pay_C1', signature: 'f'.repeat(64) });
      await rig.drive(
        { type: 'xstate.done.actor.verifyPayment', output: { status: 'refunded', refundReason } },
        'refunded',
      );
      expect(snapshot().context.errorMessage).toBe(CHANGE_FAILED);
    }
  });
});

describe("change category: the server's refusal, as the logs read it", () => {
  it('names itself, and says it was refused when the server gave no reason', () => {
    expect(new CategoryChangeRefusedError(null)).toMatchObject({
      name: 'CategoryChangeRefusedError',
      message: 'the category change was refused',
      reason: null,
    });
    expect(new CategoryChangeRefusedError('Category changes closed').message).toBe('Category changes closed');
  });
});
