import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { subEvents } from './catalog';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

// 'transferred' (issue 28): a paid ticket its holder gave to someone else, who accepted it; a new
// row is theirs. Like 'cancelled' it takes no place and admits nobody.
export const PARTICIPANT_STATUSES = ['pending', 'confirmed', 'cancelled', 'transferred'] as const;
/** Statuses of rows that are no longer a live ticket: they hold no place and admit nobody. */
export const GONE_PARTICIPANT_STATUSES = ['cancelled', 'transferred'] as const;
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
    /**
     * Until when a pending ticket holds its place (registered_at + TICKET_HOLD_MINUTES). From then on it
     * no longer counts toward capacity or the booking limit and is not charged. Null once paid, and
     * for pending rows written without a hold (they hold their place until removed).
     */
    holdExpiresAt: instant('hold_expires_at'),
    paidAt: instant('paid_at'),
    razorpayOrderId: varchar('razorpay_order_id', { length: 64 }),
    razorpayPaymentId: varchar('razorpay_payment_id', { length: 64 }),
    /** Times the holder changed the attendee's name after paying (issue 28 item 4), against the event's allowance. */
    nameChangesUsed: integer('name_changes_used').notNull().default(0),
    /** When the holder last corrected the attendee's details, and the e-ticket was re-issued; null: as booked. */
    detailsUpdatedAt: instant('details_updated_at'),
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
    check('participants_name_changes_check', sql`${t.nameChangesUsed} >= 0`),
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

/** A saved answer set: field_name -> answer, for prefilling the same person on another form. */
export type SavedResponses = Record<string, ResponseText>;

/**
 * The people a user has registered before, one row per attendee identity (see
 * server/modules/registrations/attendee-identity.ts), kept so the next form can be prefilled. Never
 * shared between users; per-event answers (files, categories, prices) are not kept.
 */
export const savedAttendees = pgTable(
  'saved_attendees',
  {
    id: internalId(),
    attendeeUuid: uuid('attendee_uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the normalised name, phone digits and email: fixed width whatever was typed. */
    identityKey: char('identity_key', { length: 64 }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    responses: jsonb('responses').$type<SavedResponses>().notNull().default({}),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_attendees_user_identity_idx').on(t.userId, t.identityKey),
    index('saved_attendees_user_last_used_idx').on(t.userId, t.lastUsedAt),
  ],
);
