import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_CATEGORIES,
  eventMasters,
  events,
  FIELD_TYPES,
  formFields,
  MANDATORY_FIELD_NAMES,
  participants,
  promoCodes,
  promotionalBanners,
  subEvents,
} from '../../../server/db/schema';
import { DEMO_CATALOGUE } from '../../../server/seed/demo-catalogue';
import { demoBannerFiles, SEED_PUBLIC_DIR } from '../../../server/seed/demo-banners';
import { NEARLY_FULL_EVENT_KEY, seedDemo } from '../../../server/seed/demo';
import { scheduleFor } from '../../../server/seed/demo-timing';
import { WAITLIST_EVENT_KEY, WAITLIST_EVENT_PLACES_LEFT } from '../../../server/seed/demo-waitlists';
import { seedIfEmpty } from '../../../server/seed/index';
import { registrationStatus } from '../../../src/domain/statuses';
import { createTestDatabase, type TestDatabase } from '../../support/db';

// A fixed instant, so the statuses below do not depend on when the tests run.
const NOW = new Date('2025-07-15T06:00:00.000Z');
const LATER_NOW = new Date('2026-01-02T18:45:00.000Z');

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
});
afterAll(async () => {
  await database?.close();
});

function groupBySubEvent<T extends { subEventId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.subEventId, [...(groups.get(row.subEventId) ?? []), row]);
  return groups;
}

