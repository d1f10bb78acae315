// The order summary's view-model: the machine's snapshot in, the screen, tickets and breakdown out.
import type { SnapshotFrom } from 'xstate';
import { timeLeftText } from '../../src/domain/booking';
import { ORDER_SUMMARY_TEXT, breakdownLines } from '../../src/domain/order-summary';
import { formatInr } from '../../src/domain/money';
import type { OrderSummaryMachine } from './order-summary.machine';

export type OrderSummaryScreen = 'loading' | 'missingUuid' | 'failed' | 'noOrder' | 'noTickets' | 'ready';

function screenOf(snapshot: SnapshotFrom<OrderSummaryMachine>): OrderSummaryScreen {
  for (const screen of ['missingUuid', 'failed', 'noOrder', 'noTickets', 'ready'] as const) {
    if (snapshot.matches(screen)) return screen;
  }
  return 'loading';
}

export function orderSummaryView(snapshot: SnapshotFrom<OrderSummaryMachine>) {
  const { summary, errorMessage, now, eventUuid } = snapshot.context;
  const deleting = snapshot.matches({ ready: { tickets: 'deleting' } });
  const expanded = snapshot.matches({ ready: { breakdown: 'expanded' } });
  return {
    screen: screenOf(snapshot),
    eventUuid,
    errorMessage,
    title: summary?.title ?? null,
    subEventName: summary?.subEventName ?? null,
    tickets: (summary?.tickets ?? []).map((ticket) => {
      const holdRunning = ticket.holdExpiresAt !== null && Date.parse(ticket.holdExpiresAt) > now;
      return {
        ...ticket,
        holdText:
          ticket.holdExpiresAt === null || !ticket.status.deletable
            ? null
            : holdRunning
              ? ORDER_SUMMARY_TEXT.heldFor(timeLeftText(ticket.holdExpiresAt, now))
              : ORDER_SUMMARY_TEXT.holdExpired,
      };
    }),
    deleting,
    expanded,
    lines: summary ? breakdownLines(summary.charges, summary.tickets.length) : [],
    totalText: summary ? formatInr(summary.charges.grandTotal) : null,
  };
}

export type OrderSummaryView = ReturnType<typeof orderSummaryView>;
