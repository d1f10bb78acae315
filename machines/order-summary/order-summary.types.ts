import { ORDER_SUMMARY_TEXT, type OrderSummary } from '../../src/domain/order-summary';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';
import type { NotifyEmitted } from '../shared/notices';

export interface OrderSummaryInput {
  /** ?eventUuid= (a sub-event id); empty when the link has none. */
  eventUuid: string;
  /** ms since the epoch when the page opened; the clock moves it on. */
  now: number;
  /** The provider order a checkout opened before a reload, if the page kept one. */
  earlierProviderOrderId: string | null;
  /**
   * The summary as the page's document carried it, drawn on the server for this device's session
   * (src/app/page-arrival.tsx): it shows at once, as the server drew it, and nothing is asked.
   */
  arrivedSummary?: OrderSummary | null;
}

export interface LoadSummaryInput {
  eventUuid: string;
}

/**
 * What the summary's `load` resolves with: the summary, or null when the server answered that the
 * person has no unpaid order for the event (a 404: 'No Order Found', not a failure).
 */
export type LoadedSummary = OrderSummary | null;

/** The shared loader's input: the event to ask for, and SPEC §8's one text for every failure. */
export const orderSummaryLoad = (eventUuid: string): LoaderInput => ({
  request: { eventUuid } satisfies LoadSummaryInput,
  texts: { refused: ORDER_SUMMARY_TEXT.loadFailed, failed: ORDER_SUMMARY_TEXT.loadFailed },
});

/** The loader hands back what src/app's `load` for the summary resolves with. */
export const loadedSummaryOf = (output: LoaderOutput) => output.data as LoadedSummary;

export interface DeleteTicketInput {
  participantUuid: string;
}

/** What the summary and delete calls throw (the summary's 404 excepted, which is no order): the HTTP status (absent without an answer) and the server's text. */
export class OrderSummaryCallError extends Error {
  override name = 'OrderSummaryCallError';
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | null,
  ) {
    super(
      serverMessage ?? `Order summary call failed${status === undefined ? ' without a response' : ` with ${status}`}`,
    );
  }
}

export interface OrderSummaryContext {
  eventUuid: string;
  now: number;
  earlierProviderOrderId: string | null;
  summary: OrderSummary | null;
  errorMessage: string | null;
}

export type OrderSummaryEvent =
  | { type: 'RETRY' }
  | { type: 'NAVIGATION.BACK' }
  | { type: 'BREAKDOWN.TOGGLE' }
  | { type: 'TICKET.DELETE'; participantUuid: string }
  | { type: 'CLOCK.TICK'; now: number };

/**
 * The screen's faces, one tag each (the connect reads the screen from them, or the loader's while the
 * summary is not in), and the ready screen's busy and open parts.
 */
export type OrderSummaryTag = 'missingUuid' | 'noOrder' | 'noTickets' | 'ready' | 'deleting' | 'expanded';

export type OrderSummaryEmitted = NotifyEmitted | { type: 'back' };

/** How often the clock moves 'now' on: the time left on held places is shown to the second. */
export const ORDER_SUMMARY_CLOCK_TICK_MS = 1000;
