// The line of an order per ticket. Its own module because it points at both orders and participants,
// and participants point back at their order: in either of those files it would close an import cycle.
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, internalId } from './columns';
import { orders } from './orders';
import { participants } from './registrations';

export const orderItems = pgTable(
  'order_items',
  {
    id: internalId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    unitPricePaise: integer('unit_price_paise').notNull(),
    eventCategory: varchar('event_category', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_participant_idx').on(t.participantId)],
);
