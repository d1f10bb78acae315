// The order summary's connect: the snapshot and `send` in; the screen, tickets and breakdown, and what the
// person can do (retry, go back, delete a ticket, open or close the breakdown) out. The screen comes from
// tags, or from the loader's while the summary is not in.
import type { SnapshotFrom } from 'xstate';
import { timeLeftText } from '../../src/domain/booking';
import {
  ORDER_SUMMARY_TEXT,
  breakdownLines,
  chargesWithPromo,
  type OrderSummary,
  type PromoApplied,
} from '../../src/domain/order-summary';
import type { PayDetails } from '../payment-checkout/payment-checkout.types';
import { formatInr } from '../../src/domain/money';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { OrderSummaryMachine } from './order-summary.machine';
import type { OrderSummaryEvent } from './order-summary.types';

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
    promoCode: null,
  };
}

export type OrderSummaryScreen = LoaderScreen | 'missingUuid' | 'noOrder' | 'noTickets' | 'loaded';

/** The screen each of the summary's own tags shows ('ready': the tickets are in). */
const SCREEN_OF_TAG = {
  missingUuid: 'missingUuid',
  noOrder: 'noOrder',
  noTickets: 'noTickets',
  ready: 'loaded',
} as const;

export function orderSummaryConnect(
  snapshot: SnapshotFrom<OrderSummaryMachine>,
  send: (event: OrderSummaryEvent) => void,
) {
  const { summary, now, eventUuid } = snapshot.context;
  const tag = (Object.keys(SCREEN_OF_TAG) as Array<keyof typeof SCREEN_OF_TAG>).find((name) => snapshot.hasTag(name));
  const own = tag ? SCREEN_OF_TAG[tag] : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: OrderSummaryScreen = own ?? loader.screen;
  return {
    screen,
    eventUuid,
    errorMessage: own ? snapshot.context.errorMessage : loader.errorMessage,
    title: summary?.title ?? null,
    subEventName: summary?.subEventName ?? null,
    tickets: (summary?.tickets ?? []).map((ticket) => ({
      ...ticket,
      holdText:
        ticket.holdExpiresAt === null || !ticket.status.deletable
          ? null
          : Date.parse(ticket.holdExpiresAt) > now
            ? ORDER_SUMMARY_TEXT.heldFor(timeLeftText(ticket.holdExpiresAt, now))
            : ORDER_SUMMARY_TEXT.holdExpired,
    })),
    deleting: snapshot.hasTag('deleting'),
    expanded: snapshot.hasTag('expanded'),
    /** The breakdown with a promo code's quote taken off (none: as the server summed it up), and its total. */
    priced: (promo: PromoApplied | null) => {
      if (!summary) return { lines: [], totalText: null };
      const charges = chargesWithPromo(summary.charges, promo);
      return {
        lines: [
          ...(summary.placeOfSupply
            ? [{ label: ORDER_SUMMARY_TEXT.placeOfSupply, amount: summary.placeOfSupply }]
            : []),
          ...breakdownLines(charges, summary.tickets.length, promo?.code ?? null),
        ],
        totalText: formatInr(charges.grandTotal),
      };
    },
    payDetails: summary ? payDetailsOf(summary, now) : null,
    retry: () => send({ type: 'RETRY' }),
    goBack: () => send({ type: 'NAVIGATION.BACK' }),
    deleteTicket: (participantUuid: string) => send({ type: 'TICKET.DELETE', participantUuid }),
    toggleBreakdown: () => send({ type: 'BREAKDOWN.TOGGLE' }),
  };
}

export type OrderSummaryConnect = ReturnType<typeof orderSummaryConnect>;
