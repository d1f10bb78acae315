// The last step of a registration (register.ts): the sub-event's row locked, the places counted afresh
// with the new ticket among them, and the transaction committed, without going back to this process in
// between (issue 29, the registration rush). Registrations of one sub-event take turns on that lock, so
// however long it is held, it is held once per registration: when it was taken by one statement and
// the count was another, and the commit a third, it was held across three round trips, each waiting
// for this process to read the answer and send the next. On a loaded machine (thousands arriving, two
// cores) that wait, not the database, was most of the hold, and registrations went through a few dozen
// a second. Now one DO block locks, counts and refuses, and on PostgreSQL the COMMIT goes in the same
// message, so the database holds the lock only for the count and the commit.
import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { placesCountStatement } from './places';

/** SQLSTATEs the block raises (class SL: Startline's own). */
const OVER_CAPACITY = 'SL001';
const OVER_BOOKING_LIMIT = 'SL002';

export type PlaceRefusal = 'full' | 'booking-limit';

const dialect = new PgDialect();

/** The statement as text with its values written in: only numbers, timestamps and fixed statuses go in. */
function inlined(statement: ReturnType<typeof sql>): string {
  return dialect.sqlToQuery(statement.inlineParams()).sql;
}

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * In `tx` (a registration's own transaction, not a nested one), after its ticket is written: locks
 * the sub-event row (FOR NO KEY UPDATE: registrations take turns on it, foreign-key checks of rows
 * pointing at it do not), counts the places at `now` for `userId` the way countPlaces does, and
 * refuses past `capacity` (null: none) or past `perBooking` unpaid tickets of the user. Each statement
 * of the block sees what was committed before it began, so the count after the lock sees every
 * registration that held the lock before. On PostgreSQL the transaction is committed by the same
 * message (a new, empty one is begun for the caller's own COMMIT to end), so the ticket is committed
 * once this returns null; elsewhere (PGlite: one connection, nobody to wait for) the caller commits.
 */
export async function claimPlaceAndCommit(
  tx: Db,
  claim: { subEventId: number; userId: number; now: Date; capacity: number | null; perBooking: number },
): Promise<PlaceRefusal | null> {
  const { subEventId, userId, now, capacity, perBooking } = claim;
  if (
    !Number.isInteger(subEventId) ||
    !Number.isInteger(perBooking) ||
    (capacity !== null && !Number.isInteger(capacity))
  )
    throw new Error('claimPlaceAndCommit takes whole numbers only');
  const counted = inlined(placesCountStatement(tx, subEventId, now, userId));
  const overCapacity =
    capacity === null
      ? ''
      : `if counted.taken + counted.reserved > ${capacity} then raise exception using errcode = '${OVER_CAPACITY}', message = 'over capacity'; end if;`;
  const block = `do $claim$ declare counted record; begin
    perform 1 from sub_events where id = ${subEventId} for no key update;
    select * into counted from (${counted}) as places;
    ${overCapacity}
    if counted.pending_of_user > ${perBooking} then raise exception using errcode = '${OVER_BOOKING_LIMIT}', message = 'over the booking limit'; end if;
  end $claim$`;
  // One simple-protocol message (no parameters): on an error the statements after it are not run, and
  // the caller's transaction rolls back as usual.
  const commitsHere = is(tx, NodePgTransaction);
  try {
    await tx.execute(sql.raw(commitsHere ? `${block}; commit; begin` : block));
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === OVER_CAPACITY) return 'full';
    if (state === OVER_BOOKING_LIMIT) return 'booking-limit';
    throw error;
  }
  return null;
}
