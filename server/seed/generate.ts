import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { eventMasters, events, formFields, OTHERS_MASTER_NAME, subEvents, type EventCategory } from '../db/schema';
import { buildSubEventSearchText } from '../db/search-text';
import { paiseToRupeeString } from '../../src/domain/money';
import { facilitiesFor, refundPolicyFor, rulesFor, takeawaysFor } from './demo-content';
import {
  GENERATED_ADJECTIVES,
  GENERATED_CATEGORY_WEIGHTS,
  GENERATED_CITIES,
  GENERATED_KINDS,
  GENERATED_TICKET_CATEGORIES,
} from './generate-data';
import { createRandom, type Random } from './random';

export interface GenerateOptions {
  /** How many sub-events (each with its own event) to add. */
  events: number;
  /** Dates spread from 180 days before to 365 days after this instant. */
  now: Date;
  /** Same seed, same catalogue (names, dates, prices, uuids). */
  seed?: number;
  /** Give every sub-event a short registration form (4 to 6 fields). Default true. */
  forms?: boolean;
  /** Progress lines; the CLI prints them. */
  log?: (line: string) => void;
}

export interface GenerateSummary {
  eventMasters: number;
  events: number;
  subEvents: number;
  formFields: number;
  milliseconds: number;
}

// sub_events has about 40 columns: 1,000 rows is ~40,000 bind parameters, under PostgreSQL's 65,535.
const BATCH_ROWS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface PlannedSubEvent {
  masterKey: string;
  masterName: string;
  category: EventCategory;
  eventUuid: string;
  eventTitle: string;
  subEventUuid: string;
  name: string;
  city: string;
  state: string;
  start: Date;
  durationHours: number;
  registrationOpensDaysBefore: number;
  registrationClosesDaysBefore: number;
  feeRupees: number;
  ticketCategories: ReadonlyArray<readonly [string, number]> | null;
  cap: number | null;
  minAge: number | null;
  maxAge: number | null;
  cashPrizeRupees: number | null;
}

/**
 * Adds a large, deterministic catalogue for performance work (100,000 sub-events in minutes), in
 * batched multi-row inserts. Generated events are published and approved, spread over every
 * category and 46 cities, with every registration status relative to `now`.
 */
