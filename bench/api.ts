// The public catalogue API on a large generated catalogue, measured in process with fastify.inject
// (routing, validation, SQL and serialization; no network). Every scenario runs first on a 1,000-event
// catalogue and again after it has grown to the full size, so growth per query shows side by side;
// the event page (one event by sub_event_uuid) must stay flat (DESIGN §7).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/connect';
import { generateCatalogue } from '../server/seed/generate';
import { openBenchDatabase } from './database';
import { formatCount, summarize, type TimingSummary } from './stats';

export const SMALL_CATALOGUE = 1_000;
const PAGE_SIZE = 12; // the listing page's size (SPEC §7)
const LISTING_URL = '/api/v1/sub-events/public';
// Page 4000 of a 100,000-event catalogue is 48% of the way through; smaller catalogues get the page at
// the same depth, so the deep page never falls off the end.
const DEEP_PAGE = 4_000;
const DEEP_PAGE_SHARE = (DEEP_PAGE * PAGE_SIZE) / 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ApiOptions {
  events: number;
  iterations: number;
  warmup: number;
  databaseUrl: string | undefined;
  log: (line: string) => void;
}

export interface MemorySnapshot {
  rssBytes: number;
  heapUsedBytes: number;
}

export interface ScenarioResult {
  name: string;
  url: string;
  rows: number;
  total: number;
  timing: TimingSummary;
}

export interface StageResult {
  events: number;
  scenarios: ScenarioResult[];
}

export interface ApiResult {
  database: string;
  generation: { events: number; milliseconds: number }[];
  stages: StageResult[];
  memory: { afterMigrate: MemorySnapshot; afterCatalogue: MemorySnapshot; afterQueries: MemorySnapshot };
}

interface StageContext {
  now: Date;
  totalPages: number;
  subEventUuid: string;
}

interface Scenario {
  name: string;
  query: (context: StageContext) => Record<string, string | number>;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'first page', query: () => ({ page: 1, limit: PAGE_SIZE }) },
  {
    name: 'deep page',
    query: ({ totalPages }) => ({
      page: totalPages >= DEEP_PAGE ? DEEP_PAGE : Math.max(1, Math.round(totalPages * DEEP_PAGE_SHARE)),
      limit: PAGE_SIZE,
    }),
  },
  { name: 'search by name', query: () => ({ search: 'marathon', page: 1, limit: PAGE_SIZE }) },
  {
    name: 'category + city',
    query: () => ({ filtersbyCategory: 'Cycling', filtersbyCity: 'Pune', page: 1, limit: PAGE_SIZE }),
  },
  { name: 'status filter', query: () => ({ filterByStaus: 'upcoming', page: 1, limit: PAGE_SIZE }) },
  {
    name: 'date range (30 days)',
    query: ({ now }) => ({
      startdate: isoDay(new Date(now.getTime() + 30 * DAY_MS)),
      enddate: isoDay(new Date(now.getTime() + 60 * DAY_MS)),
      page: 1,
      limit: PAGE_SIZE,
    }),
  },
  {
    name: 'event page (sub_event_uuid)',
    query: ({ subEventUuid }) => ({ sub_event_uuid: subEventUuid, page: 1, limit: 1 }),
  },
];

interface ListingBody {
  data: { sub_event_uuid: string }[];
  pagination: { total: number; total_pages: number };
}

async function getListing(app: FastifyInstance, url: string): Promise<ListingBody> {
  const response = await app.inject({ method: 'GET', url });
  // A bench that timed error answers would print nonsense: refuse anything but a 200.
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<ListingBody>();
}

function memorySnapshot(): MemorySnapshot {
  const usage = process.memoryUsage();
  return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed };
}

async function measureScenario(
  app: FastifyInstance,
  url: string,
  options: ApiOptions,
): Promise<Omit<ScenarioResult, 'name'>> {
  for (let round = 0; round < options.warmup; round++) await getListing(app, url);
  const samples: number[] = [];
  let body: ListingBody | undefined;
  for (let round = 0; round < options.iterations; round++) {
    const started = performance.now();
    body = await getListing(app, url);
    samples.push(performance.now() - started);
  }
  return { url, rows: body?.data.length ?? 0, total: body?.pagination.total ?? 0, timing: summarize(samples) };
}

/**
 * Every scenario against the catalogue as it is. The event page looks up `subEventUuid` when given, so
 * that both sizes measure the same event and only the catalogue around it changes.
 */
async function measureStage(
  app: FastifyInstance,
  events: number,
  now: Date,
  options: ApiOptions,
  subEventUuid?: string,
): Promise<{ stage: StageResult; subEventUuid: string }> {
  const firstPage = await getListing(app, `${LISTING_URL}?page=1&limit=${PAGE_SIZE}`);
  const first = firstPage.data[0];
  if (!first) throw new Error('the generated catalogue lists no event');
  const context: StageContext = {
    now,
    totalPages: firstPage.pagination.total_pages,
    subEventUuid: subEventUuid ?? first.sub_event_uuid,
  };
  const scenarios: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    const query = new URLSearchParams(
      Object.entries(scenario.query(context)).map(([key, value]) => [key, String(value)]),
    );
    const result = await measureScenario(app, `${LISTING_URL}?${query}`, options);
    scenarios.push({ name: scenario.name, ...result });
    options.log(`  ${scenario.name}: p50 ${result.timing.p50} ms`);
  }
  return { stage: { events, scenarios }, subEventUuid: context.subEventUuid };
}

async function generate(db: Db, events: number, seed: number, now: Date, options: ApiOptions) {
  let batches = 0;
  const summary = await generateCatalogue(db, {
    events,
    now,
    seed,
    log: (line) => {
      // One progress line per 10 batches of 1,000 keeps a 100,000-event run readable.
      if (line.startsWith('sub-events:') && ++batches % 10 !== 0) return;
      options.log(`  ${line}`);
    },
  });
  options.log(`generated ${formatCount(events)} events in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  return { events, milliseconds: summary.milliseconds };
}

export async function runApiBenchmark(options: ApiOptions): Promise<ApiResult> {
  const database = await openBenchDatabase(options.databaseUrl);
  options.log(`database: ${database.description}`);
  try {
    const db = database.connection.db;
    const afterMigrate = memorySnapshot();
    // One instant for the generator and the server, so statuses agree between stages.
    const now = new Date();
    const smallSize = Math.min(SMALL_CATALOGUE, options.events);
    const generation = [await generate(db, smallSize, 1, now, options)];
    const { app } = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'error' }), now: () => now });
    await app.ready();
    try {
      options.log(
        `measuring ${formatCount(smallSize)} events (${options.warmup} warm-up + ${options.iterations} timed requests each)`,
      );
      const small = await measureStage(app, smallSize, now, options);
      const stages = [small.stage];
      if (options.events > smallSize) {
        // A second seed draws new uuids, so the catalogue grows instead of clashing with the first run.
        generation.push(await generate(db, options.events - smallSize, 2, now, options));
      }
      const afterCatalogue = memorySnapshot();
      if (options.events > smallSize) {
        options.log(`measuring ${formatCount(options.events)} events`);
        stages.push((await measureStage(app, options.events, now, options, small.subEventUuid)).stage);
      }
      const afterQueries = memorySnapshot();
      return {
        database: database.description,
        generation,
        stages,
        memory: { afterMigrate, afterCatalogue, afterQueries },
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
