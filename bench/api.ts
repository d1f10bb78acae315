// The public catalogue API under load (issue 11): the real server over HTTP in a process of its own
// (bench/serve.ts), autocannon in this one. Each scenario runs for `seconds` with `connections`
// connections on a 1,000-event catalogue, and again after the catalogue has grown to `events`, on
// PGlite and on PostgreSQL (DATABASE_URL, or the local server when it answers); on PGlite at full size
// also with `pgliteConnections` (the embedded database serves one query at a time). Prints requests/s,
// p50/p90/p99, errors and the growth from small to full size, and the EXPLAIN of a search.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachablePostgres, runLoad, startBenchServer, type BenchServer, type LoadResult } from './http-load';
import { formatCount, formatTable } from './stats';

export const SMALL_CATALOGUE = 1_000;
const PAGE_SIZE = 12; // the listing page's size (SPEC §7)
const LISTING = '/api/v1/sub-events/public';
// Page 4000 of a 100,000-event catalogue is 48% of the way through; smaller catalogues get the page at
// the same depth, so the deep page never falls off the end.
const DEEP_PAGE = 4_000;
const DEEP_PAGE_SHARE = (DEEP_PAGE * PAGE_SIZE) / 100_000;
export const SEARCH_WORD = 'marathon';
const RESULTS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url))), 'results');

export interface ApiOptions {
  events: number;
  seconds: number;
  connections: number;
  /** PGlite at full size is measured again with this many connections. */
  pgliteConnections: number;
  databaseUrl: string | undefined;
  log: (line: string) => void;
}

interface StageContext {
  totalPages: number;
  subEventUuid: string;
}

