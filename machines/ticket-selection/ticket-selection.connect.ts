// Step 1's connect: the selection's snapshot and `send` in; the rows, the summary and whether Proceed is
// offered (by its tag), and what the person can do (add, remove, proceed) out.
import type { SnapshotFrom } from 'xstate';
import { formatInr } from '../../src/domain/money';
import { BOOKING_TEXT, selectionTotalPaise, ticketCount, ticketPriceText } from '../../src/domain/booking';
import type { TicketSelectionMachine } from './ticket-selection.machine';
import type { TicketSelectionEvent } from './ticket-selection.types';

export function ticketSelectionConnect(
  snapshot: SnapshotFrom<TicketSelectionMachine>,
  send: (event: TicketSelectionEvent) => void,
) {
  const { categories, quantities, minimums, limit } = snapshot.context;
  const count = ticketCount(quantities);
  const atLimit = count >= limit;
  return {
    rows: categories.map((category) => {
      const quantity = quantities[category.label] ?? 0;
      return {
        label: category.label,
        priceText: ticketPriceText(category.pricePaise),
        quantity,
        // The plus stays pressable at the limit so that pressing it says why nothing happens.
        atLimit,
        canRemove: quantity > (minimums[category.label] ?? 0),
        held: minimums[category.label] ?? 0,
      };
    }),
    count,
    limit,
    totalText: formatInr(selectionTotalPaise(categories, quantities)),
    canProceed: snapshot.hasTag('someSelected'),
    hint: count === 0 ? BOOKING_TEXT.selectAtLeastOne : atLimit ? BOOKING_TEXT.maxTickets(limit) : null,
    /** The machine ignores an add at the limit and a remove below the minimum. */
    add: (category: string) => send({ type: 'TICKET.ADD', category }),
    remove: (category: string) => send({ type: 'TICKET.REMOVE', category }),
    proceed: () => send({ type: 'PROCEED' }),
  };
}
