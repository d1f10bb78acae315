// The payment checkout: the machine held to its hand-written SPEC table (payment-checkout.model.ts) on a
// real actor with a simulated clock, every event in every reached state; what the Pay area reads
// through the connect (the states' tags) in every state; and the placeholders src/app must replace.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { paymentCheckoutConnect } from '../../../machines/payment-checkout/payment-checkout.connect';
import { paymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import type { PaymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import { exploreBounded } from '../shared/bounded-graph';
import { startRig } from '../shared/graph-harness';
import { leafStates } from '../shared/spec-table';
import { describeSpecTable } from '../shared/table-replay';
import {
  PAYMENT_CHECKOUT_BUDGET,
  paymentCheckoutModel,
  paymentCheckoutTable,
  paymentCheckoutTableModel,
} from './payment-checkout.model';

describeSpecTable(paymentCheckoutTableModel as never, paymentCheckoutTable, PAYMENT_CHECKOUT_BUDGET);

const quiet = { payBusy: false, booksAgain: false, awaitingBank: false, bankChecking: false };
/**
 * The Pay area in each state: its face, whether Pay is busy (pressing it again does nothing), Book
 * again in place of Pay, and the bank's wait with Check now waiting while the status is asked.
 */
const PAY_AREA: Record<string, object> = {
  checkingEarlierPayment: { ...quiet, screen: 'verifying', payBusy: true },
  loadingGateway: { ...quiet, screen: 'loadingGateway' },
  gatewayFailed: { ...quiet, screen: 'gatewayFailed' },
  ready: { ...quiet, screen: 'ready' },
  creatingOrder: { ...quiet, screen: 'busy', payBusy: true },
  checkoutOpen: { ...quiet, screen: 'checkoutOpen', payBusy: true },
  verifying: { ...quiet, screen: 'verifying', payBusy: true },
  'awaitingBank.waiting': { ...quiet, screen: 'awaitingBank', awaitingBank: true },
  'awaitingBank.checking': { ...quiet, screen: 'awaitingBank', awaitingBank: true, bankChecking: true },
  bankDeclined: { ...quiet, screen: 'bankDeclined', booksAgain: true },
  verificationFailed: { ...quiet, screen: 'verificationFailed' },
  refunded: { ...quiet, screen: 'refunded', booksAgain: true },
  paid: { ...quiet, screen: 'paid', payBusy: true },
};

describe('payment checkout: what the Pay area reads (paymentCheckoutConnect)', () => {
  it.each(Object.entries(paymentCheckoutModel.inputs!))("'%s': the face of every state", async (_name, input) => {
    const paths = exploreBounded(paymentCheckoutModel.machine, {
      name: 'payment-checkout',
      events: paymentCheckoutModel.events,
      project: (snapshot: AnyMachineSnapshot) => snapshot.value,
      input,
      budget: PAYMENT_CHECKOUT_BUDGET,
    });
    const seen: Record<string, object> = {};
    for (const path of paths) {
      const rig = startRig(paymentCheckoutModel, input);
      rig.actor.start();
      for (const step of path.steps.slice(1)) await rig.drive(step.event, 'step');
      const snapshot = rig.actor.getSnapshot() as SnapshotFrom<PaymentCheckoutMachine>;
      const { screen, payBusy, booksAgain, awaitingBank, bankChecking } = paymentCheckoutConnect(snapshot, () => {});
      seen[leafStates(snapshot as AnyMachineSnapshot).join(',')] = {
        screen,
        payBusy,
        booksAgain,
        awaitingBank,
        bankChecking,
      };
      rig.actor.stop();
    }
    const expected = Object.fromEntries(Object.keys(seen).map((state) => [state, PAY_AREA[state]]));
    expect(seen).toEqual(expected);
    expect(Object.keys(seen).length).toBeGreaterThan(8);
  });
});

describe('payment checkout: the actors src/app provides', () => {
  it.each(['loadGateway', 'createOrder', 'openCheckout', 'verifyPayment'])(
    '%s fails loudly, naming itself, until it is provided',
    async (name) => {
      const logic = (paymentCheckoutMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
      const actor = createActor(logic, { input: {} });
      const settled = toPromise(actor);
      actor.start();
      await expect(settled).rejects.toThrow(`${name} not provided`);
    },
  );
});
