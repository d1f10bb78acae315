// The lines of an invoice: an order's tickets grouped by category and price, the way the stored
// document (issue.ts) and the invoice answer (handlers.ts) both list them.
import { asc, count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orderItems } from '../../db/schema';

export interface OrderLine {
  category: string | null;
  unitPricePaise: number;
  quantity: number;
}

/** One line per category and price, in the order the tickets were added (order items never change). */
export async function orderLines(db: Db, orderId: number): Promise<OrderLine[]> {
  const groups = await db
    .select({
      category: orderItems.eventCategory,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: count(),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.eventCategory, orderItems.unitPricePaise)
    .orderBy(asc(min(orderItems.id)));
  return groups.map((group) => ({ ...group, quantity: Number(group.quantity) }));
}
