import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, eventMasters, events, formFields, subEvents } from '../../../server/db/schema';
import { generateCatalogue } from '../../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const NOW = new Date('2025-07-15T06:00:00.000Z');
const EVENTS = 300;

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const snapshot = (database: TestDatabase) =>
  database.db
    .select({
      uuid: subEvents.subEventUuid,
      name: subEvents.name,
      start: subEvents.startDatetime,
      fee: subEvents.entryFeePaise,
      city: subEvents.cityName,
    })
    .from(subEvents)
    .orderBy(asc(subEvents.id));

describe('generateCatalogue', () => {
  it('creates the asked number of events and sub-events, with forms', async () => {
    const progress: string[] = [];
    const summary = await generateCatalogue(first.db, {
      events: EVENTS,
      now: NOW,
      seed: 7,
      log: (line) => progress.push(line),
    });
    expect(summary).toMatchObject({ events: EVENTS, subEvents: EVENTS });
    const [subEventTotal] = await first.db.select({ total: count() }).from(subEvents);
    const [eventTotal] = await first.db.select({ total: count() }).from(events);
    const [fieldTotal] = await first.db.select({ total: count() }).from(formFields);
    expect([subEventTotal?.total, eventTotal?.total, fieldTotal?.total]).toEqual([EVENTS, EVENTS, summary.formFields]);
    expect(summary.formFields).toBeGreaterThanOrEqual(EVENTS * 4);
    expect(progress).toContainEqual(expect.stringMatching(/^sub-events: 300\/300 /));
    expect(progress.at(-1)).toMatch(/^vacuumed and analyzed/);
  });

  it('spreads events over every category, past and future, free and paid', async () => {
    const rows = await first.db
      .select({ category: eventMasters.category, start: subEvents.startDatetime, free: subEvents.entryFeeRequired })
      .from(subEvents)
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId));
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(rows.some((row) => (row.start?.getTime() ?? 0) < NOW.getTime())).toBe(true);
    expect(rows.some((row) => (row.start?.getTime() ?? 0) > NOW.getTime())).toBe(true);
    expect(new Set(rows.map((row) => row.free))).toEqual(new Set([true, false]));
  });

  it('is deterministic: the same seed gives the same catalogue', async () => {
    await generateCatalogue(second.db, { events: EVENTS, now: NOW, seed: 7 });
    expect(await snapshot(second)).toEqual(await snapshot(first));
  });

  it('refuses to add the same seed twice, and adds a different one', async () => {
    await expect(generateCatalogue(first.db, { events: 10, now: NOW, seed: 7 })).rejects.toThrow(/seed 7 is already/);
    await generateCatalogue(first.db, { events: 10, now: NOW, seed: 8, forms: false });
    const [total] = await first.db.select({ total: count() }).from(subEvents);
    expect(total?.total).toBe(EVENTS + 10);
  });
});
