// GET/POST .../participants/{participantUuid}/category-change (issue 28 item 3): the categories a paid
// ticket may move to with what each costs or gives back, and the move itself.
// - Cheaper or equal: in one transaction under the ticket's row lock, the ticket moves, a credit note
//   is issued for the difference with its GST (citing the ticket's invoice), the change is recorded
//   and the e-ticket re-issued; after commit, never inside, the refund is asked of the provider once
//   (ticket-refunds.ts), and the payment jobs ask again if it failed.
// - Dearer: an order of its own for the difference (SPEC §9 on it, no booking fee) with one line for
//   the ticket, opened with the provider like any order; the ticket moves when that order settles paid
//   (server/modules/orders/settlement.ts via category-change-settlement.ts), by the status call, the
//   webhook or the payment jobs, with its tax invoice. Asking again for the same move reopens the same
//   order; asking for another category lets the earlier one lapse.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY } from '../../../src/domain/constants';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { orderItems, orders, ticketCategoryChanges } from '../../db/schema';
import { conflict, HttpError } from '../../errors';
import { enqueueTicketReissuedMessage } from '../../messages/ticket-details-messages';
import { withinProviderTimeout } from '../../payments/bounded-call';
import { PaymentProviderError } from '../../payments/provider';
import { checkoutFor, FAILED_TO_INITIALIZE_PAYMENT, PAYMENT_AWAITING_BANK } from '../orders/create-order';
import { chargeColumns, chargesJson, orderJson, type OrderRow } from '../orders/presenters';
import { CATEGORY_CHANGE_REFUNDS, requestTicketRefund, type TicketCategoryChangeRow } from '../orders/ticket-refunds';
import { issueTicketCreditNote } from '../invoices/issue';
import { invoiceOf } from '../invoices/issued';
import { requireUuid } from '../catalog/uuid';
import {
  chosenCategory,
  findChangeableTicket,
  moneyFor,
  moveTicketToCategory,
  type ChangeableTicket,
  type TicketCategory,
} from './category-change-rules';

type Quote = components['schemas']['CategoryChangeQuote'];
type ChangeJson = components['schemas']['CategoryChange'];
type ChangeAnswer = components['schemas']['CategoryChangeResponse']['message'];

/** The order line of a dearer move, as its invoice reads it: '21.1K (from 10K)'. */
export const changeLineCategory = (from: string, to: string) => `${to} (from ${from})`.slice(0, 100);

export async function quoteCategoryChange(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuid: unknown,
): Promise<Quote> {
  const uuid = requireUuid(participantUuid, 'participantUuid');
  const ticket = await findChangeableTicket(ctx.db, caller, uuid, ctx.now(), { lock: false });
  return {
    participant_uuid: uuid,
    attendee_name: ticket.attendeeName,
    category: ticket.current.label,
    price: paiseToRupeeString(ticket.current.pricePaise),
    category_changeable_until: ticket.subEvent.changeableUntil.toISOString(),
    options: ticket.others.map((category) => {
      const money = moneyFor(ticket, category);
      return {
        category: category.label,
        price: paiseToRupeeString(category.pricePaise),
        kind: money.kind,
        amount: paiseToRupeeString(
          money.kind === 'pay' ? money.charges.grandTotal : money.kind === 'refund' ? money.refundAmount : 0,
        ),
        charges: money.kind === 'pay' ? chargesJson(money.charges) : null,
      };
    }),
  };
}

export function changeJson(
  row: TicketCategoryChangeRow,
  facts: { creditNoteNumber: string | null; orderUuid: string },
): ChangeJson {
  return {
    order_uuid: facts.orderUuid,
    from_category: row.fromCategory,
    to_category: row.toCategory,
    status: row.status,
    refund_amount: paiseToRupeeString(row.refundAmountPaise),
    refund_status: row.refundStatus,
    credit_note_number: facts.creditNoteNumber,
    made_at: row.madeAt?.toISOString() ?? null,
  };
}