interface Scenario {
  name: string;
  path: (context: StageContext) => string;
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

export const SCENARIOS: readonly Scenario[] = [
  { name: 'first page', path: () => `${LISTING}?${query({ page: 1, limit: PAGE_SIZE })}` },
  {
    name: 'first page, fields=card',
    path: () => `${LISTING}?${query({ page: 1, limit: PAGE_SIZE, fields: 'card' })}`,
  },
  {
    name: `search '${SEARCH_WORD}'`,
    path: () => `${LISTING}?${query({ search: SEARCH_WORD, page: 1, limit: PAGE_SIZE })}`,
  },
  {
    name: 'category + city + upcoming',
    path: () =>
      `${LISTING}?${query({ filtersbyCategory: 'Cycling', filtersbyCity: 'Pune', filterByStaus: 'upcoming', page: 1, limit: PAGE_SIZE })}`,
  },
  {
    name: 'deep page',
    path: ({ totalPages }) =>
      `${LISTING}?${query({
        page: totalPages >= DEEP_PAGE ? DEEP_PAGE : Math.max(1, Math.round(totalPages * DEEP_PAGE_SHARE)),
        limit: PAGE_SIZE,
      })}`,
  },
  {
    name: 'one event by sub_event_uuid',
    path: ({ subEventUuid }) => `${LISTING}?${query({ sub_event_uuid: subEventUuid })}`,
  },
];

export interface ScenarioRun extends LoadResult {
  name: string;
  path: string;
}

export interface ApiStage {
  events: number;
  connections: number;
  runs: ScenarioRun[];
}

export interface DatabaseRun {
  database: string;
  kind: 'pglite' | 'postgres';
  generation: { events: number; milliseconds: number }[];
  stages: ApiStage[];
  explain: { search: string; count: string; page: string };
}

export interface ApiResult {
  startedAt: string;
  options: Omit<ApiOptions, 'log' | 'databaseUrl'>;
  databases: DatabaseRun[];
  /** Why a database was not measured (no PostgreSQL reachable). */
  skipped: string[];
}

async function stageContext(server: BenchServer): Promise<StageContext> {
  const response = await fetch(`${server.baseUrl}${LISTING}?page=1&limit=${PAGE_SIZE}`);
  if (response.status !== 200) throw new Error(`the first page answered ${response.status}`);
  const body = (await response.json()) as { data: { sub_event_uuid: string }[]; pagination: { total_pages: number } };
  const first = body.data[0];
  if (!first) throw new Error('the generated catalogue lists no event');
  return { totalPages: body.pagination.total_pages, subEventUuid: first.sub_event_uuid };
}

async function measureStage(
  server: BenchServer,
  events: number,
  connections: number,
  context: StageContext,
  options: ApiOptions,
): Promise<ApiStage> {
  options.log(`  ${formatCount(events)} events, ${connections} connections, ${options.seconds} s each`);
  const runs: ScenarioRun[] = [];
  for (const scenario of SCENARIOS) {
    const path = scenario.path(context);
    // A short warm-up, unmeasured: plans cached, pages in memory, the kept counts counted.
    await runLoad(server.baseUrl, [{ path }], { connections: Math.min(connections, 10), seconds: 1 });
    const result = await runLoad(server.baseUrl, [{ path }], { connections, seconds: options.seconds });
    runs.push({ name: scenario.name, path, ...result });
    options.log(
      `    ${scenario.name.padEnd(30)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  errors ${result.errors}`,
    );
  }
  return { events, connections, runs };
}

async function measureDatabase(databaseUrl: string | undefined, options: ApiOptions): Promise<DatabaseRun> {
  const server = await startBenchServer(databaseUrl);
  try {
    options.log(`database: ${server.database}`);
    const generation: DatabaseRun['generation'] = [];
    const grow = async (events: number, seed: number) => {
      const grown = await server.request({ type: 'grow', events, seed }, 'grown');
      generation.push({ events, milliseconds: Math.round(grown.milliseconds) });
      options.log(`  generated ${formatCount(events)} events in ${(grown.milliseconds / 1000).toFixed(1)} s`);
    };
    const smallSize = Math.min(SMALL_CATALOGUE, options.events);
    await grow(smallSize, 1);
    const small = await stageContext(server);
    const stages = [await measureStage(server, smallSize, options.connections, small, options)];
    if (options.events > smallSize) {
      // A second seed draws new uuids, so the catalogue grows instead of clashing with the first run.
      await grow(options.events - smallSize, 2);
      // The event page looks up the same event at both sizes; only the catalogue around it changes.
      const large = { ...(await stageContext(server)), subEventUuid: small.subEventUuid };
      stages.push(await measureStage(server, options.events, options.connections, large, options));
      if (server.kind === 'pglite' && options.pgliteConnections !== options.connections) {
        stages.push(await measureStage(server, options.events, options.pgliteConnections, large, options));
      }
    }
    const explained = await server.request({ type: 'explain', search: SEARCH_WORD }, 'explained');
    return {
      database: server.database,
      kind: server.kind,
      generation,
      stages,
      explain: { search: SEARCH_WORD, count: explained.count, page: explained.page },
    };
  } finally {
    await server.stop();
  }
}

export async function runApiBenchmark(options: ApiOptions): Promise<ApiResult> {
  const startedAt = new Date().toISOString();
  const databases: DatabaseRun[] = [];
  const skipped: string[] = [];
  databases.push(await measureDatabase(undefined, options));
  const postgres = await reachablePostgres(options.databaseUrl);
  if (postgres) databases.push(await measureDatabase(postgres, options));
  else skipped.push('PostgreSQL: DATABASE_URL is not set and no server answers on 127.0.0.1:5432');
  const { log: _log, databaseUrl: _url, ...kept } = options;
  const result: ApiResult = { startedAt, options: kept, databases, skipped };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `api-${startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  options.log(`API results written to bench/results/${file.slice(RESULTS_DIR.length + 1)}`);
  return result;
}

const cell = (run: ScenarioRun | undefined) =>
  run ? `${run.requestsPerSecond} / ${run.latencyMs.p50} / ${run.latencyMs.p90} / ${run.latencyMs.p99}` : '-';

export function printApi(result: ApiResult, log: (line: string) => void): void {
  for (const database of result.databases) {
    const [small, large, ...more] = database.stages;
    if (!small) continue;
    log('');
    log(`GET ${LISTING} on ${database.database}`);
    log('req/s / p50 / p90 / p99 in ms (autocannon over HTTP); growth = req/s at the small size / at the full size');
    const header = ['call', `${formatCount(small.events)} events, ${small.connections} conn.`];
    if (large) header.push(`${formatCount(large.events)} events, ${large.connections} conn.`, 'growth');
    for (const stage of more) header.push(`${formatCount(stage.events)} events, ${stage.connections} conn.`);
    header.push('errors');
    const rows = small.runs.map((run, index) => {
      const grown = large?.runs[index];
      const row = [run.name, cell(run)];
      if (large)
        row.push(cell(grown), grown ? `x${(run.requestsPerSecond / grown.requestsPerSecond).toFixed(2)}` : '-');
      for (const stage of more) row.push(cell(stage.runs[index]));
      const errors = database.stages.reduce((sum, stage) => sum + (stage.runs[index]?.errors ?? 0), 0);
      row.push(String(errors));
      return row;
    });
    log(formatTable([header, ...rows]));
    log('');
    log(`EXPLAIN ANALYZE, search '${database.explain.search}': the count (kept between requests, listing-counts.ts)`);
    log(database.explain.count.replace(/^/gm, '  '));
    log(`EXPLAIN ANALYZE, search '${database.explain.search}': the first page's ids`);
    log(database.explain.page.replace(/^/gm, '  '));
  }
  for (const reason of result.skipped) log(`skipped ${reason}`);
}
