import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { subEvents } from './catalog';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const PARTICIPANT_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const PARTICIPANT_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type ParticipantPaymentStatus = (typeof PARTICIPANT_PAYMENT_STATUSES)[number];

/** One ticket: an attendee registered by a user for a sub-event. */
export const participants = pgTable(
  'participants',
  {
    id: internalId(),
    participantUuid: uuid('participant_uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id),
    status: text('status').$type<ParticipantStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<ParticipantPaymentStatus>().notNull().default('pending'),
    /** The category label chosen on the form (e.g. '10K'); null when the event has no categories. */
    eventCategory: varchar('event_category', { length: 100 }),
    /** The category price, or the entry fee when there is no category; 0 for free events. */
    amountPaise: integer('amount_paise').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    registeredAt: instant('registered_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    razorpayOrderId: varchar('razorpay_order_id', { length: 64 }),
    razorpayPaymentId: varchar('razorpay_payment_id', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('participants_user_sub_event_idx').on(t.userId, t.subEventId),
    index('participants_sub_event_status_idx').on(t.subEventId, t.status),
    index('participants_order_idx').on(t.orderId),
    check('participants_status_check', sql.raw(`status in (${sqlList(PARTICIPANT_STATUSES)})`)),
    check('participants_payment_status_check', sql.raw(`payment_status in (${sqlList(PARTICIPANT_PAYMENT_STATUSES)})`)),
    check('participants_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

/** A string for most fields, a list of strings for checkboxes (SPEC §7 register body). */
export type ResponseText = string | string[];

export const participantResponses = pgTable(
  'participant_responses',
  {
    id: internalId(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    fieldUuid: uuid('field_uuid').notNull(),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    responseText: jsonb('response_text').$type<ResponseText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('participant_responses_participant_idx').on(t.participantId)],
);
