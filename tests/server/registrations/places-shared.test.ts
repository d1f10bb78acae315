// The event page's count of places, shared by the requests that arrive while one runs (issue 29, the
// registration rush): never older than the request it answers, and one count at a time per sub-event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/connect';
import { participants, users } from '../../../server/db/schema';
import { countPlacesShared } from '../../../server/modules/registrations/places';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';

const NOW = new Date('2026-03-02T04:30:00.000Z');
let database: TestDatabase;
let event: CreatedEvent;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  event = await createEvent(database.db, { now: NOW, subEvent: { totalAllowedRegistrations: 10 } });
  const [user] = await database.db
    .insert(users)
    .values({ mobileNumber: '9000000001', username: 'shared_count', fullName: 'Shared Count', status: 'active' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterAll(async () => {
  await database?.close();
});

function addTicket(db: Db) {
  return db.insert(participants).values({
    userId,
    subEventId: event.subEventId,
    status: 'pending',
    paymentStatus: 'pending',
    amountPaise: 0,
    registeredAt: NOW,
    holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000),
    createdAt: NOW,
    updatedAt: NOW,
  });
}

/** The database with its counts held back until let go, and counted. */
function heldBack(db: Db) {
  const waiting: (() => void)[] = [];
  let counts = 0;
  const held = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Db['execute']>) => {
        counts += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return target.execute(...args);
      };
    },
  });
  return {
    db: held,
    counts: () => counts,
    /** Lets the counts asked so far go on, once they have asked. */
    async release() {
      while (waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('countPlacesShared', () => {
  it('those who ask while a count runs share the next one, which sees what was written before they asked', async () => {
    const { db, counts, release } = heldBack(database.db);
    const first = countPlacesShared(db, event.subEventId, NOW);
    await addTicket(database.db);
    // Asked after the ticket was written, while the first count (started before it) still runs.
    const later = [1, 2, 3].map(() => countPlacesShared(db, event.subEventId, NOW));
    await release();
    await first;
    await release();
    expect((await Promise.all(later)).map((count) => count.taken)).toEqual([1, 1, 1]);
    // Not the first count's answer: one more count, made for all three once the first ended.
    expect(counts()).toBe(2);
  });

  it('counts at the latest instant of those who share it', async () => {
    const { db, release } = heldBack(database.db);
    const running = countPlacesShared(db, event.subEventId, NOW);
    // The ticket written above holds its place for 15 minutes; asked an hour later it takes none.
    const early = countPlacesShared(db, event.subEventId, NOW);
    const late = countPlacesShared(db, event.subEventId, new Date(NOW.getTime() + 60 * 60_000));
    await release();
    await running;
    await release();
    expect([(await early).taken, (await late).taken]).toEqual([0, 0]);
  });

  it('asked one after another, each gets a count of its own', async () => {
    const { db, counts, release } = heldBack(database.db);
    for (let n = 0; n < 2; n += 1) {
      const count = countPlacesShared(db, event.subEventId, NOW);
      await release();
      await count;
    }
    expect(counts()).toBe(2);
  });
});
