import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, internalId, sqlList } from './columns';

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a message says; each kind has its texts in server/messages/texts.ts. */
export const MESSAGE_KINDS = [
  'otp',
  'order_confirmation',
  'late_payment_refund',
  'ticket_cancelled',
  'waitlist_offer',
  'transfer_offer',
  'transfer_accepted',
  'ticket_reissued',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * pending: waits for its next attempt; sending: claimed by a worker until lease_until (a worker that
 * died mid-send lets its lease run out, and another takes the row over); sent; failed: given up
 * after the last attempt, with the reason kept in last_error.
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What the message is about: enough to render it at delivery from the rows it names. */
export type MessagePayload =
  OrderMessagePayload | WaitlistMessagePayload | TransferMessagePayload | ReissuedTicketPayload | { text: string };

/**
 * A paid ticket whose attendee details were corrected, or that moved to another category (issue 28):
 * its holder gets the new e-ticket.
 */
export interface ReissuedTicketPayload {
  reissuedParticipantUuid: string;
  /** Set when the ticket moved to another category: the e-mail says from which to which. */
  categoryChange?: { from: string; to: string };
}

/** A ticket offered to someone else, or accepted by them (issue 28): the transfer names both people. */
export interface TransferMessagePayload {
  ticketTransferId: number;
}

/** A message about an order; one about one of its tickets (a cancellation) names the ticket too. */
export interface OrderMessagePayload {
  orderUuid: string;
  participantUuid?: string;
}

/** Places offered to a waitlister (issue 28): the entry names the person, the event and the offer. */
export interface WaitlistMessagePayload {
  waitlistEntryId: number;
}

/**
 * The transactional outbox (issue 25): a message is written in the transaction that causes it (an
 * order paid, a late payment refunded) and delivered afterwards by the job runner, so a message is
 * never sent for something that rolled back, nor lost for something that committed.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: internalId(),
    /** One message per cause and channel, e.g. 'order_confirmation:<order uuid>:email'. */
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull().unique(),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** A 10-digit mobile number for sms, an address for email. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    payload: jsonb('payload').$type<MessagePayload>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    /** The provider's id of the accepted message (MSG91's request id, the SMTP Message-ID). */
    providerMessageId: varchar('provider_message_id', { length: 254 }),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_messages_kind_check', sql.raw(`kind in (${sqlList(MESSAGE_KINDS)})`)),
    check('outbox_messages_channel_check', sql.raw(`channel in (${sqlList(MESSAGE_CHANNELS)})`)),
    check('outbox_messages_status_check', sql.raw(`status in (${sqlList(MESSAGE_STATUSES)})`)),
  ],
);
