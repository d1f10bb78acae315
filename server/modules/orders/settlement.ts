// The one way an order becomes paid: a captured payment of exactly the order's amount and currency,
// as the provider (never the browser) reported it to reconcile.ts, settled here under the order's
// row lock. The status call, the webhook and the payment jobs all come through here.
//
// A payment may complete after the order's held places expired (the checkout stayed open, the bank
// was slow). It is kept if the event still has room for those places; otherwise the order is
// 'refunded': its tickets are released and the payment goes back through the provider, once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyDetails } from '../../config';
import type { Db } from '../../db/connect';
import { orderItems, orders, participants, subEvents, type RefundReason } from '../../db/schema';
import { enqueueOrderMessages, orderMessagesStatement, type OrderMessageKind } from '../../messages/order-messages';
import type { ProviderPayment } from '../../payments/provider';
import {
  invoiceFacts,
  issueCreditNote,
  type InvoiceFacts,
  issueInvoice,
  numberInvoiceAndMarkPaid,
} from '../invoices/issue';
import { isHoldExpired } from '../registrations/holds';
import { inTurn, turnsFor } from '../registrations/turns';
import { countPlaces } from '../registrations/places';
import { acceptOfferStatement, offerReleasedPlacesNow } from '../registrations/waitlist-offers';
import { tell, type SettlementContext, type SettlementPath } from './payment-events';
import { storedCharges, type OrderRow } from './presenters';
import { completeRefund } from './refunds';
import {
  categoryChangeOf,
  changeStillWanted,
  makePaidChange,
  lapseChange,
  type CategoryChangeRow,
} from './category-change-settlement';

export interface PaidWith {
  paymentId: string | null;
  method: string;
}

/** The turns settlements take on the invoice counter row (turns.ts): one holding it, the others getting ready. */
const INVOICE_COUNTER_TURNS = 'invoice-counter';
/** Of a process's pooled connections, the share settlements may hold at once: 2 of the default 20 (turns.ts). */
const SETTLEMENTS_SHARE_OF_POOL = 0.1;

/**
 * In one transaction: the order paid with its invoice number and its still-pending tickets confirmed,
 * or, when its held places expired and the event has no room left for them, the order refunded and
 * its tickets released. The order row is locked first, so the status call and the webhook arriving
 * together decide once (one invoice number, or one refund). `order` is the row as the caller read it,
 * without a lock.
 */
