// The order summary: the machine held to its hand-written SPEC table (order-summary.model.ts) on a real
// actor, every event in every reached state; what the page reads through the connect (the states'
// tags) in every state; SPEC §2/§9 examples read through the connect; the SPEC §8 failure and Retry on
// the real machine with its real loader, whose call is a fake.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, toPromise, waitFor } from 'xstate';
import type { AnyActorLogic, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { OrderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import { orderSummaryConnect } from '../../../machines/order-summary/order-summary.connect';
import { orderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { computeCharges } from '../../../src/domain/pricing';
import { exploreBounded } from '../shared/bounded-graph';
import { startRig } from '../shared/graph-harness';
import { heldLoad } from '../shared/held-load';
import { leafStates } from '../shared/spec-table';
import { describeSpecTable } from '../shared/table-replay';
import {
  EVENT_UUID,
  NOW,
  ORDER_SUMMARY_BUDGET,
  orderSummaryModel,
  orderSummaryTable,
  orderSummaryTableModel,
  twoTickets,
} from './order-summary.model';

describeSpecTable(orderSummaryTableModel as never, orderSummaryTable, ORDER_SUMMARY_BUDGET);

const idle = { deleting: false, expanded: false };
/**
 * The page in each state (one per region of the ready screen): its face, a ticket being deleted, the
 * breakdown open. While loading, the face is the loader's (its own tests cover it).
 */
const PAGE: Record<string, object> = {
  missingUuid: { ...idle, screen: 'missingUuid' },
  'forEvent.loading': { ...idle, screen: 'loading' },
  'forEvent.noOrder': { ...idle, screen: 'noOrder' },
  'forEvent.noTickets': { ...idle, screen: 'noTickets' },
  'forEvent.ready.tickets.idle,forEvent.ready.breakdown.collapsed': { ...idle, screen: 'loaded' },
  'forEvent.ready.tickets.idle,forEvent.ready.breakdown.expanded': { ...idle, screen: 'loaded', expanded: true },
  'forEvent.ready.tickets.deleting,forEvent.ready.breakdown.collapsed': { ...idle, screen: 'loaded', deleting: true },
  'forEvent.ready.tickets.deleting,forEvent.ready.breakdown.expanded': {
    screen: 'loaded',
    deleting: true,
    expanded: true,
  },
};

describe('order summary: what the page reads (orderSummaryConnect) in every state', () => {
  it.each(Object.entries(orderSummaryModel.inputs!))("'%s'", async (_name, input) => {
    const paths = exploreBounded(orderSummaryModel.machine, {
      name: 'order-summary',
      events: orderSummaryModel.events,
      project: (snapshot: AnyMachineSnapshot) => snapshot.value,
      input,
      budget: ORDER_SUMMARY_BUDGET,
    });
    const seen: Record<string, object> = {};
    for (const path of paths) {
      const rig = startRig(orderSummaryModel, input);
      rig.actor.start();
      for (const step of path.steps.slice(1)) await rig.drive(step.event, 'step');
      const snapshot = rig.actor.getSnapshot() as SnapshotFrom<OrderSummaryMachine>;
      const { screen, deleting, expanded } = orderSummaryConnect(snapshot, () => {});
      seen[leafStates(snapshot as AnyMachineSnapshot).join(',')] = { screen, deleting, expanded };
      rig.actor.stop();
    }
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((state) => [state, PAGE[state]])));
  });
});

describe('order summary: what the page shows', () => {
  it('shows the tickets, the time left on held places and the SPEC §9 breakdown to the paisa', async () => {
    const rig = startRig(orderSummaryModel, { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null });
    rig.actor.start();
    const view = () => orderSummaryConnect(rig.actor.getSnapshot() as SnapshotFrom<OrderSummaryMachine>, () => {});
    await rig.drive({ type: 'xstate.done.actor.loader', output: { data: twoTickets } }, 'loaded');
    expect(view()).toMatchObject({ screen: 'loaded', expanded: false });
    expect(view().priced(null).totalText).toBe('₹965.07');
    expect(view().tickets.map((ticket) => ticket.holdText)).toEqual(['Places held for 15:00', null]);
    rig.actor.send({ type: 'BREAKDOWN.TOGGLE' });
    // ₹799 + 9% + 9% = ₹942.82; 2% convenience ₹18.86; its 18% GST ₹3.39; ₹965.07 in all.
    expect(view().priced(null).lines).toEqual([
      { label: 'Place of supply', amount: 'Karnataka (29)' },
      { label: 'Tickets (2)', amount: '₹799.00' },
      { label: 'CGST (9%)', amount: '₹71.91' },
      { label: 'SGST (9%)', amount: '₹71.91' },
      { label: 'Convenience charge (2%)', amount: '₹18.86' },
      { label: 'GST on convenience charge (18%)', amount: '₹3.39' },
    ]);
  });

  it('shows IGST in place of CGST and SGST for an event in another state, to the same total (IGST Act §12(6))', async () => {
    const rig = startRig(orderSummaryModel, { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null });
    rig.actor.start();
    const view = () => orderSummaryConnect(rig.actor.getSnapshot() as SnapshotFrom<OrderSummaryMachine>, () => {});
    const interState = {
      ...twoTickets,
      charges: computeCharges({ ticketTotalPaise: 79_900, platformFeePaise: 2_000, supplyType: 'inter_state' }),
      placeOfSupply: 'Maharashtra (27)',
    };
    await rig.drive({ type: 'xstate.done.actor.loader', output: { data: interState } }, 'loaded');
    rig.actor.send({ type: 'BREAKDOWN.TOGGLE' });
    // ₹799 + 18% = ₹942.82; ₹20 platform fee + 18% = ₹23.60; 2% of ₹966.42 = ₹19.33; its 18% ₹3.48.
    expect(view().priced(null).lines).toEqual([
      { label: 'Place of supply', amount: 'Maharashtra (27)' },
      { label: 'Tickets (2)', amount: '₹799.00' },
      { label: 'IGST (18%)', amount: '₹143.82' },
      { label: 'Platform fee', amount: '₹20.00' },
      { label: 'IGST on platform fee (18%)', amount: '₹3.60' },
      { label: 'Convenience charge (2%)', amount: '₹19.33' },
      { label: 'IGST on convenience charge (18%)', amount: '₹3.48' },
    ]);
    expect(view().priced(null).totalText).toBe('₹989.23');
  });

  it('takes a promo code off the tickets before their taxes, on a line of its own (issue 28)', async () => {
    const rig = startRig(orderSummaryModel, { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null });
    rig.actor.start();
    const view = () => orderSummaryConnect(rig.actor.getSnapshot() as SnapshotFrom<OrderSummaryMachine>, () => {});
    await rig.drive({ type: 'xstate.done.actor.loader', output: { data: twoTickets } }, 'loaded');
    // ₹799 - ₹79.90 = ₹719.10; 9% + 9% = ₹64.72 each; 2% of ₹848.54 = ₹16.97; its 18% ₹3.05.
    expect(view().priced({ code: 'RUN10', discountPaise: 7990 })).toEqual({
      lines: [
        { label: 'Place of supply', amount: 'Karnataka (29)' },
        { label: 'Tickets (2)', amount: '₹799.00' },
        { label: 'Discount (RUN10)', amount: '-₹79.90' },
        { label: 'CGST (9%)', amount: '₹64.72' },
        { label: 'SGST (9%)', amount: '₹64.72' },
        { label: 'Convenience charge (2%)', amount: '₹16.97' },
        { label: 'GST on convenience charge (18%)', amount: '₹3.05' },
      ],
      totalText: '₹868.56',
    });
  });
});

describe('order summary: SPEC §8 loading and failure through the connect', () => {
  function startSummary() {
    const load = heldLoad();
    const machine = orderSummaryMachine.provide({
      actors: { loader: loaderWith(load.logic), clock: fromCallback(() => () => {}) },
    });
    const actor = createActor(machine, {
      input: { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null },
    }).start();
    const view = () => orderSummaryConnect(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, view, load };
  }

  it("shows 'Loading order summary...', then 'Failed to fetch order summary' with Try Again, which loads again", async () => {
    const { actor, view, load } = startSummary();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    expect(load.requests()).toEqual([{ eventUuid: EVENT_UUID }]);
    load.fail(new Error('offline'));
    await waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to fetch order summary' });
    view().retry();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    load.answer(twoTickets);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(view()).toMatchObject({ screen: 'loaded', errorMessage: null, title: twoTickets.title });
    actor.stop();
  });

  it("shows 'No Order Found' when the server has no unpaid order for the event (its 404)", async () => {
    const { actor, view, load } = startSummary();
    load.answer(null);
    await waitFor(actor, (snapshot) => snapshot.hasTag('noOrder'));
    expect(view()).toMatchObject({ screen: 'noOrder', errorMessage: null, tickets: [] });
    actor.stop();
  });
});

describe('order summary: the actors src/app provides', () => {
  it.each(['deleteTicket', 'clock'])('%s fails loudly, naming itself, until it is provided', async (name) => {
    const logic = (orderSummaryMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
    const actor = createActor(logic, { input: {} });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow(`${name} not provided`);
  });
});
