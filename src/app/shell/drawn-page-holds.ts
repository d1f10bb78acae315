// Whether the page the server drew is the one this tab's first render draws. The server draws the order
// summary for the person's session (src/domain/page-session.ts) as a tab without anything of its own
// would see it; a tab that holds a payment under way (payment-checkout.resume.ts) or a promo code a link
// brought (promo-code.link.ts) opens it otherwise, so there the app draws the page afresh instead of
// hydrating markup that would not match.
import { checkoutResume } from '../flows/payment-checkout.resume';
import { linkedPromoCode } from '../flows/promo-code.link';

export function drawnPageHoldsInThisTab(pathname: string, search: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== '/order-summary') return true;
  const query = new URLSearchParams(search);
  const eventUuid = query.get('eventUuid') ?? '';
  if (eventUuid === '') return true;
  if (checkoutResume.read(eventUuid) !== null) return false;
  return query.get('promo_code') !== null || linkedPromoCode.read(eventUuid) === null;
}
