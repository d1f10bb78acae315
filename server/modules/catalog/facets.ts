// GET /sub-events/public/facets (extension): every category and city of the public catalogue with how
// many events have it, for the listing's Category and City selects. Two grouped counts over the same
// visibility rule as the list, so a choice never leads to an empty list of its own.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { eventMasters, events, subEvents } from '../../db/schema';
import { isVisibleToPublic } from './listing-conditions';

export interface FacetCount {
  name: string;
  count: number;
}

export interface CatalogFacets {
  categories: FacetCount[];
  cities: FacetCount[];
}

export async function listCatalogFacets(db: Db): Promise<CatalogFacets> {
  const categoryRows = await db
    .select({ name: eventMasters.category, count: sql<number>`count(*)::int` })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    .where(isVisibleToPublic())
    .groupBy(eventMasters.category)
    .orderBy(asc(eventMasters.category));
  // The list matches a city case-insensitively on the stored name (lower(city_name), indexed) and trims
  // what it is asked for, so one city spelt in two cases is one choice, shown in its most common
  // spelling, and a name with surrounding spaces (which no trimmed choice could find) is not offered.
  const cityRows = await db
    .select({
      name: sql<string>`mode() within group (order by ${subEvents.cityName})`,
      count: sql<number>`count(*)::int`,
    })
    .from(subEvents)
    .where(
      sql`${isVisibleToPublic()} and ${subEvents.cityName} <> '' and ${subEvents.cityName} = btrim(${subEvents.cityName})`,
    )
    .groupBy(sql`lower(${subEvents.cityName})`)
    .orderBy(sql`lower(${subEvents.cityName})`);
  return {
    categories: categoryRows.map((row) => ({ name: row.name, count: Number(row.count) })),
    cities: cityRows.map((row) => ({ name: row.name, count: Number(row.count) })),
  };
}