export async function settleCapturedPayment(
  ctx: SettlementContext,
  order: OrderRow,
  payment: ProviderPayment,
  via: SettlementPath,
): Promise<OrderRow> {
  const supplier = ctx.config.company;
  // What the invoice says (buyer, event, lines, address, promo code) is read before the turn, on a
  // connection of its own: it was fixed when the order was made, and read inside the transaction it
  // took six of its round trips, each holding a turn and a pooled connection that a registration
  // needed (issue 29: the rush's status calls queued 6 s for their turn). Dated and checked under the lock.
  const early = isSettled(order)
    ? null
    : { basis: order, facts: await invoiceFacts(ctx.db, order, supplier, ctx.now()) };
  // Every settlement that pays or refunds takes the year's invoice counter row in turn (settleAsPaid):
  // a few at once from this process, the rest waiting here rather than on the row with a pooled
  // connection each (issue 29), as registrations wait for the sub-event's row (turns.ts).
  const { row: settled, decidedHere } = await inTurn(
    ctx.db,
    INVOICE_COUNTER_TURNS,
    () =>
      ctx.db.transaction(async (tx) => {
        const { locked, isChange, tickets } = await lockWithTickets(tx, order.id);
        if (isSettled(locked)) return { row: locked, decidedHere: false };
        const now = ctx.now();
        const paidWith = { paymentId: payment.paymentId, method: payment.method ?? 'card' };
        // A checkout left open in another tab may be paid after a newer order took over its tickets (or
        // after one was removed): keeping that money would charge those tickets twice.
        let row: OrderRow;
        // An order for a ticket's move to a dearer category (issue 28) has no ticket of its own to confirm.
        const change = isChange ? await categoryChangeOf(tx, locked.id) : null;
        if (change)
          row = (await changeStillWanted(tx, change))
            ? await settleChangeAsPaid(tx, locked, change, paidWith, now, supplier)
            : await settleChangeAsRefunded(tx, locked, change, paidWith, now, supplier);
        else if (!tickets.every((ticket) => ticket.status === 'pending' && ticket.orderId === locked.id))
          row = await settleAsRefunded(tx, locked, paidWith, now, 'order_changed', supplier);
        else if (await placesRemainFor(tx, locked, tickets, now)) {
          const facts =
            early && sameInvoiceBasis(early.basis, locked)
              ? { ...early.facts, issuedAt: now }
              : await invoiceFacts(tx, locked, supplier, now);
          const ticketIds = tickets.map((ticket) => ticket.participantId);
          row = await settleAsPaid(tx, locked, paidWith, now, supplier, { facts, ticketIds });
        } else row = await settleAsRefunded(tx, locked, paidWith, now, 'held_places_released', supplier);
        return { row, decidedHere: true };
      }),
    turnsFor(ctx.config.databasePoolSize, SETTLEMENTS_SHARE_OF_POOL),
  );
  // Its invoice (and credit note) were numbered without their PDFs (issue.ts PDF_NOT_DRAWN), and are
  // drawn by whoever reads them first: the confirmation's mail job, which waits while the process is
  // busy, or the buyer's download. Drawn here, they cost a rush's status calls a fifth of its CPU.
  // Told after commit, and only by the call that decided: metrics count each order once.
  if (decidedHere) tell(ctx, settled.status === 'paid' ? 'paid' : 'refunded', via, settled.orderUuid);
  if (settled.status !== 'refunded') return settled;
  const refunded = await completeRefund(ctx, settled, via);
  // Places the released tickets still held go to the event's waitlist first. After commit: inside, the
  // sub-event's lock would be taken after the invoice counter, the reverse of a paying settlement.
  if (decidedHere) await offerReleasedPlacesNow(ctx.db, settled.subEventId, ctx.now());
  return refunded;
}

function isSettled(order: OrderRow): boolean {
  return order.status === 'paid' || order.status === 'refunded';
}

/** Whether what an invoice says of the order (its buyer, event, charges, promo code) is as it was read. */
function sameInvoiceBasis(read: OrderRow, locked: OrderRow): boolean {
  return (
    read.userId === locked.userId &&
    read.subEventId === locked.subEventId &&
    read.promoCodeId === locked.promoCodeId &&
    read.placeOfSupplyStateCode === locked.placeOfSupplyStateCode &&
    JSON.stringify(storedCharges(read)) === JSON.stringify(storedCharges(locked))
  );
}

interface OrderTicket {
  participantId: number;
  status: string;
  orderId: number | null;
  holdExpiresAt: Date | null;
}

/**
 * The order's row locked, whether it pays for a category change, and its tickets as they are now: one
 * round trip for every check the settlement makes before it writes.
 */
