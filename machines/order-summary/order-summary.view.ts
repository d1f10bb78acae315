// The order summary's view-model: the machine's snapshot in, the screen, tickets and breakdown out.
import type { SnapshotFrom } from 'xstate';
import { timeLeftText } from '../../src/domain/booking';
import { ORDER_SUMMARY_TEXT, breakdownLines, type OrderSummary } from '../../src/domain/order-summary';
import type { PayDetails } from '../payment-checkout/payment-checkout.types';
import { formatInr } from '../../src/domain/money';
import type { OrderSummaryMachine } from './order-summary.machine';

/** Seconds the checkout may stay open when no hold limits it. */
const DEFAULT_CHECKOUT_TIMEOUT_SECONDS = 15 * 60;

/** What Pay hands the checkout: SPEC §7 prefill from the first participant, and the held time left. */
function payDetailsOf(summary: OrderSummary, now: number): PayDetails {
  const first = summary.tickets[0];
  const holds = summary.tickets
    .filter((ticket) => ticket.status.deletable && ticket.holdExpiresAt !== null)
    .map((ticket) => Date.parse(ticket.holdExpiresAt as string) - now);
  const timeoutSeconds =
    holds.length > 0 ? Math.max(0, Math.floor(Math.min(...holds) / 1000)) : DEFAULT_CHECKOUT_TIMEOUT_SECONDS;
  return {
    eventTitle: summary.title,
    prefill: { name: first?.name ?? '', email: first?.email ?? '', contact: first?.phone ?? '' },
    timeoutSeconds,
  };
}

export type OrderSummaryScreen = 'loading' | 'missingUuid' | 'failed' | 'noOrder' | 'noTickets' | 'ready';

function screenOf(snapshot: SnapshotFrom<OrderSummaryMachine>): OrderSummaryScreen {
  if (snapshot.matches('missingUuid')) return 'missingUuid';
  for (const screen of ['failed', 'noOrder', 'noTickets', 'ready'] as const) {
    if (snapshot.matches({ forEvent: screen })) return screen;
  }
  return 'loading';
}

export function orderSummaryView(snapshot: SnapshotFrom<OrderSummaryMachine>) {
  const { summary, errorMessage, now, eventUuid } = snapshot.context;
  const deleting = snapshot.matches({ forEvent: { ready: { tickets: 'deleting' } } });
  const expanded = snapshot.matches({ forEvent: { ready: { breakdown: 'expanded' } } });
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
    lines: summary
      ? [
          ...(summary.placeOfSupply
            ? [{ label: ORDER_SUMMARY_TEXT.placeOfSupply, amount: summary.placeOfSupply }]
            : []),
          ...breakdownLines(summary.charges, summary.tickets.length),
        ]
      : [],
    totalText: summary ? formatInr(summary.charges.grandTotal) : null,
    payDetails: summary ? payDetailsOf(summary, now) : null,
  };
}

export type OrderSummaryView = ReturnType<typeof orderSummaryView>;
