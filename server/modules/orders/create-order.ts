// createOrder: one order per set of pending tickets. Asking again for the same set returns the same
// order (and the same provider order); a changed set gets a new order and the stale one is
// cancelled; a free total is paid on the spot with no provider order.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { CURRENCY } from '../../../src/domain/constants';
import { placeOfSupply } from '../../../src/domain/gst';
import type { components } from '../../../src/api/schema';
import type { Charges } from '../../../src/domain/pricing';
import { CHECKOUT_TEXT } from '../../../src/domain/payment-texts';
import { registrationStatus, registrationUnavailableToast } from '../../../src/domain/statuses';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { orderItems, orders, participants, users, type OrderStatus } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../errors';
import { withinProviderTimeout } from '../../payments/bounded-call';
import { PaymentProviderError, type ProviderOrder } from '../../payments/provider';
import { drawOrderPdfs } from '../invoices/issue';
import { HELD_PLACES_EXPIRED, holdExpiry, isHoldExpired } from '../registrations/holds';
import { chargeColumns, type OrderRow } from './presenters';
import { checkPromoCode, type PromoRequest } from './promo-codes';
import { settleAsPaid } from './settlement';
import {
  chargesForTickets,
  findPendingTickets,
  findSubEvent,
  ticketTotalOf,
  type ParticipantRow,
  type SubEventWithEvent,
} from './tickets';

export const FAILED_TO_INITIALIZE_PAYMENT = 'Failed to initialize payment. Please try again.';
export const FREE_ORDER_PAYMENT_METHOD = 'free';
export const PAYMENT_AWAITING_BANK = `${CHECKOUT_TEXT.awaitingBank}. Please wait for its answer before paying again.`;
const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'failed'];

/** What the page opens the provider's checkout with (openapi.yaml RazorpayOrder). */
export type CheckoutOrder = components['schemas']['RazorpayOrder'];

export interface CreatedOrder {
  order: OrderRow;
  /** Absent when the total is zero: the order is then already paid. */
  checkout: CheckoutOrder | null;
}

interface OpenOrder {
  order: OrderRow;
  ticketIds: Set<number>;
}

