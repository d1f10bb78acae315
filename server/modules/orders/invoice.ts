// GST invoice of a paid order, printed from what the order stored when it was priced, so its totals
// equal the amount charged to the paisa.
import { and, asc, count, eq, min } from 'drizzle-orm';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { Db } from '../../db/connect';
import { orderItems, orders, subEvents, users } from '../../db/schema';
import { chargesJson, storedCharges, type OrderRow } from './presenters';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * The caller's paid order named by its `id` (as listOrders shows it) or by its `order_uuid`;
 * null for anything else, including someone else's order.
 */
export async function findPaidOrder(db: Db, userId: number, orderRef: string): Promise<OrderRow | null> {
  const byNumber = /^\d{1,10}$/.test(orderRef) && Number(orderRef) <= MAX_INTEGER_ID;
  if (!byNumber && !UUID_PATTERN.test(orderRef)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        byNumber ? eq(orders.id, Number(orderRef)) : eq(orders.orderUuid, orderRef.toLowerCase()),
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
      ),
    );
  return order ?? null;
}

export async function invoiceJson(db: Db, order: OrderRow) {
  const [buyer] = await db
    .select({ fullName: users.fullName, username: users.username, email: users.email, mobile: users.mobileNumber })
    .from(users)
    .where(eq(users.id, order.userId));
  const [subEvent] = await db
    .select({ name: subEvents.name, ticketName: subEvents.ticketName })
    .from(subEvents)
    .where(eq(subEvents.id, order.subEventId));
  // One line per category and price, in the order the tickets were added.
  const lines = await db
    .select({
      eventCategory: orderItems.eventCategory,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: count(),
      firstItemId: min(orderItems.id),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.eventCategory, orderItems.unitPricePaise)
    .orderBy(asc(min(orderItems.id)));
  if (!buyer || !subEvent || !order.invoiceNumber || !order.invoiceDate) {
    throw new Error(`paid order ${order.id} lacks its buyer, sub-event or invoice number`);
  }
  const { entry_fee_total, ...otherCharges } = chargesJson(storedCharges(order));
  return {
    invoice: { invoice_number: order.invoiceNumber, invoice_date: order.invoiceDate.toISOString() },
    customer: { name: buyer.fullName ?? buyer.username, email: buyer.email, mobile: buyer.mobile },
    items: lines.map((line, index) => ({
      id: index + 1,
      event_category: line.eventCategory,
      quantity: Number(line.quantity),
      unit_price: paiseToRupeeString(line.unitPricePaise),
    })),
    sub_event_details: { ticket_name: subEvent.ticketName ?? subEvent.name },
    totals: { ticket_total: entry_fee_total, ...otherCharges },
  };
}