async function lockWithTickets(
  tx: Db,
  orderId: number,
): Promise<{ locked: OrderRow; isChange: boolean; tickets: OrderTicket[] }> {
  const [found] = await tx
    .select({
      order: orders,
      // Written whole: in a select from one table, drizzle leaves column names unqualified.
      isChange: sql<boolean>`exists (select 1 from ticket_category_changes c where c.change_order_id = ${orders}.id)`,
      tickets: sql<{ participantId: number; status: string; orderId: number | null; holdExpiresAt: string | null }[]>`
        coalesce((select json_agg(json_build_object('participantId', p.id, 'status', p.status, 'orderId', p.order_id,
                                                    'holdExpiresAt', p.hold_expires_at))
                  from order_items i join participants p on p.id = i.participant_id
                  where i.order_id = ${orders}.id), '[]'::json)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!found) throw new Error(`order ${orderId} vanished`);
  const tickets = found.tickets.map((ticket) => ({
    ...ticket,
    holdExpiresAt: ticket.holdExpiresAt === null ? null : new Date(ticket.holdExpiresAt),
  }));
  return { locked: found.order, isChange: found.isChange, tickets };
}

/**
 * A hold further than this from running out cannot run out before the settlement deciding on it
 * commits (its transaction takes milliseconds, not a minute).
 */
const HOLD_SAFE_FOR_MS = 60_000;

/**
 * Whether the order's tickets can all be confirmed. Tickets still holding their place already count
 * toward capacity; tickets whose hold expired need a place again, counted the way register.ts counts
 * (every ticket that takes a place at `now`, and the places held for waitlisters: places.ts) under the
 * same sub-event row lock, so a registration cannot take the last place while this decides.
 * When every hold still has more than HOLD_SAFE_FOR_MS to run, confirming the tickets changes no count
 * a registration makes (each counts them as taking a place either way), so the lock is not taken: the
 * registrations of a popular event would otherwise wait for each payment's invoice to be drawn.
 */
async function placesRemainFor(tx: Db, order: OrderRow, tickets: readonly OrderTicket[], now: Date): Promise<boolean> {
  const safeUntil = new Date(now.getTime() + HOLD_SAFE_FOR_MS);
  if (!tickets.some((ticket) => isHoldExpired(ticket, safeUntil))) return true;
  const [subEvent] = await tx
    .select({ capacity: subEvents.totalAllowedRegistrations })
    .from(subEvents)
    .where(eq(subEvents.id, order.subEventId))
    .for('no key update');
  const lapsed = tickets.filter((ticket) => isHoldExpired(ticket, now)).length;
  if (lapsed === 0 || !subEvent || subEvent.capacity === null) return true;
  // Places held for a waitlister offered them are not the buyer's to take, unless the buyer is them.
  const { taken, reserved } = await countPlaces(tx, order.subEventId, now, order.userId);
  return taken + reserved + lapsed <= subEvent.capacity;
}

async function orderTicketIds(tx: Db, orderId: number): Promise<number[]> {
  const items = await tx
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return items.map((item) => item.participantId);
}

/**
 * Writes how the order was settled (paid or refunded, either way with the payment and its invoice)
 * and, in the same transaction, queues what the buyer is told of it, so a confirmation or refund
 * message goes out exactly for the orders so decided. Answers the settled row and its tickets' ids.
 */
async function recordSettlement(
  tx: Db,
  orderId: number,
  payment: { paidWith: PaidWith; invoiceNumber: string; at: Date },
  outcome: Pick<typeof orders.$inferInsert, 'status' | 'paidAt' | 'refundReason'>,
  /** Null for a category change's order: its ticket's re-issued e-ticket tells the buyer instead. */
  message: OrderMessageKind | null,
): Promise<{ row: OrderRow; ticketIds: number[] }> {
  const { paidWith, invoiceNumber, at } = payment;
  const [row] = await tx
    .update(orders)
    .set({
      ...outcome,
      paymentMethod: paidWith.method,
      providerPaymentId: paidWith.paymentId,
      invoiceNumber,
      invoiceDate: at,
      updatedAt: at,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished`);
  if (message) await enqueueOrderMessages(tx, row, message, at);
  const items = await tx
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { row, ticketIds: items.map((item) => item.participantId) };
}

/**
 * The order refunded (the refund itself is asked for after commit) and its pending tickets that are
 * still its own released; tickets a newer order took over stay with that order. The payment was
 * taken, so it gets its tax invoice, and the refund a credit note citing it.
 */
async function settleAsRefunded(
  tx: Db,
  order: OrderRow,
  paidWith: PaidWith,
  now: Date,
  reason: RefundReason,
  supplier: CompanyDetails,
): Promise<OrderRow> {
  const invoice = await issueInvoice(tx, order, supplier, now);
  await issueCreditNote(tx, order, invoice, reason, now);
  const { row: refunded, ticketIds } = await recordSettlement(
    tx,
    order.id,
    { paidWith, invoiceNumber: invoice.number, at: now },
    { status: 'refunded', refundReason: reason },
    'late_payment_refund',
  );
  if (ticketIds.length > 0) {
    await tx
      .update(participants)
      // 'failed': these tickets were never paid for (the money went back), shown as 'Incomplete'.
      .set({ status: 'cancelled', paymentStatus: 'failed', holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          inArray(participants.id, ticketIds),
          eq(participants.status, 'pending'),
          eq(participants.orderId, order.id),
        ),
      );
  }
  return refunded;
}

/**
 * A dearer category's order paid: its tax invoice for the difference and the ticket moved. The buyer is
 * told by the re-issued e-ticket (category-change-settlement.ts), not a booking confirmation: nothing
 * new was booked.
 */
async function settleChangeAsPaid(
  tx: Db,
  order: OrderRow,
  change: CategoryChangeRow,
  paidWith: PaidWith,
  paidAt: Date,
  supplier: CompanyDetails,
): Promise<OrderRow> {
  const invoiceNumber = (await issueInvoice(tx, order, supplier, paidAt)).number;
  const { row } = await recordSettlement(
    tx,
    order.id,
    { paidWith, invoiceNumber, at: paidAt },
    { status: 'paid', paidAt },
    null,
  );
  await makePaidChange(tx, change, paidAt);
  return row;
}

/** The move is no longer wanted (the ticket moved, was cancelled or given away meanwhile): the money goes back. */
async function settleChangeAsRefunded(
  tx: Db,
  order: OrderRow,
  change: CategoryChangeRow,
  paidWith: PaidWith,
  now: Date,
  supplier: CompanyDetails,
): Promise<OrderRow> {
  await lapseChange(tx, change, now);
  return settleAsRefunded(tx, order, paidWith, now, 'order_changed', supplier);
}

/** Marks an order (already locked or just inserted in `tx`) paid, issues its invoice and confirms its tickets. */
export async function settleAsPaid(
  tx: Db,
  order: OrderRow,
  paidWith: PaidWith,
  paidAt: Date,
  supplier: CompanyDetails,
  /** The invoice's facts dated `paidAt` and the order's ticket ids, when the caller has read them already. */
  read?: { facts: InvoiceFacts; ticketIds: number[] },
): Promise<OrderRow> {
  // One statement writes it all (numberInvoiceAndMarkPaid): the invoice's number and document, the
  // order paid, its tickets confirmed, an offer taken up and the messages queued. From the number to the
  // commit the year's counter row is held and every other payment waits for it (issue 29: in a
  // registration rush the payments queued there, each holding the row across a dozen round trips and
  // their pooled connections with it); now it is held for that statement and the commit alone, and a
  // settlement's whole turn is four round trips.
  const facts = read?.facts ?? (await invoiceFacts(tx, order, supplier, paidAt));
  const ticketIds = read?.ticketIds ?? (await orderTicketIds(tx, order.id));
  const confirmTickets = tx
    .update(participants)
    .set({
      status: 'confirmed',
      paymentStatus: 'paid',
      paidAt,
      holdExpiresAt: null,
      orderId: order.id,
      razorpayOrderId: order.providerOrderId,
      razorpayPaymentId: paidWith.paymentId,
      updatedAt: paidAt,
    })
    .where(and(inArray(participants.id, ticketIds), eq(participants.status, 'pending')));
  return numberInvoiceAndMarkPaid(
    tx,
    order,
    facts,
    { paymentMethod: paidWith.method, providerPaymentId: paidWith.paymentId },
    [
      ...(ticketIds.length > 0 ? [confirmTickets] : []),
      // A waitlister who was offered places and paid for them has taken the offer: nothing is held any more.
      acceptOfferStatement(tx, order, paidAt),
      // Queued in the same transaction, so the confirmation goes out exactly for the orders so decided.
      orderMessagesStatement(tx, order, 'order_confirmation', paidAt, facts.recipient),
    ],
  );
}
