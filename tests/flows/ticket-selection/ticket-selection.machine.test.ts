// Step 1 of the booking: the machine held to its hand-written SPEC table (ticket-selection.model.ts)
// on a real actor, every event in every reached state, plus the SPEC §2 summary read through the view-model.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { TicketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import { ticketSelectionConnect } from '../../../machines/ticket-selection/ticket-selection.connect';
import { startRig } from '../shared/graph-harness';
import { describeSpecTable } from '../shared/table-replay';
import {
  CATEGORIES,
  FIVE_K,
  LIMIT,
  TEN_K,
  TICKET_SELECTION_BUDGET,
  ticketSelectionModel,
  ticketSelectionTable,
  ticketSelectionTableModel,
} from './ticket-selection.model';

describeSpecTable(ticketSelectionTableModel as never, ticketSelectionTable, TICKET_SELECTION_BUDGET);

describe('ticket selection: the SPEC §2 summary', () => {
  function started(minimums: Record<string, number> = {}) {
    const rig = startRig(ticketSelectionModel, { categories: CATEGORIES, limit: LIMIT, quantities: {}, minimums });
    rig.actor.start();
    const view = () =>
      ticketSelectionConnect(rig.actor.getSnapshot() as SnapshotFrom<TicketSelectionMachine>, () => {});
    return { rig, view };
  }

  it('counts the items, totals their prices and keeps Proceed disabled at 0 with its reason', () => {
    const { rig, view } = started();
    expect(view()).toMatchObject({
      count: 0,
      totalText: '₹0.00',
      canProceed: false,
      hint: 'Please select at least one ticket',
    });
    rig.actor.send({ type: 'TICKET.ADD', category: FIVE_K });
    rig.actor.send({ type: 'TICKET.ADD', category: TEN_K });
    rig.actor.send({ type: 'TICKET.ADD', category: TEN_K });
    expect(view()).toMatchObject({
      count: 3,
      totalText: '₹2,097.00',
      canProceed: true,
      hint: 'Maximum 3 tickets allowed for this event',
    });
    expect(view().rows).toEqual([
      { label: FIVE_K, priceText: '₹499.00', quantity: 1, atLimit: true, canRemove: true, held: 0 },
      { label: TEN_K, priceText: '₹799.00', quantity: 2, atLimit: true, canRemove: true, held: 0 },
    ]);
  });

  it('never goes below the tickets already submitted', () => {
    const { rig, view } = started({ [TEN_K]: 1 });
    expect(view().rows[1]).toMatchObject({ quantity: 1, canRemove: false, held: 1 });
    rig.actor.send({ type: 'TICKET.REMOVE', category: TEN_K });
    expect(view().rows[1]!.quantity).toBe(1);
  });
});
