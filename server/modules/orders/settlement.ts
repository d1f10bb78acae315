// The one way an order becomes paid: a captured payment of exactly the order's amount and currency,
// as the provider (never the browser) reported it to reconcile.ts, settled here under the order's
// row lock. The status call, the webhook and the payment jobs all come through here.
//
// A payment may complete after the order's held places expired (the checkout stayed open, the bank
// was slow). It is kept if the event still has room for those places; otherwise the order is
// 'refunded': its tickets are released and the payment goes back through the provider, once.
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyDetails } from '../../config';
import type { Db } from '../../db/connect';
import { orderItems, orders, participants, subEvents, type RefundReason } from '../../db/schema';
import { enqueueOrderMessages, type OrderMessageKind } from '../../messages/order-messages';
import type { ProviderPayment } from '../../payments/provider';
import {
  drawOrderPdfs,
  invoiceFacts,
  issueCreditNote,
  issueInvoice,
  numberInvoiceAndMarkPaid,
} from '../invoices/issue';
import { isHoldExpired } from '../registrations/holds';
import { inTurn, turnsFor } from '../registrations/turns';
import { countPlaces } from '../registrations/places';
import { acceptOffer, offerReleasedPlacesNow } from '../registrations/waitlist-offers';
import { tell, type SettlementContext, type SettlementPath } from './payment-events';
import type { OrderRow } from './presenters';
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
/** Of a process's pooled connections, the share settlements may hold at once: 2 of the default 10. */
const SETTLEMENTS_SHARE_OF_POOL = 0.2;

/**
 * In one transaction: the order paid with its invoice number and its still-pending tickets confirmed,
 * or, when its held places expired and the event has no room left for them, the order refunded and
 * its tickets released. The order row is locked first, so the status call and the webhook arriving
 * together decide once (one invoice number, or one refund).
 */
export async function settleCapturedPayment(
  ctx: SettlementContext,
  orderId: number,
  payment: ProviderPayment,
  via: SettlementPath,
): Promise<OrderRow> {
  // Every settlement that pays or refunds takes the year's invoice counter row in turn (settleAsPaid):
  // a few at once from this process, the rest waiting here rather than on the row with a pooled
  // connection each (issue 29), as registrations wait for the sub-event's row (turns.ts).
  const { row: settled, decidedHere } = await inTurn(
    ctx.db,
    INVOICE_COUNTER_TURNS,
    () =>
      ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!locked) throw new Error(`order ${orderId} vanished`);
        if (locked.status === 'paid' || locked.status === 'refunded') return { row: locked, decidedHere: false };
        const now = ctx.now();
        const paidWith = { paymentId: payment.paymentId, method: payment.method ?? 'card' };
        // A checkout left open in another tab may be paid after a newer order took over its tickets (or
        // after one was removed): keeping that money would charge those tickets twice.
        const supplier = ctx.config.company;
        let row: OrderRow;
        // An order for a ticket's move to a dearer category (issue 28) has no ticket of its own to confirm.
        const change = await categoryChangeOf(tx, locked.id);
        if (change)
          row = (await changeStillWanted(tx, change))
            ? await settleChangeAsPaid(tx, locked, change, paidWith, now, supplier)
            : await settleChangeAsRefunded(tx, locked, change, paidWith, now, supplier);
        else if (!(await ticketsStillAwaitThisOrder(tx, locked)))
          row = await settleAsRefunded(tx, locked, paidWith, now, 'order_changed', supplier);
        else if (await placesRemainFor(tx, locked, now)) row = await settleAsPaid(tx, locked, paidWith, now, supplier);
        else row = await settleAsRefunded(tx, locked, paidWith, now, 'held_places_released', supplier);
        return { row, decidedHere: true };
      }),
    turnsFor(ctx.config.databasePoolSize, SETTLEMENTS_SHARE_OF_POOL),
  );
  // Its invoice (and credit note) were numbered without their PDFs, so no payment waited on another's
  // drawing under the counter row (issue.ts PDF_NOT_DRAWN): drawn now, after the commit.
  if (decidedHere) await drawOrderPdfs(ctx.db, settled.id);
  // Told after commit, and only by the call that decided: metrics count each order once.
  if (decidedHere) tell(ctx, settled.status === 'paid' ? 'paid' : 'refunded', via, settled.orderUuid);
  if (settled.status !== 'refunded') return settled;
  const refunded = await completeRefund(ctx, settled, via);
  // Places the released tickets still held go to the event's waitlist first. After commit: inside, the
  // sub-event's lock would be taken after the invoice counter, the reverse of a paying settlement.
  if (decidedHere) await offerReleasedPlacesNow(ctx.db, settled.subEventId, ctx.now());
  return refunded;
}

/** Every ticket of the order is still unpaid and still this order's (no newer order or removal took it). */
async function ticketsStillAwaitThisOrder(tx: Db, order: OrderRow): Promise<boolean> {
  const tickets = await tx
    .select({ status: participants.status, orderId: participants.orderId })
    .from(orderItems)
    .innerJoin(participants, eq(participants.id, orderItems.participantId))
    .where(eq(orderItems.orderId, order.id));
  return tickets.every((ticket) => ticket.status === 'pending' && ticket.orderId === order.id);
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
async function placesRemainFor(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const tickets = await tx
    .select({ status: participants.status, holdExpiresAt: participants.holdExpiresAt })
    .from(orderItems)
    .innerJoin(participants, eq(participants.id, orderItems.participantId))
    .where(eq(orderItems.orderId, order.id));
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
): Promise<OrderRow> {
  // Every write but the invoice's first: from its number to the commit the year's counter row is held,
  // and every other payment waits for it (issue 29: in a registration rush the payments queued there,
  // each holding the row across a dozen round trips, and their pooled connections with it). Now the
  // number, the document and the order's row are the transaction's last statement.
  const facts = await invoiceFacts(tx, order, supplier, paidAt);
  const items = await tx
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const ticketIds = items.map((item) => item.participantId);
  if (ticketIds.length > 0) {
    await tx
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
  }
  // A waitlister who was offered places and paid for them has taken the offer: nothing is held any more.
  await acceptOffer(tx, order, paidAt);
  // Queued in the same transaction, so the confirmation goes out exactly for the orders so decided.
  await enqueueOrderMessages(tx, order, 'order_confirmation', paidAt);
  return numberInvoiceAndMarkPaid(tx, order, facts, {
    paymentMethod: paidWith.method,
    providerPaymentId: paidWith.paymentId,
  });
}