export async function changeTicketCategory(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuid: unknown,
  wanted: unknown,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ChangeAnswer> {
  const uuid = requireUuid(participantUuid, 'participantUuid');
  const ticket = await findChangeableTicket(ctx.db, caller, uuid, ctx.now(), { lock: false });
  const category = chosenCategory(ticket, wanted);
  const money = moneyFor(ticket, category);
  if (money.kind !== 'pay') return changeNow(ctx, caller, uuid, category.label, log);
  return openChangeOrder(ctx, caller, ticket, category);
}

/** A cheaper or equal move: made at once, its difference refunded after commit. */
async function changeNow(
  ctx: AppContext,
  caller: AuthenticatedUser,
  uuid: string,
  wanted: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ChangeAnswer> {
  const { row, creditNoteNumber, orderUuid } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    // Decided again under the lock: a move or a cancellation may have come first.
    const ticket = await findChangeableTicket(tx, caller, uuid, now, { lock: true });
    const category = chosenCategory(ticket, wanted);
    const money = moneyFor(ticket, category);
    if (money.kind === 'pay') throw conflict('The price of this category changed. Please try again.');
    await moveTicketToCategory(tx, ticket.participant.id, ticket.fields, category, now);
    const refund =
      money.kind === 'refund'
        ? { taxable: money.refundTaxable, tax: money.refundTax, amount: money.refundAmount }
        : { taxable: 0, tax: { cgst: 0, sgst: 0, igst: 0 }, amount: 0 };
    const creditNote = refund.amount > 0 ? await creditNoteFor(ctx, tx, ticket, category, refund, now) : null;
    const [inserted] = await tx
      .insert(ticketCategoryChanges)
      .values({
        participantId: ticket.participant.id,
        orderId: ticket.order.id,
        status: 'made',
        fromCategory: ticket.current.label,
        toCategory: category.label,
        fromPricePaise: ticket.current.pricePaise,
        toPricePaise: category.pricePaise,
        refundAmountPaise: refund.amount,
        refundTaxablePaise: refund.taxable,
        refundCgstPaise: refund.tax.cgst,
        refundSgstPaise: refund.tax.sgst,
        refundIgstPaise: refund.tax.igst,
        refundStatus: refund.amount > 0 ? 'requested' : 'none',
        creditNoteId: creditNote?.id ?? null,
        madeAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('inserting a category change returned no row');
    await lapseAwaitingChanges(tx, ticket.participant.id, now);
    await enqueueTicketReissuedMessage(
      tx,
      {
        participantUuid: uuid,
        userId: caller.id,
        categoryChange: { from: ticket.current.label, to: category.label },
      },
      now,
    );
    return { row: inserted, creditNoteNumber: creditNote?.number ?? null, orderUuid: ticket.order.orderUuid };
  });
  let settled = row;
  try {
    settled = await requestTicketRefund(ctx, row, CATEGORY_CHANGE_REFUNDS);
  } catch (error) {
    log.warn({ err: error, participant_uuid: uuid }, 'category change refund not accepted yet; the payment jobs retry');
  }
  return {
    participant_uuid: uuid,
    change: changeJson(settled, { creditNoteNumber, orderUuid }),
    order: null,
    razorpay_order: null,
  };
}

/** The credit note for a cheaper move's difference, citing the ticket's invoice. */
async function creditNoteFor(
  ctx: AppContext,
  tx: Db,
  ticket: ChangeableTicket,
  category: TicketCategory,
  refund: { taxable: number; tax: { cgst: number; sgst: number; igst: number }; amount: number },
  now: Date,
) {
  const invoice = await invoiceOf(tx, ticket.order, ctx.config.company);
  if (!invoice) throw new Error(`paid order ${ticket.order.id} has no invoice to credit`);
  return issueTicketCreditNote(
    tx,
    ticket.order,
    invoice,
    {
      participantUuid: ticket.participant.participantUuid,
      attendeeName: ticket.attendeeName,
      ticketName: ticket.subEvent.ticketName ?? ticket.subEvent.name,
      category: ticket.current.label,
      refund: {
        ticketAmount: refund.amount,
        feeKept: 0,
        refundAmount: refund.amount,
        refundTaxable: refund.taxable,
        refundTax: refund.tax,
      },
    },
    now,
    `Category changed from ${ticket.current.label} to ${category.label} (${ticket.attendeeName})`,
  );
}

/** Earlier dearer moves of this ticket still awaiting payment lapse: their orders are not to be paid. */
async function lapseAwaitingChanges(tx: Db, participantId: number, now: Date): Promise<void> {
  const lapsed = await tx
    .update(ticketCategoryChanges)
    .set({ status: 'lapsed', updatedAt: now })
    .where(
      and(eq(ticketCategoryChanges.participantId, participantId), eq(ticketCategoryChanges.status, 'awaiting_payment')),
    )
    .returning({ orderId: ticketCategoryChanges.changeOrderId });
  const orderIds = lapsed.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, ['created', 'failed'])));
}