export async function createOrderForPendingTickets(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: string,
  promoCode: string | null = null,
): Promise<CreatedOrder> {
  // One instant for the whole request: the hold checked, the registration window, the renewed holds and
  // every row's timestamps agree, however long the provider takes.
  const now = ctx.now();
  const found = await findSubEvent(ctx.db, subEventUuid);
  if (!found) throw notFound('Event not found');
  const { subEvent } = found;
  const pending = await findPendingTickets(ctx.db, caller.id, subEvent.id);
  if (pending.length === 0) throw conflict('No pending tickets to pay for');
  // A ticket whose hold expired may have lost its place to someone else: it is never charged.
  const tickets = pending.filter((ticket) => !isHoldExpired(ticket, now));
  if (tickets.length === 0) throw conflict(HELD_PLACES_EXPIRED);
  const registration = registrationStatus(
    {
      startDate: subEvent.startDatetime,
      endDate: subEvent.endDatetime,
      registrationStart: subEvent.registrationStart,
      registrationEnd: subEvent.registrationEnd,
    },
    now,
  );
  if (!registration.isActionable) {
    throw conflict(registrationUnavailableToast(registration.state) ?? 'Registration is not available');
  }

  const promoRequest: PromoRequest | null = promoCode
    ? {
        typed: promoCode,
        eventId: found.event.id,
        buyerId: caller.id,
        ticketCount: tickets.length,
        ticketTotalPaise: ticketTotalOf(tickets),
        now,
      }
    : null;
  const promo = promoRequest ? await promoFor(ctx.db, promoRequest) : null;
  const charges = chargesForTickets(ctx.config.company.gstin, subEvent, tickets, promo?.discountPaise ?? 0);
  const placeOfSupplyStateCode = placeOfSupply(ctx.config.company.gstin, subEvent.stateName).state.code;
  const priced = { charges, placeOfSupplyStateCode, promoCodeId: promo?.promo.id ?? null };
  const reusable = await findReusableOrder(ctx, caller.id, subEvent.id, tickets, priced);
  if (reusable) {
    // A payment for these very tickets is still with the bank (UPI): a second one could charge twice.
    if (reusable.order.status === 'pending') throw conflict(PAYMENT_AWAITING_BANK);
    await renewHolds(ctx.db, tickets, holdExpiry(ctx.config, now));
    return reopen(ctx, reusable, now);
  }

  if (charges.grandTotal === 0) {
    return createFreeOrder(ctx, caller, found, tickets, priced, promoRequest, now);
  }

  const orderUuid = randomUUID();
  let providerOrder: ProviderOrder;
  try {
    const provider = ctx.payments;
    providerOrder = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'creating an order', () =>
      provider.createOrder({
        amountPaise: charges.grandTotal,
        currency: CURRENCY,
        receipt: orderUuid,
        notes: { order_uuid: orderUuid, sub_event_uuid: subEvent.subEventUuid, event_title: found.event.title },
      }),
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, FAILED_TO_INITIALIZE_PAYMENT);
    throw error;
  }
  // The provider call stays outside the transaction: it may be slow, and the sandbox writes through
  // its own connection.
  const order = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, caller.id);
    // Another request for the same tickets may have won the race; its order stands and the provider
    // order made here is simply never paid.
    const winner = await findReusableOrder({ ...ctx, db: tx }, caller.id, subEvent.id, tickets, priced);
    if (winner) return winner.order;
    // The code's last use may have gone to another buyer meanwhile: decided under its row lock.
    if (promoRequest) await promoFor(tx, promoRequest, true);
    await cancelOpenOrders(tx, caller.id, subEvent.id, now);
    await renewHolds(tx, tickets, holdExpiry(ctx.config, now));
    return insertOrder(tx, {
      orderUuid,
      userId: caller.id,
      subEventId: subEvent.id,
      status: 'created',
      provider: ctx.payments.name,
      providerOrderId: providerOrder.providerOrderId,
      ...priced,
      tickets,
      now,
    });
  });
  return { order, checkout: checkoutFor(ctx, order) };
}

/** The code's discount for this order, or a 422 with the reason it does not apply. */
async function promoFor(db: Db, request: PromoRequest, lock = false) {
  const verdict = await checkPromoCode(db, request, lock);
  if (!verdict.ok) throw new HttpError(422, verdict.message);
  return verdict;
}

async function createFreeOrder(
  ctx: AppContext,
  caller: AuthenticatedUser,
  found: SubEventWithEvent,
  tickets: ParticipantRow[],
  priced: PricedOrder,
  promoRequest: PromoRequest | null,
  now: Date,
): Promise<CreatedOrder> {
  const order = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, caller.id);
    if (promoRequest) await promoFor(tx, promoRequest, true);
    await cancelOpenOrders(tx, caller.id, found.subEvent.id, now);
    const created = await insertOrder(tx, {
      orderUuid: randomUUID(),
      userId: caller.id,
      subEventId: found.subEvent.id,
      status: 'created',
      provider: ctx.payments.name,
      providerOrderId: null,
      ...priced,
      tickets,
      now,
    });
    return settleAsPaid(tx, created, { paymentId: null, method: FREE_ORDER_PAYMENT_METHOD }, now, ctx.config.company);
  });
  // Its invoice's PDF, drawn after the commit (invoices/issue.ts PDF_NOT_DRAWN).
  await drawOrderPdfs(ctx.db, order.id);
  return { order, checkout: null };
}

/** What the page opens the provider's checkout with for an unpaid order; null once paid or free. */
export function checkoutFor(ctx: Pick<AppContext, 'payments'>, order: OrderRow): CheckoutOrder | null {
  if (!order.providerOrderId || order.status === 'paid') return null;
  const checkoutToken = ctx.payments.checkoutToken(order.providerOrderId);
  return {
    key_id: ctx.payments.keyId,
    amount: order.grandTotalPaise,
    currency: order.currency,
    order_id: order.providerOrderId,
    ...(checkoutToken === null ? {} : { checkout_token: checkoutToken }),
  };
}

