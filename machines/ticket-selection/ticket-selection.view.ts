// Step 1's view-model: the selection's snapshot in, the rows, summary and Proceed out.
import type { SnapshotFrom } from 'xstate';
import { formatInr } from '../../src/domain/money';
import { BOOKING_TEXT, selectionTotalPaise, ticketCount, ticketPriceText } from '../../src/domain/booking';
import type { TicketSelectionMachine } from './ticket-selection.machine';

export function ticketSelectionView(snapshot: SnapshotFrom<TicketSelectionMachine>) {
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
    canProceed: snapshot.matches('someSelected'),
    hint: count === 0 ? BOOKING_TEXT.selectAtLeastOne : atLimit ? BOOKING_TEXT.maxTickets(limit) : null,
  };
}