/** The move awaiting payment for this ticket to this category whose order may still be paid, if any. */
async function reusableChange(db: Db, participantId: number, toCategory: string) {
  const [found] = await db
    .select({ change: ticketCategoryChanges, order: orders })
    .from(ticketCategoryChanges)
    .innerJoin(orders, eq(orders.id, ticketCategoryChanges.changeOrderId))
    .where(
      and(
        eq(ticketCategoryChanges.participantId, participantId),
        eq(ticketCategoryChanges.status, 'awaiting_payment'),
        eq(ticketCategoryChanges.toCategory, toCategory),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** A dearer move: its order, reused when the same move was asked before, else opened with the provider. */
async function openChangeOrder(
  ctx: AppContext,
  caller: AuthenticatedUser,
  ticket: ChangeableTicket,
  category: TicketCategory,
): Promise<ChangeAnswer> {
  const money = moneyFor(ticket, category);
  if (money.kind !== 'pay') throw new Error('openChangeOrder is for a dearer category');
  const answer = (change: TicketCategoryChangeRow, order: OrderRow): ChangeAnswer => ({
    participant_uuid: ticket.participant.participantUuid,
    change: changeJson(change, { creditNoteNumber: null, orderUuid: order.orderUuid }),
    order: orderJson(order),
    razorpay_order: checkoutFor(ctx, order),
  });
  const earlier = await reusableChange(ctx.db, ticket.participant.id, category.label);
  if (earlier && earlier.order.grandTotalPaise === money.charges.grandTotal) {
    // A payment for this very move is still with the bank (UPI): a second one could charge twice.
    if (earlier.order.status === 'pending') throw conflict(PAYMENT_AWAITING_BANK);
    if (['created', 'failed', 'cancelled'].includes(earlier.order.status)) {
      const [reopened] = await ctx.db
        .update(orders)
        .set({ status: 'created', updatedAt: ctx.now(), providerCheckAt: null, providerChecks: 0 })
        .where(and(eq(orders.id, earlier.order.id), inArray(orders.status, ['failed', 'cancelled'])))
        .returning();
      return answer(earlier.change, reopened ?? earlier.order);
    }
  }
  const orderUuid = randomUUID();
  let providerOrderId: string;
  try {
    const provider = ctx.payments;
    const opened = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'creating an order', () =>
      provider.createOrder({
        amountPaise: money.charges.grandTotal,
        currency: CURRENCY,
        receipt: orderUuid,
        notes: {
          order_uuid: orderUuid,
          participant_uuid: ticket.participant.participantUuid,
          purpose: 'category_change',
        },
      }),
    );
    providerOrderId = opened.providerOrderId;
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, FAILED_TO_INITIALIZE_PAYMENT);
    throw error;
  }
  // The provider call stays outside the transaction, as create-order.ts's does.
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    const locked = await findChangeableTicket(tx, caller, ticket.participant.participantUuid, now, { lock: true });
    const lockedCategory = chosenCategory(locked, category.label);
    const lockedMoney = moneyFor(locked, lockedCategory);
    if (lockedMoney.kind !== 'pay' || lockedMoney.charges.grandTotal !== money.charges.grandTotal) {
      throw conflict('The price of this category changed. Please try again.');
    }
    await lapseAwaitingChanges(tx, locked.participant.id, now);
    const [order] = await tx
      .insert(orders)
      .values({
        orderUuid,
        userId: caller.id,
        subEventId: locked.subEvent.id,
        status: 'created',
        ...chargeColumns(money.charges),
        // The ticket's own order's place of supply, whose tax heads the quote used.
        placeOfSupplyStateCode: locked.order.placeOfSupplyStateCode,
        currency: CURRENCY,
        provider: ctx.payments.name,
        providerOrderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    await tx.insert(orderItems).values({
      orderId: order.id,
      participantId: locked.participant.id,
      unitPricePaise: money.charges.entryFeeTotal,
      eventCategory: changeLineCategory(locked.current.label, lockedCategory.label),
      createdAt: now,
    });
    const [change] = await tx
      .insert(ticketCategoryChanges)
      .values({
        participantId: locked.participant.id,
        orderId: locked.order.id,
        changeOrderId: order.id,
        status: 'awaiting_payment',
        fromCategory: locked.current.label,
        toCategory: lockedCategory.label,
        fromPricePaise: locked.current.pricePaise,
        toPricePaise: lockedCategory.pricePaise,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!change) throw new Error('inserting a category change returned no row');
    return answer(change, order);
  });
}