export async function generateCatalogue(db: Db, options: GenerateOptions): Promise<GenerateSummary> {
  const startedAt = performance.now();
  const log = options.log ?? (() => undefined);
  const random = createRandom(options.seed ?? 1);
  const plans = Array.from({ length: options.events }, (_, index) => planSubEvent(random, options.now, index));
  await refuseRepeatedSeed(db, plans, options.seed ?? 1);

  const masterIdByKey = await insertMasters(db, plans, random);
  log(`event masters: ${masterIdByKey.size}`);

  let formFieldCount = 0;
  for (let start = 0; start < plans.length; start += BATCH_ROWS) {
    const batch = plans.slice(start, start + BATCH_ROWS);
    const eventRows = await db
      .insert(events)
      .values(
        batch.map((plan) => ({
          eventUuid: plan.eventUuid,
          eventMasterId: requireId(masterIdByKey, plan.masterKey),
          title: plan.eventTitle,
          description: `<p>${plan.eventTitle} in ${plan.city}: ${plan.name.toLowerCase()} for every level.</p>`,
          organizerName: `${plan.city} Sports Foundation`,
        })),
      )
      .returning({ id: events.id, uuid: events.eventUuid });
    const eventIdByUuid = new Map(eventRows.map((row) => [row.uuid, row.id]));

    const subEventRows = await db
      .insert(subEvents)
      .values(batch.map((plan) => subEventRow(plan, requireId(eventIdByUuid, plan.eventUuid))))
      .returning({ id: subEvents.id, uuid: subEvents.subEventUuid });

    if (options.forms ?? true) {
      const planByUuid = new Map(batch.map((plan) => [plan.subEventUuid, plan]));
      const fields = subEventRows.flatMap((row) =>
        compactForm(row.id, planByUuid.get(row.uuid)?.ticketCategories ?? null, random),
      );
      for (let fieldStart = 0; fieldStart < fields.length; fieldStart += BATCH_ROWS * 4) {
        await db.insert(formFields).values(fields.slice(fieldStart, fieldStart + BATCH_ROWS * 4));
      }
      formFieldCount += fields.length;
    }

    const done = Math.min(start + BATCH_ROWS, plans.length);
    const seconds = (performance.now() - startedAt) / 1000;
    log(`sub-events: ${done}/${plans.length} (${seconds.toFixed(1)} s, ${Math.round(done / seconds)} per second)`);
  }

  // Fresh statistics, or the planner keeps plans made for an empty table, and a visibility map, or
  // index-only scans read every row again (PGlite has no autovacuum to do either later): a search
  // on 100,000 rows goes from ~570 ms to ~70 ms, the listing's first page from ~170 ms to ~60 ms.
  await db.execute(sql`vacuum analyze event_masters, events, sub_events, form_fields`);
  log(`vacuumed and analyzed (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);

  return {
    eventMasters: masterIdByKey.size,
    events: plans.length,
    subEvents: plans.length,
    formFields: formFieldCount,
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

// The same seed draws the same uuids, so a second run with it would fail half-way on a unique key.
async function refuseRepeatedSeed(db: Db, plans: readonly PlannedSubEvent[], seed: number): Promise<void> {
  const first = plans[0];
  if (!first) return;
  const [existing] = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(eq(subEvents.subEventUuid, first.subEventUuid))
    .limit(1);
  if (existing) throw new Error(`a catalogue with seed ${seed} is already in this database; pass another --seed`);
}

function pickCategory(random: Random): EventCategory {
  const total = GENERATED_CATEGORY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [category, weight] of GENERATED_CATEGORY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return 'Athletic';
}

function planSubEvent(random: Random, now: Date, index: number): PlannedSubEvent {
  const category = pickCategory(random);
  const kind = random.pick(GENERATED_KINDS[category]);
  const [city, state] = random.pick(GENERATED_CITIES);
  const adjective = random.pick(GENERATED_ADJECTIVES);
  const isOthers = random.chance(0.1);
  const seriesName = `${city} ${adjective} ${kind}`;
  const masterName = isOthers ? OTHERS_MASTER_NAME : seriesName;
  // Start times on the quarter hour between 05:00 and 19:45 IST, from 180 days ago to 365 days ahead.
  const dayOffset = random.int(-180, 365);
  const minutesAfterFiveIst = random.int(0, 59) * 15;
  const startDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS + dayOffset * DAY_MS;
  const start = new Date(startDay - 5.5 * HOUR_MS + 5 * HOUR_MS + minutesAfterFiveIst * 60_000);
  const isFree = random.chance(0.2);
  const feeRupees = isFree ? 0 : random.int(6, 70) * 50 - 1;
  const hasCategories = random.chance(0.6);
  return {
    masterKey: `${masterName}\u0000${category}`,
    masterName,
    category,
    eventUuid: random.uuid(),
    eventTitle: `${seriesName} ${new Date(start).getUTCFullYear()}`,
    subEventUuid: random.uuid(),
    name: isOthers ? `${seriesName} #${index + 1}` : kind,
    city,
    state,
    start,
    durationHours: random.int(2, 10),
    registrationOpensDaysBefore: random.int(20, 90),
    registrationClosesDaysBefore: random.int(1, 5),
    feeRupees,
    ticketCategories: hasCategories
      ? GENERATED_TICKET_CATEGORIES[category].map(([label, extra]) => [label, isFree ? 0 : feeRupees + extra] as const)
      : null,
    cap: random.chance(0.3) ? random.int(2, 20) : null,
    minAge: random.chance(0.4) ? random.pick([5, 12, 16, 18]) : null,
    maxAge: random.chance(0.3) ? random.pick([14, 60, 65, 70, 80]) : null,
    cashPrizeRupees: random.chance(0.15) ? random.int(1, 50) * 10_000 : null,
  };
}

async function insertMasters(db: Db, plans: readonly PlannedSubEvent[], random: Random): Promise<Map<string, number>> {
  const unique = new Map<string, { eventMasterUuid: string; name: string; category: EventCategory }>();
  for (const plan of plans) {
    if (!unique.has(plan.masterKey)) {
      unique.set(plan.masterKey, { eventMasterUuid: random.uuid(), name: plan.masterName, category: plan.category });
    }
  }
  const keyByUuid = new Map([...unique].map(([key, master]) => [master.eventMasterUuid, key]));
  const idByKey = new Map<string, number>();
  const masters = [...unique.values()];
  for (let start = 0; start < masters.length; start += BATCH_ROWS) {
    const rows = await db
      .insert(eventMasters)
      .values(masters.slice(start, start + BATCH_ROWS))
      .returning({ id: eventMasters.id, uuid: eventMasters.eventMasterUuid });
    for (const row of rows) idByKey.set(keyByUuid.get(row.uuid) ?? '', row.id);
  }
  return idByKey;
}