async function publicSubEvents() {
  return database.db
    .select({
      subEvent: subEvents,
      category: eventMasters.category,
      masterName: eventMasters.name,
      eventTitle: events.title,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    .where(and(eq(subEvents.isPublished, true), eq(subEvents.approvalStatus, 'approved')));
}

const stateAt = (subEvent: typeof subEvents.$inferSelect, now: Date) =>
  registrationStatus(
    {
      startDate: subEvent.startDatetime ?? undefined,
      endDate: subEvent.endDatetime ?? undefined,
      registrationStart: subEvent.registrationStart ?? undefined,
      registrationEnd: subEvent.registrationEnd ?? undefined,
    },
    now,
  ).state;

describe('the demo catalogue', () => {
  it('publishes about forty sub-events and hides a draft and a rejected one', async () => {
    const rows = await publicSubEvents();
    expect(rows.length).toBe(40);
    const [all] = await database.db.select({ total: count() }).from(subEvents);
    expect(all?.total).toBe(DEMO_CATALOGUE.length);
  });

  it('covers all six categories and more than ten cities', async () => {
    const rows = await publicSubEvents();
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(new Set(rows.map((row) => row.subEvent.cityName)).size).toBeGreaterThanOrEqual(12);
  });

  it('has every registration status relative to now, each in the state the catalogue intends', async () => {
    const rows = await publicSubEvents();
    const timingByName = new Map(DEMO_CATALOGUE.map((spec) => [spec.name, spec.timing]));
    for (const row of rows)
      expect(stateAt(row.subEvent, NOW), row.subEvent.name).toBe(timingByName.get(row.subEvent.name));
    expect(new Set(rows.map((row) => stateAt(row.subEvent, NOW)))).toEqual(
      new Set(['open', 'upcoming', 'closed', 'ongoing', 'ended']),
    );
  });

  it('lays the same statuses out around any other now, including just before midnight in India', () => {
    const nows = [LATER_NOW, new Date('2025-12-31T18:29:00.000Z'), new Date('2026-03-01T18:31:00.000Z')];
    for (const now of nows) {
      for (const spec of DEMO_CATALOGUE) {
        const schedule = scheduleFor(spec, now);
        const state = registrationStatus(
          {
            startDate: schedule.startDatetime,
            endDate: schedule.endDatetime,
            registrationStart: schedule.registrationStart,
            registrationEnd: schedule.registrationEnd,
          },
          now,
        ).state;
        expect(state, `${spec.key} at ${now.toISOString()}`).toBe(spec.timing);
      }
    }
  });

  it('has free and paid events, paid ones priced from ₹299 to ₹3,499 with a platform fee', async () => {
    const rows = (await publicSubEvents()).map((row) => row.subEvent);
    const free = rows.filter((row) => !row.entryFeeRequired);
    const paid = rows.filter((row) => row.entryFeeRequired);
    expect(free.length).toBeGreaterThanOrEqual(4);
    expect(paid.length).toBeGreaterThanOrEqual(25);
    for (const row of free) expect([row.entryFeePaise, row.platformFeePaise]).toEqual([0, 0]);
    for (const row of paid) {
      expect(row.entryFeePaise).toBeGreaterThanOrEqual(29_900);
      expect(row.entryFeePaise).toBeLessThanOrEqual(349_900);
      expect(row.platformFeePaise).toBeGreaterThan(0);
    }
    expect(Math.min(...paid.map((row) => row.entryFeePaise))).toBe(29_900);
    expect(Math.max(...paid.map((row) => row.entryFeePaise))).toBe(349_900);
  });

  it('includes age limits, cash prizes, caps, ticket names, HTML texts and "Others" masters', async () => {
    const rows = await publicSubEvents();
    const subEventRows = rows.map((row) => row.subEvent);
    expect(subEventRows.some((row) => row.minAge !== null && row.maxAge !== null)).toBe(true);
    expect(subEventRows.some((row) => row.cashPrizePaise !== null && row.cashPrizeDescription?.startsWith('<p>'))).toBe(
      true,
    );
    expect(subEventRows.filter((row) => row.totalAllowedRegistrations !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.masterName === 'Others').length).toBeGreaterThanOrEqual(5);
    for (const row of subEventRows) {
      expect(row.ticketName).toBeTruthy();
      expect(row.rulesAndRegulations).toMatch(/^<h3>/);
      expect(row.refundAndCancellationPolicy).toMatch(/^<(p|h3)>/);
      expect(row.eventDayTakeaways.length).toBeGreaterThan(0);
      expect(row.eventDayFacilities.length).toBeGreaterThan(0);
      expect(row.searchText).toContain(row.name.toLowerCase());
    }
  });

  it('lets some events take cancellations (0%, 10%, 25%), one past its deadline while registration is open', async () => {
    const rows = (await publicSubEvents()).map((row) => row.subEvent);
    const byName = (key: string) => {
      const spec = DEMO_CATALOGUE.find((candidate) => candidate.key === key);
      const row = rows.find((candidate) => candidate.name === spec?.name);
      if (!row) throw new Error(`no demo sub-event ${key}`);
      return row;
    };
    const allowed = rows.filter((row) => row.cancellableUntil !== null);
    expect(new Set(allowed.map((row) => row.cancellationFeeBps))).toEqual(new Set([0, 1000, 2500]));
    expect(rows.filter((row) => row.cancellableUntil === null).length).toBeGreaterThan(allowed.length);
    for (const key of ['kolkata-box-cricket', 'mumbai-monsoon-half-marathon']) {
      const row = byName(key);
      expect(row.cancellationFeeBps).toBe(1000);
      expect(row.cancellableUntil!.getTime()).toBe(row.startDatetime!.getTime() - 2 * 24 * 60 * 60 * 1000);
      expect(row.cancellableUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    const passed = byName('kochi-backwater-run');
    expect(stateAt(passed, NOW)).toBe('open');
    expect(passed.cancellableUntil!.getTime()).toBeLessThan(NOW.getTime());
    // Rows with no policy keep the columns' defaults.
    expect(rows.filter((row) => row.cancellableUntil === null).every((row) => row.cancellationFeeBps === 0)).toBe(true);
  });

  it('lets the events that take cancellations, and two more, take transfers; the Backwater run’s window closed', async () => {
    const rows = (await publicSubEvents()).map((row) => row.subEvent);
    const byKey = (key: string) =>
      rows.find((row) => row.name === DEMO_CATALOGUE.find((spec) => spec.key === key)?.name);
    const allowed = rows.filter((row) => row.transferableUntil !== null);
    expect(rows.length - allowed.length).toBeGreaterThan(allowed.length);
    // The acceptance walk transfers a Green Ride 20K ticket: open, until the day before it starts.
    const ride = byKey('kolkata-eco-ride')!;
    expect(ride.transferableUntil!.getTime()).toBe(ride.startDatetime!.getTime() - 24 * 60 * 60 * 1000);
    expect(ride.transferableUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    for (const key of ['chennai-marina-sunrise-5k', 'delhi-winter-run']) {
      expect(byKey(key)).toMatchObject({ cancellableUntil: null, transferableUntil: expect.any(Date) });
    }
    const passed = byKey('kochi-backwater-run')!;
    expect(stateAt(passed, NOW)).toBe('open');
    expect(passed.transferableUntil!.getTime()).toBeLessThan(NOW.getTime());
  });

  it('fills one capped event to two seats short of its limit', async () => {
    const spec = DEMO_CATALOGUE.find((candidate) => candidate.key === NEARLY_FULL_EVENT_KEY);
    const [subEvent] = await database.db
      .select()
      .from(subEvents)
      .where(eq(subEvents.name, spec?.name ?? ''));
    const [taken] = await database.db
      .select({ total: count() })
      .from(participants)
      .where(and(eq(participants.subEventId, subEvent?.id ?? -1), eq(participants.status, 'confirmed')));
    expect(subEvent?.totalAllowedRegistrations).toBe(30);
    expect(taken?.total).toBe(28);
    // Every demo ticket is paid, so none holds a place on a hold that could go stale.
    const demoTickets = await database.db
      .select({ status: participants.status, hold: participants.holdExpiresAt })
      .from(participants);
    expect(demoTickets.filter((ticket) => ticket.status !== 'confirmed' || ticket.hold !== null)).toEqual([]);
  });
});

describe('demo waitlists', () => {
  it('give some capped events a waitlist (15, 30, 60 minutes) and the rest none', async () => {
    const rows = await database.db.select().from(subEvents);
    const offered = rows.filter((row) => row.waitlistOfferMinutes !== null);
    expect(new Set(offered.map((row) => row.waitlistOfferMinutes))).toEqual(new Set([15, 30, 60]));
    expect(offered.every((row) => row.totalAllowedRegistrations !== null)).toBe(true);
    expect(rows.length - offered.length).toBeGreaterThan(offered.length);
  });

  it('leave the walk-through event one place short of full, cancellable with a fee and with a promo code', async () => {
    const spec = DEMO_CATALOGUE.find((candidate) => candidate.key === WAITLIST_EVENT_KEY)!;
    const [subEvent] = await database.db.select().from(subEvents).where(eq(subEvents.name, spec.name));
    expect(subEvent).toMatchObject({
      totalAllowedRegistrations: 12,
      waitlistOfferMinutes: 30,
      cancellationFeeBps: 1000,
    });
    expect(subEvent!.entryFeePaise).toBeGreaterThan(0);
    expect(subEvent!.cancellableUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(stateAt(subEvent!, NOW)).toBe('open');
    const [taken] = await database.db
      .select({ total: count() })
      .from(participants)
      .where(and(eq(participants.subEventId, subEvent!.id), eq(participants.status, 'confirmed')));
    expect(taken?.total).toBe(12 - WAITLIST_EVENT_PLACES_LEFT);
    const codes = await database.db.select().from(promoCodes).where(eq(promoCodes.eventId, subEvent!.eventId));
    expect(codes.map((code) => code.code)).toEqual(['WAITLIST15']);
  });
});

describe('demo registration forms', () => {
  it('use every field type on every sub-event, in order', async () => {
    const rows = await database.db
      .select()
      .from(formFields)
      .orderBy(asc(formFields.subEventId), asc(formFields.orderIndex));
    const bySubEvent = groupBySubEvent(rows);
    expect(bySubEvent.size).toBe(DEMO_CATALOGUE.length);
    for (const fields of bySubEvent.values()) {
      expect(new Set(fields.map((field) => field.fieldType))).toEqual(new Set(FIELD_TYPES));
      expect(fields.map((field) => field.orderIndex)).toEqual(fields.map((_, index) => index));
    }
  });

  it('use every mandatory_* name; only events without ticket categories leave out the category fields', async () => {
    const rows = await database.db.select().from(formFields);
    expect(new Set(rows.map((row) => row.fieldName).filter((name) => name.startsWith('mandatory_')))).toEqual(
      new Set(MANDATORY_FIELD_NAMES),
    );
    const bySubEvent = groupBySubEvent(rows);
    const withoutCategories = [...bySubEvent.values()].filter(
      (fields) => !fields.some((field) => field.fieldName === 'mandatory_event_category'),
    );
    expect(withoutCategories.length).toBe(DEMO_CATALOGUE.filter((spec) => !spec.categories?.length).length);
    for (const fields of bySubEvent.values()) {
      const names = new Set(fields.map((field) => field.fieldName));
      for (const name of MANDATORY_FIELD_NAMES.filter((name) => !name.startsWith('mandatory_event_category'))) {
        expect(names.has(name)).toBe(true);
      }
    }
  });

  it('price each category in the pricing field, matching the category list', async () => {
    const spec = DEMO_CATALOGUE.find((candidate) => candidate.key === 'mumbai-monsoon-half-marathon');
    const [subEvent] = await database.db
      .select()
      .from(subEvents)
      .where(eq(subEvents.name, spec?.name ?? ''));
    const fields = await database.db
      .select()
      .from(formFields)
      .where(eq(formFields.subEventId, subEvent?.id ?? -1));
    const category = fields.find((field) => field.fieldName === 'mandatory_event_category');
    const pricing = fields.find((field) => field.fieldName === 'mandatory_event_category_pricing');
    expect(category?.options.map((option) => option.option_label)).toEqual(['5K', '10K', '21.1K']);
    expect(pricing?.options).toEqual([
      { option_label: '5K', option_value: '799.00' },
      { option_label: '10K', option_value: '1199.00' },
      { option_label: '21.1K', option_value: '1799.00' },
    ]);
    // The card's price is the cheapest category.
    expect(subEvent?.entryFeePaise).toBe(79_900);
  });
});

describe('demo images and banners', () => {
  it('has five active banners, each pointing at an open event', async () => {
    const rows = await database.db
      .select({ banner: promotionalBanners, subEvent: subEvents })
      .from(promotionalBanners)
      .innerJoin(subEvents, eq(subEvents.id, promotionalBanners.subEventId))
      .orderBy(asc(promotionalBanners.sortOrder));
    expect(rows.length).toBe(5);
    for (const row of rows) {
      expect(row.banner.isActive).toBe(true);
      expect(stateAt(row.subEvent, NOW)).toBe('open');
    }
  });

  it('references only images served from public/seed, and the committed files are up to date', async () => {
    const banners = await database.db.select({ url: promotionalBanners.promotionalBannerUrl }).from(promotionalBanners);
    const subEventImages = await database.db.select({ url: subEvents.bannerUrlPath }).from(subEvents);
    const referenced = [...banners, ...subEventImages].map((row) => row.url ?? '');
    for (const url of referenced) {
      expect(url).toMatch(/^\/seed\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(SEED_PUBLIC_DIR, url.replace('/seed/', '')))).toBe(true);
    }
    for (const [path, svg] of demoBannerFiles()) {
      expect(
        readFileSync(join(SEED_PUBLIC_DIR, path.replace('/seed/', '')), 'utf8'),
        `${path}: run npm run seed -- --write-banners`,
      ).toBe(svg);
    }
  });
});

describe('seeding twice', () => {
  it('refuses a second demo catalogue and leaves the first as it was', async () => {
    await expect(seedDemo(database.db, { now: NOW })).rejects.toThrow('the demo catalogue is already in this database');
    const [total] = await database.db.select({ total: count() }).from(subEvents);
    expect(total?.total).toBe(DEMO_CATALOGUE.length);
  });
});

describe('seedIfEmpty', () => {
  it('leaves a seeded catalogue alone and adds only the missing PIN codes', async () => {
    const before = await database.db.select({ total: count() }).from(subEvents);
    expect(await seedIfEmpty(database.db, { now: NOW })).toEqual({ demo: false, pincodes: true });
    expect(await seedIfEmpty(database.db, { now: NOW })).toEqual({ demo: false, pincodes: false });
    expect(await database.db.select({ total: count() }).from(subEvents)).toEqual(before);
  });

  it('leaves the catalogue empty when the demo data was not asked for (production)', async () => {
    const empty = await createTestDatabase({ pincodes: true, now: NOW });
    try {
      expect(await seedIfEmpty(empty.db, { now: NOW, demo: false })).toEqual({ demo: false, pincodes: false });
      expect(await empty.db.select({ total: count() }).from(subEvents)).toEqual([{ total: 0 }]);
    } finally {
      await empty.close();
    }
  });
});
