// Overload is answered, never queued without end and never a crash (issue 10 item 10): past
// config.maxConcurrentRequests API requests at once, new ones get 503 with Retry-After straight away;
// a request that waited config.databasePoolWaitMs for a PostgreSQL connection, or found the database
// unreachable, gets the same 503 instead of a 500. Clients treat a 503 like any server error (SPEC §8)
// and may ask again after Retry-After.
//
// The limit is what bounds the wait inside a process: the requests in flight share one event loop and a
// pool, so a request waits about (in flight) / (answered per second). At 256 a registration rush on
// two processes of a 2-core machine had about 190 in flight each and register p99 was 5.2 s; at 64 the
// catalogue's reads are shed sooner (and asked again after Retry-After), bookings under way keep their
// place, and register p99 was 0.56-1.0 s with every participant answered (issue 29, `npm run bench:rush`).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HTTP_ERROR_MESSAGES } from '../src/domain/http-errors';
import { errorBody } from './errors';

/** Seconds a shed client is asked to wait, on average: long enough for a burst to pass, short for a person. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * The Retry-After of one shed answer: 1, 2 or 3 seconds, at random. Those shed together in a burst would
 * otherwise all come back in the same second and be shed together again (in the registration rush on one
 * process, one participant was shed eight times running and gave up).
 */
export function shedRetryAfterSeconds(random: () => number = Math.random): number {
  return SHED_RETRY_AFTER_SECONDS - 1 + Math.floor(random() * 3);
}

/**
 * Who is turned away first (issue 29, the registration rush): a visitor arriving at the catalogue (the
 * event list, its facets, the banners) is shed once three quarters of the limit are in use, so the last
 * quarter stays for those already on their way through a booking (the form, registering, the order,
 * the payment): without it, people holding a place were shed as often as newcomers, and their places
 * stayed held, unpaid, while others were told the event was sold out.
 */
export type RequestKind = 'arrival' | 'journey';

/** The count of API requests being handled, with its bound. */
export class RequestGate {
  private inFlight = 0;
  /** Places only a journey's request may take. */
  private readonly reserved: number;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`the request limit must be at least 1, got ${limit}`);
    this.reserved = Math.floor(limit / 4);
  }

  get active(): number {
    return this.inFlight;
  }

  /** true and one more request counted, or false when the server is full (for an arrival, fuller than 3/4). */
  tryEnter(kind: RequestKind = 'journey'): boolean {
    if (this.inFlight >= (kind === 'arrival' ? this.limit - this.reserved : this.limit)) return false;
    this.inFlight += 1;
    return true;
  }

  leave(): void {
    if (this.inFlight > 0) this.inFlight -= 1;
  }
}

/**
 * Network failures on the way to the database, and PostgreSQL's own "going away" answers: 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), and class 08
 * (connection exceptions).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * pg-pool's wait past connectionTimeoutMillis, a database that cannot be reached at all, and a
 * connection that broke under a query (pg then refuses the rest of that connection's queries, the
 * ROLLBACK of its transaction included).
 */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/** Whether `error` (or what it wraps) says the database is out of reach rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Drizzle wraps the driver's error ('Failed query: ...') and keeps it as the cause.
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export function sendServiceUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(shedRetryAfterSeconds()))
    .send(errorBody(HTTP_ERROR_MESSAGES.server));
}

/** The catalogue's reads, where a visit starts. */
const ARRIVAL_PATHS = ['/sub-events/public', '/promotional-banners'];

function kindOf(method: string, url: string, prefix: string): RequestKind {
  if (method !== 'GET') return 'journey';
  const path = url.slice(prefix.length);
  return ARRIVAL_PATHS.some((start) => path === start || path.startsWith(`${start}/`) || path.startsWith(`${start}?`))
    ? 'arrival'
    : 'journey';
}

/** Counts every request under `prefix` and turns away those over the gate's limit, arrivals first. */
export function registerLoadShedding(app: FastifyInstance, prefix: string, gate: RequestGate): void {
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    if (!gate.tryEnter(kindOf(request.method, request.url, prefix))) {
      request.log.warn({ active: gate.active }, 'request shed: too many at once');
      return sendServiceUnavailable(reply);
    }
    counted.add(request);
  });
  const release = async (request: object) => {
    if (counted.delete(request)) gate.leave();
  };
  app.addHook('onResponse', release);
  // A client that hangs up before its answer never reaches onResponse.
  app.addHook('onRequestAbort', release);
}
