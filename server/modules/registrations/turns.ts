// Registrations for one sub-event take turns in this process before they take a pooled connection
// (issue 29, the registration rush). In the database they take turns anyway, on the sub-event's row
// lock (register.ts); many from one process waiting on that lock would only hold connections that
// the event page, the form and the orders of everyone else need, so when a popular race opens the
// pool fills with waiters and every other call waits for a connection (and is shed with 503 after
// DATABASE_POOL_WAIT_MS). Here the rest wait in memory, in the order they came. A few at once, not
// one: each writes its ticket before it takes the lock, beside the one holding it, and the lock is now
// held for one statement and the commit (place-claim.ts), so most of a registration's time is its own
// writes, made side by side. Between processes the row lock still decides, so this changes who waits
// where, never what is counted. How many at once is a share of the pool (turnsFor): what the
// registrations and the payments' settlements (settlement.ts) hold between them, the event page, the
// form and the orders of everyone else do not have; with 5 and 3 of the 10 a single process went
// without (issue 29). The default pool is 20 since: with 4 and 2 of 10 taken for the whole rush, the
// rest of a registration (its event, its form fields, its checks) waited about 140 ms at p50 for one of
// the other 4; 4 and 2 of 20 leave them 14.

/** Registrations of one sub-event in the database at once from one process, with the default pool of 20. */
export const REGISTRATIONS_AT_ONCE = 4;

/** Turns at once from one process for `share` of its pool of `poolSize` connections (at least one). */
export function turnsFor(poolSize: number, share: number): number {
  return Math.max(1, Math.floor(poolSize * share));
}

interface Turns {
  running: number;
  waiting: (() => void)[];
}

/** Per database handle (one per app), per sub-event (or other row all take turns on: settlement.ts). */
const turnsByDb = new WeakMap<object, Map<number | string, Turns>>();

/** Runs `work` once fewer than `atOnce` others for the same sub-event (or key) on the same `db` run. */
export async function inTurn<T>(
  db: object,
  subEventId: number | string,
  work: () => Promise<T>,
  atOnce = REGISTRATIONS_AT_ONCE,
): Promise<T> {
  let bySubEvent = turnsByDb.get(db);
  if (!bySubEvent) {
    bySubEvent = new Map();
    turnsByDb.set(db, bySubEvent);
  }
  let turns = bySubEvent.get(subEventId);
  if (!turns) {
    turns = { running: 0, waiting: [] };
    bySubEvent.set(subEventId, turns);
  }
  if (turns.running >= atOnce) await new Promise<void>((resolve) => turns.waiting.push(resolve));
  else turns.running += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line (running stays counted), or is given back.
    const next = turns.waiting.shift();
    if (next) next();
    else {
      turns.running -= 1;
      if (turns.running === 0) bySubEvent.delete(subEventId);
    }
  }
}
