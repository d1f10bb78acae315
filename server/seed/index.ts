import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { eventMasters, pincodes } from '../db/schema';
import { seedDemo } from './demo';
import { seedPincodes } from './pincodes';

export interface SeedIfEmptyResult {
  demo: boolean;
  pincodes: boolean;
}

// Any constant shared by every process that seeds; it only has to differ from other advisory locks.
const SEED_LOCK_KEY = 7_245_301;

/**
 * First start: the demo catalogue when there is no event master yet, and the PIN codes when the
 * pincodes table is empty. Later starts find both and do nothing. A transaction-scoped advisory lock
 * keeps two servers starting together on one PostgreSQL from seeding twice. `demo: false` (production
 * unless SEED_ON_START=true) loads only the PIN codes, which every deployment needs for the lookup.
 */
export async function seedIfEmpty(db: Db, options: { now: Date; demo?: boolean }): Promise<SeedIfEmptyResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [masters] = await tx.select({ total: count() }).from(eventMasters);
    const [places] = await tx.select({ total: count() }).from(pincodes);
    const result: SeedIfEmptyResult = {
      demo: options.demo !== false && (masters?.total ?? 0) === 0,
      pincodes: (places?.total ?? 0) === 0,
    };
    if (result.demo) await seedDemo(tx, { now: options.now });
    if (result.pincodes) await seedPincodes(tx);
    // Statistics for the planner; PGlite has no autovacuum to gather them later.
    if (result.demo || result.pincodes) await tx.execute(sql`analyze`);
    return result;
  });
}
