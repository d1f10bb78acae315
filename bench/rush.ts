// `npm run bench:rush -- [--participants N] [--places N] [--ramp-seconds S] [--processes 2,1] [--pool-size N]
//   [--max-concurrent N]` (the last two: DATABASE_POOL_SIZE and MAX_CONCURRENT_REQUESTS of each process)
// Issue 29 item 4, the registration rush, on PostgreSQL (DATABASE_URL, or the local server on
// 127.0.0.1:5432): a sub-event with `places` (1,000) places opens at a set time and `participants`
// (5,000) people who signed up beforehand arrive over `ramp-seconds` (60) as a ramp: the arrival rate
// rises evenly from 0 to twice the mean, so participant i of n arrives at ramp x sqrt(i / n). Each loads
// the event (signed in), opens the form (reads it), registers one attendee, creates an order, pays in
// the payment sandbox and has the payment verified (the status call the page makes): every step over
// HTTP to real server processes (server/main.ts, as `npm start` runs them) on one new database.
//
// The round-robin is client-side: the bench sends each request to the next process in turn (one
// counter for all requests, as a round-robin proxy would spread them), which costs this 2-core machine
// less than a proxy in between. A participant told 429 or 503 waits its Retry-After and asks again (at
// most MAX_ATTEMPTS times); one who finds the event sold out (`places_left` 0 on the event, or the 409
// 'Registrations are full' on registering) is turned away cleanly. The participants themselves (users
// with an MPIN, and their access tokens) are made beforehand through the server's own code, not
// through the sign-up wizard: 5,000 MPIN hashes would take minutes and are not the rush.
//
// Runs once per entry of `processes` (by default two processes, then one, on a fresh database each),
// prints per step p50/p95/p99, requests/s, 429/503 with their Retry-After, 5xx, places sold, orders paid
// and participants turned away, then checks the invariants (PASS/FAIL) and the ratio of the runs.
// Writes bench/results/rush-<date>.json. Reports timings, never judges them; exits 1 if an invariant fails.
// RUSH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' starts the servers with those Node options (a CPU
// profile of each, written when the run ends).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/connect';
import { users } from '../server/db/schema';
import { hashMpin } from '../server/modules/auth/mpin';
import { signAccessToken } from '../server/modules/auth/tokens';
import { REGISTRATIONS_FULL } from '../server/modules/registrations/register';
import { createEvent, type CreatedEvent } from '../tests/server/catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../tests/server/registrations/form-fixture';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { openBenchDatabase } from './database';
import { reachablePostgres } from './http-load';
import { formatCount, formatTable, percentile, round } from './stats';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');
const MPIN = '7391';
/** Asks of one step by one participant, the first included, before they give up unanswered. */
const MAX_ATTEMPTS = 8;
/** The entry fee, paise. */
const ENTRY_FEE_PAISE = 50_000;
/** From the end of the preparation to the opening: the servers settle, the participants wait. */
const OPENS_AFTER_MS = 3_000;
const STEPS = ['event', 'form', 'register', 'create-order', 'pay', 'verify'] as const;
type Step = (typeof STEPS)[number];
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number of at least 1, got '${raw}'`);
  return value;
}

export interface RushOptions {
  participants: number;
  places: number;
  rampSeconds: number;
  /** One run per entry, each on a fresh database: by default two processes, then one. */
  processes: number[];
  poolSize: number | undefined;
  maxConcurrent: number | undefined;
}
type Options = RushOptions;

/** The defaults of `npm run bench:rush`, which `npm run bench` runs as its last part. */
export const RUSH_DEFAULTS: RushOptions = {
  participants: 5000,
  places: 1000,
  rampSeconds: 60,
  processes: [2, 1],
  poolSize: undefined,
  maxConcurrent: undefined,
};

/** Issue 29's targets for the rush, judged on every run's output (never asserted by a test). */
export const RUSH_P99_TARGET_MS = 1000;

function readOptions(): RushOptions {
  const { values } = parseArgs({
    options: {
      participants: { type: 'string', default: String(RUSH_DEFAULTS.participants) },
      places: { type: 'string', default: String(RUSH_DEFAULTS.places) },
      'ramp-seconds': { type: 'string', default: String(RUSH_DEFAULTS.rampSeconds) },
      processes: { type: 'string', default: RUSH_DEFAULTS.processes.join(',') },
      'pool-size': { type: 'string' },
      'max-concurrent': { type: 'string' },
    },
  });
  const processes = values.processes.split(',').map((entry) => positiveInteger('processes', entry.trim()));
  return {
    participants: positiveInteger('participants', values.participants),
    places: positiveInteger('places', values.places),
    rampSeconds: positiveInteger('ramp-seconds', values['ramp-seconds']),
    processes,
    poolSize: values['pool-size'] === undefined ? undefined : positiveInteger('pool-size', values['pool-size']),
    maxConcurrent:
      values['max-concurrent'] === undefined ? undefined : positiveInteger('max-concurrent', values['max-concurrent']),
  };
}

interface StepFigures {
  /** Every answer but a 429/503 (those are counted apart, with their Retry-After). */
  latenciesMs: number[];
  statuses: Record<string, number>;
  /** Seconds of Retry-After on 429 and 503 answers, by value ('none' when missing). */
  retryAfter: Record<string, number>;
  /** No answer at all: the connection failed. */
  errors: number;
}

type Outcome = 'paid' | 'sold out at the event page' | 'sold out on registering' | 'unanswered' | 'failed';

interface Participant {
  id: number;
  token: string;
}

/**
 * Each request to the next process in turn, with the figures of its step. Sent with undici's Pool
 * rather than fetch: the bench shares the two cores with the servers and the database it measures, and
 * fetch's streams cost it about twice the CPU per request (a quarter of a core in the rush). It asks for
 * gzip as a browser does, so the servers compress as they would for one.
 */
class Rush {
  private turn = 0;
  private readonly pools: Pool[];
  readonly steps = Object.fromEntries(
    STEPS.map((step): [Step, StepFigures] => [step, { latenciesMs: [], statuses: {}, retryAfter: {}, errors: 0 }]),
  ) as Record<Step, StepFigures>;
  readonly failures: string[] = [];

  constructor(origins: string[]) {
    this.pools = origins.map((origin) => new Pool(origin, { connections: 256, pipelining: 1 }));
  }

  close(): Promise<void> {
    return Promise.all(this.pools.map((pool) => pool.close())).then(() => undefined);
  }

  /** One step: asked again after Retry-After on 429/503; null when no answer came within MAX_ATTEMPTS. */
  async call(
    step: Step,
    method: 'GET' | 'POST',
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> } | null> {
    const figures = this.steps[step];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const pool = this.pools[this.turn % this.pools.length]!;
      this.turn += 1;
      const started = performance.now();
      let status: number;
      let json: Record<string, unknown>;
      let retryAfter: string | null;
      try {
        const response = await pool.request({
          path: `/api/v1${path}`,
          method,
          headers: {
            accept: 'application/json',
            'accept-encoding': 'gzip',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const bytes = Buffer.from(await response.body.arrayBuffer());
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
        status = response.statusCode;
        const header = response.headers['retry-after'];
        retryAfter = typeof header === 'string' ? header : null;
        json = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch (error) {
        figures.errors += 1;
        if (this.failures.length < 20) this.failures.push(`${step}: ${(error as Error).message}`);
        return null;
      }
      const elapsed = performance.now() - started;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status !== 429 && status !== 503) {
        figures.latenciesMs.push(elapsed);
        if (status >= 500 && this.failures.length < 20)
          this.failures.push(`${step}: ${status} ${JSON.stringify(json)}`);
        return { status, json };
      }
      const seconds = retryAfter ?? 'none';
      figures.retryAfter[seconds] = (figures.retryAfter[seconds] ?? 0) + 1;
      // As a client should: wait what it was told (1 s when it was not), spread a little so the retries
      // do not all come back in the same instant.
      const waitMs = (Number(retryAfter) > 0 ? Number(retryAfter) : 1) * 1000;
      await sleep(waitMs + Math.random() * 500);
    }
    return null;
  }
}

const message = (json: Record<string, unknown>) => (typeof json.message === 'string' ? json.message : '');

async function journey(rush: Rush, event: CreatedEvent, person: Participant, index: number): Promise<Outcome> {
  const uuid = event.subEventUuid;
  const loaded = await rush.call('event', 'GET', `/sub-events/public?sub_event_uuid=${uuid}`, person.token);
  if (!loaded) return 'unanswered';
  if (loaded.status !== 200) return 'failed';
  const item = (loaded.json.data as { places_left?: number | null }[] | undefined)?.[0];
  if (!item) return 'failed';
  // The event page shows 'Sold out' and no form (src/domain/waitlist.ts).
  if (item.places_left === 0) return 'sold out at the event page';

  const form = await rush.call(
    'form',
    'GET',
    `/participant-registration/sub-events/${uuid}/registration-form`,
    person.token,
  );
  if (!form) return 'unanswered';
  if (form.status !== 200) return 'failed';

  const registered = await rush.call(
    'register',
    'POST',
    `/participant-registration/sub-events/${uuid}/register`,
    person.token,
    {
      responses: validAnswers(event.fields, {
        mandatory_participant_name: `Runner ${index}`,
        mandatory_email: `runner${index}@example.in`,
        mandatory_phone: `9${String(index).padStart(9, '0')}`,
      }),
    },
  );
  if (!registered) return 'unanswered';
  if (registered.status === 409 && message(registered.json) === REGISTRATIONS_FULL) return 'sold out on registering';
  if (registered.status !== 200) return 'failed';

  const created = await rush.call('create-order', 'POST', '/orders/create', person.token, { sub_event_uuid: uuid });
  if (!created) return 'unanswered';
  if (created.status !== 200) return 'failed';
  const checkout = (created.json.message as { razorpay_order?: { order_id: string; checkout_token?: string } })
    .razorpay_order;
  if (!checkout?.checkout_token) return 'failed';

  // The sandbox checkout script's own call: no bearer token, the order's checkout token instead.
  const paid = await rush.call('pay', 'POST', '/payments/sandbox/complete', undefined, {
    order_id: checkout.order_id,
    outcome: 'success',
    checkout_token: checkout.checkout_token,
  });
  if (!paid) return 'unanswered';
  if (paid.status !== 200) return 'failed';

  const verified = await rush.call('verify', 'GET', `/payments/status/${checkout.order_id}`, person.token);
  if (!verified) return 'unanswered';
  const order = (verified.json.message as { order?: { status?: string } } | undefined)?.order;
  return verified.status === 200 && order?.status === 'paid' ? 'paid' : 'failed';
}

/** The participants, signed up beforehand: active accounts with an MPIN, and an access token each. */
async function makeParticipants(db: Db, count: number): Promise<Participant[]> {
  const config = loadConfig({ ...process.env, APP_ENV: 'development' });
  // One hash for all: its salt is random, but every account verifies against its own copy just the same.
  const mpinHash = await hashMpin(config.mpinPepper, MPIN);
  const made: { id: number; userUuid: string; sessionEpoch: number }[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const n = start + offset;
      return {
        mobileNumber: `8${String(n).padStart(9, '0')}`,
        username: `rush_${n}`,
        fullName: `Runner ${n}`,
        email: `rush_${n}@example.in`,
        status: 'active' as const,
        isProfileCompleted: true,
        isEmailVerified: true,
        isMpinSet: true,
        mpinHash,
      };
    });
    made.push(
      ...(await db
        .insert(users)
        .values(rows)
        .returning({ id: users.id, userUuid: users.userUuid, sessionEpoch: users.sessionEpoch })),
    );
  }
  const now = new Date();
  return Promise.all(made.map(async (user) => ({ id: user.id, token: await signAccessToken(config, user, now) })));
}

interface Invariant {
  name: string;
  pass: boolean;
  detail: string;
}

async function rows<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** What the database holds after the rush, checked against what must always hold. */
async function checkInvariants(db: Db, event: CreatedEvent, capacity: number, journeysPaid: number) {
  const [tickets] = await rows<{ sold: number; holding: number }>(
    db,
    sql`select (count(*) filter (where status = 'confirmed'))::int as sold,
               (count(*) filter (where status = 'confirmed' or (status = 'pending' and (hold_expires_at is null or hold_expires_at > now()))))::int as holding
        from participants where sub_event_id = ${event.subEventId}`,
  );
  const [orderCounts] = await rows<{ paid: number; total: number }>(
    db,
    sql`select (count(*) filter (where status = 'paid'))::int as paid, count(*)::int as total
        from orders where sub_event_id = ${event.subEventId}`,
  );
  // A paid order with no line, or a line whose ticket is not confirmed, paid and this order's.
  const [incomplete] = await rows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from orders o
        where o.status = 'paid' and (
          not exists (select 1 from order_items i where i.order_id = o.id)
          or exists (
            select 1 from order_items i join participants p on p.id = i.participant_id
            where i.order_id = o.id
              and (p.status <> 'confirmed' or p.payment_status <> 'paid' or p.order_id is distinct from o.id)))`,
  );
  // Live orders only: a failed or cancelled order gives its tickets up to a newer one.
  const [shared] = await rows<{ tickets: number }>(
    db,
    sql`select count(*)::int as tickets from (
          select i.participant_id from order_items i join orders o on o.id = i.order_id
          where o.status in ('created', 'pending', 'paid')
          group by i.participant_id having count(distinct i.order_id) > 1) twice`,
  );
  const invoices = await rows<{ financial_year: string; number: string }>(
    db,
    sql`select financial_year, number from tax_documents where kind = 'invoice' order by number`,
  );
  const counters = await rows<{ financial_year: string; last_number: number }>(
    db,
    sql`select financial_year, last_number from invoice_counters`,
  );
  const [unInvoiced] = await rows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from orders o where o.status = 'paid' and (o.invoice_number is null
          or not exists (select 1 from tax_documents d where d.kind = 'invoice' and d.number = o.invoice_number))`,
  );
  const gaps: string[] = [];
  for (const counter of counters) {
    const serials = invoices
      .filter((invoice) => invoice.financial_year === counter.financial_year)
      .map((invoice) => Number(invoice.number.split('/').at(-1)))
      .sort((a, b) => a - b);
    const gapFree = serials.length === counter.last_number && serials.every((serial, index) => serial === index + 1);
    if (!gapFree) gaps.push(`${counter.financial_year}: ${serials.length} invoices, counter at ${counter.last_number}`);
  }
  const sold = tickets?.sold ?? 0;
  const paidOrders = orderCounts?.paid ?? 0;
  const invariants: Invariant[] = [
    {
      name: 'sold <= capacity',
      pass: sold <= capacity && (tickets?.holding ?? 0) <= capacity,
      detail: `${formatCount(sold)} sold, ${formatCount(tickets?.holding ?? 0)} holding a place, capacity ${formatCount(capacity)}`,
    },
    {
      name: 'every paid order has its tickets',
      pass: (incomplete?.orders ?? 0) === 0,
      detail: `${formatCount(incomplete?.orders ?? 0)} of ${formatCount(paidOrders)} paid orders without their confirmed tickets`,
    },
    {
      name: 'no ticket in two orders',
      pass: (shared?.tickets ?? 0) === 0,
      detail: `${formatCount(shared?.tickets ?? 0)} tickets in more than one live order`,
    },
    {
      name: 'invoices gap-free',
      pass: gaps.length === 0 && (unInvoiced?.orders ?? 0) === 0,
      detail:
        gaps.length > 0
          ? gaps.join('; ')
          : `${formatCount(invoices.length)} invoices numbered 1..${formatCount(invoices.length)}, ${formatCount(unInvoiced?.orders ?? 0)} paid orders without one`,
    },
    {
      name: 'what participants were told matches the database',
      pass: journeysPaid === paidOrders && paidOrders === sold,
      detail: `${formatCount(journeysPaid)} told paid, ${formatCount(paidOrders)} orders paid, ${formatCount(sold)} tickets confirmed`,
    },
  ];
  return { sold, holding: tickets?.holding ?? 0, ordersPaid: paidOrders, orders: orderCounts?.total ?? 0, invariants };
}

interface RunResult {
  processes: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  steps: Record<
    Step,
    {
      requests: number;
      p50: number;
      p95: number;
      p99: number;
      max: number;
      statuses: Record<string, number>;
      retryAfter: Record<string, number>;
      errors: number;
    }
  >;
  outcomes: Record<Outcome, number>;
  sold: number;
  holding: number;
  ordersPaid: number;
  orders: number;
  invariants: Invariant[];
  failures: string[];
  serversAlive: boolean;
  /** The machine's load average (1, 5, 15 min) as the rush ended: the cores are shared. */
  loadAfter: number[];
}

async function runOnce(databaseUrl: string, options: Options, processes: number): Promise<RunResult> {
  log('');
  log(`=== ${processes} server process${processes === 1 ? '' : 'es'} ===`);
  const database = await openBenchDatabase(databaseUrl);
  const servers: ServerProcess[] = [];
  try {
    const db = database.connection.db;
    const env = {
      DATABASE_URL: database.url!,
      LOG_LEVEL: 'error',
      UPLOAD_STORAGE: 'database',
      ...(options.poolSize === undefined ? {} : { DATABASE_POOL_SIZE: String(options.poolSize) }),
      ...(options.maxConcurrent === undefined ? {} : { MAX_CONCURRENT_REQUESTS: String(options.maxConcurrent) }),
    };
    const started = await Promise.allSettled(
      Array.from({ length: processes }, () =>
        startServerProcess(env, { nodeArgs: process.env.RUSH_SERVER_NODE_ARGS?.split(' ') }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const preparing = performance.now();
    const people = await makeParticipants(db, options.participants);
    const opensAt = new Date(Date.now() + OPENS_AFTER_MS);
    const event = await createEvent(db, {
      now: new Date(),
      form: SIMPLE_FORM,
      subEvent: {
        totalAllowedRegistrations: options.places,
        entryFeePaise: ENTRY_FEE_PAISE,
        registrationStart: opensAt,
      },
    });
    await db.execute(sql`vacuum analyze`);
    log(
      `${database.description}; ${formatCount(people.length)} participants signed up and an event of ` +
        `${formatCount(options.places)} places opening at ${opensAt.toISOString()} made in ` +
        `${((performance.now() - preparing) / 1000).toFixed(1)} s`,
    );
    const rush = new Rush(servers.map((server) => server.origin));
    await sleep(Math.max(0, opensAt.getTime() - Date.now()));
    const rushStarted = performance.now();
    const rampMs = options.rampSeconds * 1000;
    const outcomes = await Promise.all(
      people.map(async (person, index) => {
        await sleep(rampMs * Math.sqrt(index / people.length));
        return journey(rush, event, person, index);
      }),
    );
    const seconds = (performance.now() - rushStarted) / 1000;
    await rush.close();
    const loadAfter = loadavg().map((value) => round(value, 2));
    const serversAlive = servers.every((server) => server.exitCode() === null);
    const counted = Object.fromEntries(
      (
        [
          'paid',
          'sold out at the event page',
          'sold out on registering',
          'unanswered',
          'failed',
        ] as const satisfies readonly Outcome[]
      ).map((outcome) => [outcome, outcomes.filter((one) => one === outcome).length]),
    ) as Record<Outcome, number>;
    const checked = await checkInvariants(db, event, options.places, counted.paid);
    const steps = Object.fromEntries(
      STEPS.map((step) => {
        const figures = rush.steps[step];
        const sorted = [...figures.latenciesMs].sort((a, b) => a - b);
        const at = (p: number) => (sorted.length === 0 ? Number.NaN : round(percentile(sorted, p), 1));
        const requests = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0) + figures.errors;
        return [
          step,
          {
            requests,
            p50: at(50),
            p95: at(95),
            p99: at(99),
            max: at(100),
            statuses: figures.statuses,
            retryAfter: figures.retryAfter,
            errors: figures.errors,
          },
        ];
      }),
    ) as RunResult['steps'];
    const requests = Object.values(steps).reduce((sum, step) => sum + step.requests, 0);
    return {
      processes,
      seconds: round(seconds, 1),
      requests,
      requestsPerSecond: round(requests / seconds, 1),
      steps,
      outcomes: counted,
      ...checked,
      failures: [
        ...rush.failures,
        ...servers.flatMap((server) => (server.exitCode() === null ? [] : [server.output()])),
      ],
      serversAlive,
      loadAfter,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  }
}

function countWhere(statuses: Record<string, number>, test: (status: number) => boolean): number {
  return Object.entries(statuses)
    .filter(([status]) => test(Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);
}

function printRun(run: RunResult, options: Options): void {
  log('');
  log(
    `${run.processes} process${run.processes === 1 ? '' : 'es'}: ${formatCount(options.participants)} participants, ` +
      `${formatCount(options.places)} places, ramp ${options.rampSeconds} s; ${formatCount(run.requests)} requests in ` +
      `${run.seconds} s = ${run.requestsPerSecond} req/s; machine load ${run.loadAfter.join(' ')} as it ended`,
  );
  log('latency in ms of every answer but 429/503 (those are waited out and asked again, counted apart)');
  log(
    formatTable([
      ['step', 'requests', 'p50', 'p95', 'p99', 'max', '2xx', '409', '429', '503', '5xx', 'no answer', 'Retry-After'],
      ...STEPS.map((step) => {
        const figures = run.steps[step];
        const retryAfter = Object.entries(figures.retryAfter)
          .map(([seconds, n]) => `${seconds === 'none' ? 'none' : `${seconds} s`} x${n}`)
          .join(', ');
        return [
          step,
          formatCount(figures.requests),
          String(figures.p50),
          String(figures.p95),
          String(figures.p99),
          String(figures.max),
          formatCount(countWhere(figures.statuses, (status) => status >= 200 && status < 300)),
          formatCount(countWhere(figures.statuses, (status) => status === 409)),
          formatCount(countWhere(figures.statuses, (status) => status === 429)),
          formatCount(countWhere(figures.statuses, (status) => status === 503)),
          formatCount(countWhere(figures.statuses, (status) => status >= 500 && status !== 503)),
          formatCount(figures.errors),
          retryAfter === '' ? '-' : retryAfter,
        ];
      }),
    ]),
  );
  const turnedAway = run.outcomes['sold out at the event page'] + run.outcomes['sold out on registering'];
  log(
    `places sold ${formatCount(run.sold)} of ${formatCount(options.places)}; orders paid ${formatCount(run.ordersPaid)}; ` +
      `turned away cleanly ${formatCount(turnedAway)} (sold out at the event page ${formatCount(run.outcomes['sold out at the event page'])}, ` +
      `on registering ${formatCount(run.outcomes['sold out on registering'])}); unanswered ${formatCount(run.outcomes.unanswered)}; ` +
      `other failures ${formatCount(run.outcomes.failed)}; server processes ${run.serversAlive ? 'all still running' : 'NOT ALL RUNNING'}`,
  );
  for (const failure of run.failures.slice(0, 10)) log(`  failure: ${failure.slice(0, 300)}`);
  log('invariants after the run:');
  for (const invariant of run.invariants)
    log(`  ${invariant.pass ? 'PASS' : 'FAIL'}  ${invariant.name}: ${invariant.detail}`);
}

function printRatio(runs: RunResult[]): void {
  const two = runs.find((run) => run.processes > 1);
  const one = runs.find((run) => run.processes === 1);
  if (!two || !one) return;
  const ratio = (a: number, b: number) => (b > 0 ? `x${round(a / b, 2)}` : '-');
  log('');
  log(
    `scale-out: ${one.processes} process against ${two.processes} (ratio = one / ${two.processes}; above 1: ${two.processes} are faster)`,
  );
  log(
    formatTable([
      ['figure', `${two.processes} processes`, '1 process', 'ratio'],
      [
        'requests/s',
        String(two.requestsPerSecond),
        String(one.requestsPerSecond),
        ratio(two.requestsPerSecond, one.requestsPerSecond),
      ],
      ['rush seconds', String(two.seconds), String(one.seconds), ratio(one.seconds, two.seconds)],
      ...(['register', 'create-order', 'pay', 'verify'] as const).flatMap((step) =>
        (['p50', 'p99'] as const).map((p) => [
          `${step} ${p} ms`,
          String(two.steps[step][p]),
          String(one.steps[step][p]),
          ratio(one.steps[step][p], two.steps[step][p]),
        ]),
      ),
      [
        '429/503 answers',
        formatCount(
          STEPS.reduce((sum, step) => sum + countWhere(two.steps[step].statuses, (s) => s === 429 || s === 503), 0),
        ),
        formatCount(
          STEPS.reduce((sum, step) => sum + countWhere(one.steps[step].statuses, (s) => s === 429 || s === 503), 0),
        ),
        '-',
      ],
    ]),
  );
}

/** The rush's targets (issue 29 item 4), met or MISS, for one run. */
function printTargets(run: RunResult): void {
  const fiveHundreds = STEPS.reduce(
    (sum, step) => sum + countWhere(run.steps[step].statuses, (status) => status >= 500 && status !== 503),
    0,
  );
  const targets: [string, boolean][] = [
    [`0 oversold (${formatCount(run.sold)} sold of the places)`, run.invariants.every((invariant) => invariant.pass)],
    [`0 5xx other than 503 (${formatCount(fiveHundreds)})`, fiveHundreds === 0],
    [
      `every participant answered (${formatCount(run.outcomes.unanswered)} unanswered, ${formatCount(run.outcomes.failed)} failed)`,
      run.outcomes.unanswered === 0 && run.outcomes.failed === 0,
    ],
    ...(['register', 'create-order'] as const).map((step): [string, boolean] => [
      `${step} p99 < ${RUSH_P99_TARGET_MS} ms (${run.steps[step].p99} ms)`,
      run.steps[step].p99 < RUSH_P99_TARGET_MS,
    ]),
  ];
  log(`targets on ${run.processes} process${run.processes === 1 ? '' : 'es'}:`);
  for (const [target, met] of targets) log(`  ${met ? 'met ' : 'MISS'} ${target}`);
}

/**
 * Every run of `options.processes`, printed as each ends, then the ratio; the figures are written to
 * bench/results/rush-<date>.json. Throws when no PostgreSQL answers; sets process.exitCode when an
 * invariant fails.
 */
export async function runRushBench(options: RushOptions): Promise<{ runs: RunResult[]; broken: string[] }> {
  const startedAt = new Date();
  log(
    `Startline bench:rush, ${startedAt.toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs ` +
      `(${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  const databaseUrl = await reachablePostgres(process.env.DATABASE_URL || undefined);
  if (!databaseUrl) {
    throw new Error(
      'bench:rush runs on PostgreSQL: set DATABASE_URL, or start the local server (pg_ctlcluster 15 main start)',
    );
  }
  const runs: RunResult[] = [];
  const broken: string[] = [];
  // Each run is printed as it ends, so a later run that breaks (a server process killed from outside,
  // say) does not take the earlier one's figures with it.
  for (const processes of options.processes) {
    try {
      const run = await runOnce(databaseUrl, options, processes);
      runs.push(run);
      printRun(run, options);
      printTargets(run);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      broken.push(`${processes} process(es): ${reason}`);
      log(`the run on ${processes} process(es) did not finish: ${reason.slice(0, 500)}`);
    }
  }
  printRatio(runs);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `rush-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), node: process.version, cpus: availableParallelism(), options, runs, broken }, null, 2)}\n`,
  );
  log('');
  log(`results written to bench/results/${file.slice(RESULTS_DIR.length + 1)}`);
  const failed = runs.flatMap((run) => run.invariants.filter((invariant) => !invariant.pass));
  if (failed.length > 0) {
    log(`${failed.length} invariant check${failed.length === 1 ? '' : 's'} FAILED`);
    process.exitCode = 1;
  }
  if (broken.length > 0) process.exitCode = 1;
  return { runs, broken };
}

// `npm run bench:rush` runs this file; `npm run bench` imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runRushBench(readOptions());