/** A failed attempt does not end an order: the provider accepts another attempt on the same order. */
async function reopen(ctx: AppContext, open: OpenOrder, now: Date): Promise<CreatedOrder> {
  let order = open.order;
  if (order.status === 'failed') {
    const [reopened] = await ctx.db
      .update(orders)
      // A new attempt: the payment jobs check it a few minutes from now, as a new order.
      .set({ status: 'created', updatedAt: now, providerCheckAt: null, providerChecks: 0 })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'failed')))
      .returning();
    order = reopened ?? order;
  }
  return { order, checkout: checkoutFor(ctx, order) };
}

/** The open order whose tickets and amount are exactly the ones being paid for now, if any. */
async function findReusableOrder(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  userId: number,
  subEventId: number,
  tickets: ParticipantRow[],
  { charges, placeOfSupplyStateCode, promoCodeId }: PricedOrder,
): Promise<OpenOrder | null> {
  const [latest] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.subEventId, subEventId), inArray(orders.status, [...OPEN_STATUSES])),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (
    !latest ||
    latest.provider !== ctx.payments.name ||
    latest.grandTotalPaise !== charges.grandTotal ||
    // Another code, or none, is another order, even at the same amount.
    latest.promoCodeId !== promoCodeId ||
    // The same amount under other tax heads (the event moved state) is another order.
    (latest.placeOfSupplyStateCode ?? placeOfSupplyStateCode) !== placeOfSupplyStateCode
  )
    return null;
  const items = await ctx.db
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, latest.id));
  const ticketIds = new Set(items.map((item) => item.participantId));
  const sameTickets = ticketIds.size === tickets.length && tickets.every((ticket) => ticketIds.has(ticket.id));
  return sameTickets ? { order: latest, ticketIds } : null;
}

/**
 * Opening the checkout gives the tickets being paid for a full hold from now, so a payment started
 * just before the hold ran out is not made for places already given to someone else. Only tickets
 * that still hold a place get here (expired ones are filtered out), so capacity is never exceeded.
 */
async function renewHolds(db: Db, tickets: readonly ParticipantRow[], until: Date): Promise<void> {
  await db
    .update(participants)
    .set({ holdExpiresAt: until })
    .where(
      and(
        inArray(
          participants.id,
          tickets.map((ticket) => ticket.id),
        ),
        eq(participants.status, 'pending'),
        isNotNull(participants.holdExpiresAt),
      ),
    );
}

/** Serializes one person's order creation (row lock on the user), so two tabs cannot race. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function cancelOpenOrders(tx: Db, userId: number, subEventId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(eq(orders.userId, userId), eq(orders.subEventId, subEventId), inArray(orders.status, [...OPEN_STATUSES])),
    );
}

/** What an order is priced with: its SPEC §9 charges, the place of supply, and the promo code applied. */
interface PricedOrder {
  charges: Charges;
  placeOfSupplyStateCode: string;
  promoCodeId: number | null;
}

interface NewOrder extends PricedOrder {
  orderUuid: string;
  userId: number;
  subEventId: number;
  status: OrderStatus;
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string | null;
  tickets: ParticipantRow[];
  now: Date;
}

async function insertOrder(tx: Db, input: NewOrder): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      orderUuid: input.orderUuid,
      userId: input.userId,
      subEventId: input.subEventId,
      status: input.status,
      ...chargeColumns(input.charges),
      placeOfSupplyStateCode: input.placeOfSupplyStateCode,
      promoCodeId: input.promoCodeId,
      currency: CURRENCY,
      provider: input.provider,
      providerOrderId: input.providerOrderId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values(
    input.tickets.map((ticket) => ({
      orderId: order.id,
      participantId: ticket.id,
      unitPricePaise: ticket.amountPaise,
      eventCategory: ticket.eventCategory,
      createdAt: input.now,
    })),
  );
  await tx
    .update(participants)
    .set({ orderId: order.id, updatedAt: input.now })
    .where(
      inArray(
        participants.id,
        input.tickets.map((ticket) => ticket.id),
      ),
    );
  return order;
}
