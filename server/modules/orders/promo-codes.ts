// Checking a promo code against an event's codes (issue 28 item 6). A code is refused, with its own
// text, when nobody has it, when it is another event's, before or after its dates, for too few
// tickets, or when it is used up. A use is a paid order with the code, or an open one still holding
// places; counted under the code's row lock when an order is created, so at its last use exactly one
// of many buyers at once gets it.
import { and, eq, sql } from 'drizzle-orm';
import { PROMO_TEXT, normalisePromoCode, promoDiscount } from '../../../src/domain/promo-codes';
import type { Db } from '../../db/connect';
import { orders, promoCodes } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export type PromoCheck = { ok: true; promo: PromoCodeRow; discountPaise: number } | { ok: false; message: string };

export interface PromoRequest {
  typed: string;
  eventId: number;
  buyerId: number;
  ticketCount: number;
  ticketTotalPaise: number;
  now: Date;
}

/**
 * The code's verdict for this order. With `lock`, the code's row is locked FOR UPDATE first (inside
 * the order's transaction), so that no other order can take its last use while this one is decided.
 */
export async function checkPromoCode(db: Db, request: PromoRequest, lock = false): Promise<PromoCheck> {
  const code = normalisePromoCode(request.typed);
  const matches = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (matches.length === 0) return { ok: false, message: PROMO_TEXT.unknown };
  const mine = matches.find((row) => row.eventId === request.eventId);
  if (!mine) return { ok: false, message: PROMO_TEXT.notForEvent };
  const promo = lock
    ? ((await db.select().from(promoCodes).where(eq(promoCodes.id, mine.id)).for('update'))[0] ?? mine)
    : mine;
  const at = request.now.getTime();
  if (promo.validFrom && promo.validFrom.getTime() > at) return { ok: false, message: PROMO_TEXT.notYetValid };
  if (promo.validUntil && promo.validUntil.getTime() <= at) return { ok: false, message: PROMO_TEXT.expired };
  if (request.ticketCount < promo.minTickets) return { ok: false, message: PROMO_TEXT.minTickets(promo.minTickets) };
  if (promo.maxUses !== null && (await usesOf(db, promo.id, request.buyerId, request.now)) >= promo.maxUses) {
    return { ok: false, message: PROMO_TEXT.usedUp };
  }
  return { ok: true, promo, discountPaise: promoDiscount(promo, request.ticketTotalPaise) };
}

/**
 * Orders using the code: paid ones, and open ones whose tickets still hold places. The buyer's own
 * open orders are left out: the order being created replaces them (create-order.ts cancels them).
 */
async function usesOf(db: Db, promoCodeId: number, buyerId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.promoCodeId, promoCodeId),
        sql`(${orders.status} = 'paid' or (
          ${orders.status} in ('created', 'pending', 'failed') and ${orders.userId} <> ${buyerId}
          and exists (select 1 from participants p where p.order_id = ${orders.id} and p.status = 'pending'
                      and p.hold_expires_at > ${at}::timestamptz)))`,
      ),
    );
  return Number(row?.uses ?? 0);
}
