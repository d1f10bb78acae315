import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { events } from './catalog';
import { createdAt, instant, internalId, sqlList } from './columns';

// An event's promo codes (issue 28 item 6): a percentage or a fixed amount off the tickets, before
// SPEC §9's taxes. A code may be limited in uses, in time and to orders of at least some tickets.
// Codes are kept in capitals (what a person types is matched whatever its case) and are unique per
// event; the same code may belong to two events.
export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: internalId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).notNull(),
    kind: text('kind').$type<PromoKind>().notNull(),
    /** 'percent': basis points off the tickets (1000 = 10%); 'fixed': paise off the order's tickets. */
    amount: integer('amount').notNull(),
    /** How many orders may use it; null: no limit. A use is a paid order, or an open one holding places. */
    maxUses: integer('max_uses'),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    minTickets: integer('min_tickets').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code_idx').on(t.eventId, t.code),
    check('promo_codes_kind_check', sql.raw(`kind in (${sqlList(PROMO_KINDS)})`)),
    check('promo_codes_amount_check', sql`amount > 0 and (kind <> 'percent' or amount <= 10000)`),
    check('promo_codes_code_check', sql`code = upper(code) and code ~ '^[A-Z0-9_-]{3,32}$'`),
  ],
);
