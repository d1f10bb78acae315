// What a signed-in page reads first, by its address: the browser asks for it early (src/app/early-reads.ts),
// and the server asks for it in-process to draw My Orders and an invoice for the session a page request
// carries (server/document-answers.ts, src/domain/page-session.ts). One list, so both ask for the very
// address the page's machine asks for.
import { ORDERS_PAGE_SIZE } from './constants';

/** The API path (with its query, under the API's base) that a signed-in route reads first, or null. */
export function firstSignedInRead(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const query = new URLSearchParams(search);
  if (path === '/my-orders') return `/orders/?page=1&per_page=${ORDERS_PAGE_SIZE}`;
  if (path === '/my-events') return '/participant-registration/my-participated-events';
  const invoice = /^\/my-orders\/([^/]+)$/.exec(path);
  if (invoice) return `/invoices/order/${encodeURIComponent(safelyDecoded(invoice[1]!))}`;
  const eventUuid = query.get('eventUuid');
  if (path === '/order-summary' && eventUuid) return `/orders/summary/${encodeURIComponent(eventUuid)}`;
  return null;
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The signed-in pages whose machines start from their first read (the page arrival), so the server may
 * draw them: My Orders, an invoice and the order summary (which a tab holding a payment under way, or a
 * linked promo code, draws afresh: src/app/shell/drawn-page-holds.ts). My Events also shows the passes
 * kept on the device, which the server cannot know, so the app draws it.
 */
export function isDrawnForSession(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === '/my-orders' || /^\/my-orders\/[^/]+$/.test(path) || path === '/order-summary';
}
