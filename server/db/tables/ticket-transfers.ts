// A paid ticket offered to someone else (issue 28 item 2, server/modules/registrations/ticket-transfers.ts).
// 'pending' until its recipient, signed in with recipient_mobile, accepts it ('accepted': the sender's
// row became 'transferred' and new_participant_id is the recipient's), its sender withdraws it, or
// expires_at (the sub-event's transferable_until) passes ('expired'). A ticket has at most one pending
// transfer: of two sends at once only one inserts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { subEvents } from './catalog';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { participants } from './registrations';
import { users } from './users';

export const TICKET_TRANSFER_STATUSES = ['pending', 'accepted', 'withdrawn', 'expired'] as const;
export type TicketTransferStatus = (typeof TICKET_TRANSFER_STATUSES)[number];

export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: internalId(),
    /** The link's id: /transfers/{transfer_uuid}. Random, and only its recipient's account may open it. */
    transferUuid: uuid('transfer_uuid').notNull().unique().defaultRandom(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: varchar('recipient_name', { length: 100 }).notNull(),
    /** 10 digits, without +91: the number the link is texted to, and the account that may accept. */
    recipientMobile: varchar('recipient_mobile', { length: 10 }).notNull(),
    status: text('status').$type<TicketTransferStatus>().notNull().default('pending'),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    withdrawnAt: instant('withdrawn_at'),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    newParticipantId: integer('new_participant_id').references(() => participants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ticket_transfers_pending_idx')
      .on(t.participantId)
      .where(sql`${t.status} = 'pending'`),
    index('ticket_transfers_participant_idx').on(t.participantId),
    index('ticket_transfers_new_participant_idx').on(t.newParticipantId),
    index('ticket_transfers_recipient_idx').on(t.recipientMobile),
    check('ticket_transfers_status_check', sql.raw(`status in (${sqlList(TICKET_TRANSFER_STATUSES)})`)),
    // The recipient's ticket may go with their account (DPDP erasure), so only the instant is required.
    check('ticket_transfers_accepted_check', sql`(${t.status} <> 'accepted') or (${t.acceptedAt} is not null)`),
    check('ticket_transfers_mobile_check', sql`${t.recipientMobile} ~ '^[6-9][0-9]{9}$'`),
  ],
);
