import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { CURRENCY } from '../../../src/domain/constants';
import { subEvents } from './catalog';
import { promoCodes } from './promo-codes';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { users } from './users';

// 'refunded': a payment captured that the order can no longer be fulfilled with, given back through
// the provider (settlement.ts): its held places went to someone else, or a newer order of the same
// person replaced it or a ticket was removed from it (a checkout left open in another tab).
export const REFUND_REASONS = ['held_places_released', 'order_changed'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// A refund the provider accepted goes 'pending' to 'processed' (the money is on its way back) or 'failed'
// (it never left: an operator refunds by hand). Followed by the payment jobs (server/modules/orders/payment-jobs.ts).
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

// Each SPEC §9 component (src/domain/pricing.ts Charges) is stored as charged, so an invoice reprints exactly what was paid even if
// fees change later. grand_total_paise is the sum of the ten components, less a promo code's discount.
export const orders = pgTable(
  'orders',
  {
    id: internalId(),
    orderUuid: uuid('order_uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    entryFeeTotalPaise: integer('entry_fee_total_paise').notNull(),
    // A promo code's discount on the tickets, taken off before their taxes (issue 28); 0 without one.
    discountPaise: integer('discount_paise').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    entryFeeCgstPaise: integer('entry_fee_cgst_paise').notNull(),
    entryFeeSgstPaise: integer('entry_fee_sgst_paise').notNull(),
    // IGST instead of CGST + SGST when the event is in another state than the supplier's (src/domain/gst.ts).
    entryFeeIgstPaise: integer('entry_fee_igst_paise').notNull().default(0),
    platformFeePaise: integer('platform_fee_paise').notNull(),
    platformFeeCgstPaise: integer('platform_fee_cgst_paise').notNull(),
    platformFeeSgstPaise: integer('platform_fee_sgst_paise').notNull(),
    platformFeeIgstPaise: integer('platform_fee_igst_paise').notNull().default(0),
    convenienceChargePaise: integer('convenience_charge_paise').notNull(),
    convenienceChargeGstPaise: integer('convenience_charge_gst_paise').notNull(),
    grandTotalPaise: integer('grand_total_paise').notNull(),
    // The GST state code of the place of supply the order was priced for; null on orders priced
    // before it was recorded (all intra-state, in the supplier's state).
    placeOfSupplyStateCode: varchar('place_of_supply_state_code', { length: 2 }),
    // Only CURRENCY is ever written (create-order.ts), so the type says so.
    currency: varchar('currency', { length: 3 }).$type<typeof CURRENCY>().notNull().default(CURRENCY),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).unique(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    paymentMethod: varchar('payment_method', { length: 32 }),
    paidAt: instant('paid_at'),
    invoiceNumber: varchar('invoice_number', { length: 32 }).unique(),
    invoiceDate: instant('invoice_date'),
    // A refunded order: the provider's refund id once the refund went through, and while it is being
    // asked for, since when (one request at a time may ask; a stale claim may be taken over).
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    refundClaimedAt: instant('refund_claimed_at'),
    refundedAt: instant('refunded_at'),
    // Why a refunded order was refunded; null on orders refunded before it was recorded (held places).
    refundReason: text('refund_reason').$type<RefundReason>(),
    // The provider's state of that refund; null until the provider accepted one.
    refundStatus: text('refund_status').$type<RefundStatus>(),
    // When the payment jobs next ask the provider about this order (an unsettled payment, a refund to
    // ask for or to follow), and how often they asked: each claim pushes the next check out further.
    providerCheckAt: instant('provider_check_at'),
    providerChecks: integer('provider_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // A promo code's uses are counted under its row lock (promo-codes.ts).
    index('orders_promo_code_idx').on(t.promoCodeId),
    index('orders_user_sub_event_status_idx').on(t.userId, t.subEventId, t.status),
    check('orders_status_check', sql.raw(`status in (${sqlList(ORDER_STATUSES)})`)),
    check('orders_refund_reason_check', sql.raw(`refund_reason in (${sqlList(REFUND_REASONS)})`)),
    check('orders_refund_status_check', sql.raw(`refund_status in (${sqlList(REFUND_STATUSES)})`)),
    // The payment jobs' scan: orders not yet settled or refunded to the end, due for a check.
    index('orders_provider_check_idx').on(t.status, t.providerCheckAt),
    check('orders_provider_check', sql.raw(`provider in (${sqlList(PAYMENT_PROVIDERS)})`)),
    check('orders_discount_check', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.entryFeeTotalPaise}`),
    check(
      'orders_grand_total_check',
      sql`${t.grandTotalPaise} = ${t.entryFeeTotalPaise} - ${t.discountPaise} + ${t.entryFeeCgstPaise} + ${t.entryFeeSgstPaise} + ${t.entryFeeIgstPaise} + ${t.platformFeePaise} + ${t.platformFeeCgstPaise} + ${t.platformFeeSgstPaise} + ${t.platformFeeIgstPaise} + ${t.convenienceChargePaise} + ${t.convenienceChargeGstPaise}`,
    ),
  ],
);

// Invoice numbers run without gaps per Indian financial year (April to March), as GST invoices must:
// allocateInvoiceNumber bumps last_number atomically with INSERT ... ON CONFLICT DO UPDATE.
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const PAYMENT_ATTEMPT_STATUSES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'dismissed',
  'refunded',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** The provider-side ledger: what the sandbox (or Razorpay) reported for each attempt to pay an order. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: internalId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    method: varchar('method', { length: 32 }),
    signature: text('signature'),
    errorCode: varchar('error_code', { length: 64 }),
    errorDescription: text('error_description'),
    /** Sandbox only: when its bank confirms a UPI payment still 'created' (paid by UPI, confirms later). */
    settlesAt: instant('settles_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_attempts_provider_order_idx').on(t.providerOrderId),
    index('payment_attempts_order_idx').on(t.orderId),
    check('payment_attempts_status_check', sql.raw(`status in (${sqlList(PAYMENT_ATTEMPT_STATUSES)})`)),
  ],
);

/**
 * The sandbox provider's refunds (Razorpay keeps its own): one row per refund of a captured payment,
 * named like the provider's ('rfnd_...').
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: internalId(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }).notNull().unique(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    /**
     * What the refund was asked with (the provider's X-Refund-Idempotency): asking again with it gives
     * back this refund. Null on refunds made before partial refunds (one per payment).
     */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).unique(),
    status: text('status').$type<'processed'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.providerPaymentId),
    check('payment_refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhook deliveries by the provider's event id, so a redelivered event is applied once. */
export const webhookEvents = pgTable('webhook_events', {
  id: internalId(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  providerEventId: varchar('provider_event_id', { length: 128 }).notNull().unique(),
  eventType: varchar('event_type', { length: 64 }).notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
