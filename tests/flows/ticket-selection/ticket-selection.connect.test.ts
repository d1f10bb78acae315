// What step 1 'Select Categories' reads (ticketSelectionConnect), written out by hand from SPEC §2
// Multi-registration ("a plus/minus quantity per category, a summary (item count, total, 'Prices are
// excluding Booking Fees') and a Proceed button disabled at 0 tickets") and §5's ticket limit ('Maximum
// N tickets allowed for this event'); and what the plus, the minus and Proceed send.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketSelectionConnect } from '../../../machines/ticket-selection/ticket-selection.connect';
import { ticketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type {
  TicketSelectionContext,
  TicketSelectionEvent,
} from '../../../machines/ticket-selection/ticket-selection.types';

const BASE: TicketSelectionContext = {
  categories: [
    { label: '5K Run', pricePaise: 49_900 },
    { label: 'Kids Dash', pricePaise: 0 },
  ],
  limit: 3,
  quantities: {},
  minimums: {},
};

function faceOf(value: StateValue, context: Partial<TicketSelectionContext> = {}) {
  const sent: TicketSelectionEvent[] = [];
  const snapshot = ticketSelectionMachine.resolveState({ value, context: { ...BASE, ...context } });
  return { face: ticketSelectionConnect(snapshot, (event) => void sent.push(event)), sent };
}

describe('select categories: what step 1 reads', () => {
  it("nothing picked: 'Please select at least one ticket', Proceed disabled", () => {
    expect(faceOf('noneSelected').face).toMatchObject({
      count: 0,
      limit: 3,
      totalText: '₹0.00',
      canProceed: false,
      hint: 'Please select at least one ticket',
    });
  });

  it('some picked below the limit: no hint, the plus not at its limit, Proceed enabled', () => {
    const { face } = faceOf('someSelected', { quantities: { '5K Run': 1, 'Kids Dash': 1 }, minimums: { '5K Run': 1 } });
    expect(face).toMatchObject({ count: 2, totalText: '₹499.00', canProceed: true, hint: null });
    expect(face.rows).toEqual([
      { label: '5K Run', priceText: '₹499.00', quantity: 1, atLimit: false, canRemove: false, held: 1 },
      { label: 'Kids Dash', priceText: 'Free', quantity: 1, atLimit: false, canRemove: true, held: 0 },
    ]);
  });

  it("at the limit: 'Maximum 3 tickets allowed for this event' and every plus at its limit", () => {
    const { face } = faceOf('someSelected', { quantities: { '5K Run': 3 } });
    expect(face).toMatchObject({ count: 3, hint: 'Maximum 3 tickets allowed for this event', canProceed: true });
    expect(face.rows.map((row) => row.atLimit)).toEqual([true, true]);
  });

  it('sends what the plus, the minus and Proceed say', () => {
    const { face, sent } = faceOf('someSelected', { quantities: { '5K Run': 1 } });
    face.add('Kids Dash');
    face.remove('5K Run');
    face.proceed();
    expect(sent).toEqual([
      { type: 'TICKET.ADD', category: 'Kids Dash' },
      { type: 'TICKET.REMOVE', category: '5K Run' },
      { type: 'PROCEED' },
    ]);
  });
});
