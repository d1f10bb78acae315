// The demo's promo codes (issue 28 item 6): one of each kind of rule, so that every refusal can be
// walked on a fresh `npm start` — a percentage, a fixed amount with few uses, a minimum number of
// tickets, an expired code, one not valid yet, and the same code on two events.
import type { PromoKind } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoPromoCode {
  /** DEMO_CATALOGUE key of the event it belongs to. */
  eventKey: string;
  code: string;
  kind: PromoKind;
  /** Basis points for 'percent', paise for 'fixed'. */
  amount: number;
  maxUses?: number;
  minTickets?: number;
  /** Days from the seed's `now`; negative is in the past. */
  validFromDays?: number;
  validUntilDays?: number;
}

export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  { eventKey: 'kolkata-box-cricket', code: 'BOXCRICKET10', kind: 'percent', amount: 1000 },
  { eventKey: 'kolkata-box-cricket', code: 'FIRSTFIVE', kind: 'fixed', amount: 10_000, maxUses: 5 },
  { eventKey: 'kolkata-box-cricket', code: 'SQUAD4', kind: 'fixed', amount: 40_000, minTickets: 4 },
  { eventKey: 'kolkata-box-cricket', code: 'EARLYBIRD', kind: 'percent', amount: 2000, validUntilDays: -3 },
  { eventKey: 'mumbai-monsoon-half-marathon', code: 'MONSOON20', kind: 'percent', amount: 2000, validUntilDays: 30 },
  { eventKey: 'mumbai-monsoon-half-marathon', code: 'EARLYBIRD', kind: 'percent', amount: 1500, validFromDays: 7 },
  { eventKey: 'pune-sinhagad-trail-run', code: 'TRAIL15', kind: 'percent', amount: 1500, maxUses: 50 },
  // The waitlist's walk-through (demo-waitlists.ts): the place offered is bought with it.
  { eventKey: 'kolkata-eco-ride', code: 'WAITLIST15', kind: 'percent', amount: 1500 },
];

export function promoCodeColumns(promo: DemoPromoCode, now: Date) {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY));
  return {
    code: promo.code,
    kind: promo.kind,
    amount: promo.amount,
    maxUses: promo.maxUses ?? null,
    minTickets: promo.minTickets ?? 1,
    validFrom: at(promo.validFromDays),
    validUntil: at(promo.validUntilDays),
    createdAt: now,
  };
}