function subEventRow(plan: PlannedSubEvent, eventId: number) {
  const startMs = plan.start.getTime();
  const isFree = plan.feeRupees === 0;
  const lowestPrice = plan.ticketCategories
    ? Math.min(...plan.ticketCategories.map(([, price]) => price))
    : plan.feeRupees;
  return {
    subEventUuid: plan.subEventUuid,
    eventId,
    name: plan.name,
    description: `<p>${plan.name} at ${plan.city}. Timed results, medals and refreshments for every finisher.</p>`,
    summary: `${plan.name} in ${plan.city}, ${plan.state}.`,
    startDatetime: plan.start,
    endDatetime: new Date(startMs + plan.durationHours * HOUR_MS),
    registrationStart: new Date(startMs - plan.registrationOpensDaysBefore * DAY_MS),
    registrationEnd: new Date(startMs - plan.registrationClosesDaysBefore * DAY_MS),
    eventVenueAddress: `${plan.city} Sports Complex`,
    cityName: plan.city,
    stateName: plan.state,
    countryName: 'India',
    entryFeePaise: lowestPrice * 100,
    entryFeeRequired: !isFree,
    platformFeePaise: isFree ? 0 : 2_500,
    totalAllowedRegistrations: plan.cap,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    cashPrizePaise: plan.cashPrizeRupees === null ? null : plan.cashPrizeRupees * 100,
    cashPrizeDescription: plan.cashPrizeRupees === null ? null : '<p>Prizes for the top three finishers.</p>',
    eventDayTakeaways: takeawaysFor(plan),
    eventDayFacilities: facilitiesFor(plan),
    rulesAndRegulations: rulesFor({
      category: plan.category,
      minAge: plan.minAge ?? undefined,
      maxAge: plan.maxAge ?? undefined,
    }),
    refundAndCancellationPolicy: refundPolicyFor(plan, { cancellableUntil: null, cancellationFeeBps: 0 }),
    isPublished: true,
    approvalStatus: 'approved' as const,
    createdByName: `${plan.city} Sports Foundation`,
    updatedByName: `${plan.city} Sports Foundation`,
    ticketName: plan.ticketCategories ? 'Entry' : `${plan.name} Entry`,
    searchText: buildSubEventSearchText({
      name: plan.name,
      eventTitle: plan.eventTitle,
      eventMasterName: plan.masterName,
      cityName: plan.city,
    }),
  };
}

function compactForm(subEventId: number, categories: PlannedSubEvent['ticketCategories'], random: Random) {
  const field = (
    orderIndex: number,
    fieldName: string,
    label: string,
    fieldType: 'text' | 'email' | 'phone' | 'date' | 'dropdown',
    extra = {},
  ) => ({
    fieldUuid: random.uuid(),
    subEventId,
    orderIndex,
    fieldName,
    label,
    fieldType,
    isRequired: fieldName !== 'mandatory_event_category_pricing',
    ...extra,
  });
  const fields = [
    field(0, 'mandatory_participant_name', 'Full Name', 'text'),
    field(1, 'mandatory_email', 'Email Address', 'email'),
    field(2, 'mandatory_phone', 'Mobile Number', 'phone'),
    field(3, 'mandatory_date_of_birth', 'Date of Birth', 'date'),
  ];
  if (!categories) return fields;
  return [
    ...fields,
    field(4, 'mandatory_event_category', 'Event Category', 'dropdown', {
      options: categories.map(([label]) => ({ option_label: label, option_value: label })),
    }),
    field(5, 'mandatory_event_category_pricing', 'Category Price', 'dropdown', {
      options: categories.map(([label, price]) => ({
        option_label: label,
        option_value: paiseToRupeeString(price * 100),
      })),
    }),
  ];
}

function requireId(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`generateCatalogue: no id for ${key}`);
  return id;
}
