// The waitlist of a sold-out sub-event (issue 28 item 5, server/modules/registrations/waitlist.ts): one
// row per time a person joined. 'waiting' rows form the line (FIFO by joined_at, then id); an
// 'offered' row holds its places for that person until offer_expires_at, then becomes 'accepted'
// (they booked) or 'expired'; 'left' is a person who stepped out. A person has at most one active
// (waiting or offered) row per sub-event: of two joins at once only one inserts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { subEvents } from './catalog';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { users } from './users';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: internalId(),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    places: integer('places').notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    joinedAt: instant('joined_at').notNull(),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_active_idx')
      .on(t.subEventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line of one sub-event, in order; and its offers.
    index('waitlist_entries_queue_idx').on(t.subEventId, t.status, t.joinedAt),
    // The background job's scan: sub-events with someone waiting or an offer to expire.
    index('waitlist_entries_due_idx')
      .on(t.status, t.offerExpiresAt)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_user_idx').on(t.userId),
    check('waitlist_entries_status_check', sql.raw(`status in (${sqlList(WAITLIST_STATUSES)})`)),
    check('waitlist_entries_places_check', sql`${t.places} > 0`),
    check(
      'waitlist_entries_offer_check',
      sql`(${t.status} <> 'offered') or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
