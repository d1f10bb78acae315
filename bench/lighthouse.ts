// Lighthouse mobile (its default: a simulated mid-range phone on a slow 4G link), median of N runs, for
// /, /events and an event page of the built app served by `npm start`'s own server on a fresh demo
// database, beside the React 19 hello-world served the same way (compressed, immutable assets), and for
// the signed-in /my-orders, /order-summary and an invoice with a seeded session (bench-participant.ts):
// those run in one Chromium whose profile holds the session, with its HTTP cache emptied before each
// run, since Lighthouse's own storage reset would sign the participant out. Debian's Chromium;
// CHROME_PATH overrides it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { chromium } from 'playwright';
import { median } from './stats';
import fastifyStatic from '@fastify/static';
import { createBenchParticipant, sessionStorageScript } from './bench-participant';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORK_DIR = join(ROOT, '.bench', 'lighthouse');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
/** Where the signed-in pages' Chromium listens for Lighthouse. */
const SIGNED_IN_DEBUGGING_PORT = 9334;

/** Issue 29's targets, on every page measured. */
export const LIGHTHOUSE_TARGETS = { minScore: 95, maxLcpRatio: 1.2, maxCls: 0.01, maxTbtMs: 150 };

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Transferred bytes by resource type (script, stylesheet, document, image, font, other, total). */
  bytes: Record<string, number>;
}

export interface LighthousePage {
  page: string;
  url: string;
  /** Measured with the seeded participant's session. */
  signedIn?: boolean;
  runs: LighthouseFigures[];
  /** Each figure's median over the runs. */
  median: LighthouseFigures;
  /** The page's median LCP divided by the hello-world's. */
  lcpRatio: number;
}

export interface LighthouseResult {
  version: string;
  runs: number;
  chrome: string;
  pages: LighthousePage[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >;
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const numeric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`the Lighthouse report has no ${id}`);
    return value;
  };
  const bytes: Record<string, number> = {};
  for (const item of report.audits['resource-summary']?.details?.items ?? []) {
    bytes[item.resourceType] = item.transferSize;
  }
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    bytes,
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
  const types = [...new Set(runs.flatMap((run) => Object.keys(run.bytes)))];
  return {
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    bytes: Object.fromEntries(types.map((type) => [type, of((run) => run.bytes[type] ?? 0)])),
  };
}

/**
 * One Lighthouse run in a child process (asynchronous: the hello-world server answers from this one).
 * With `port`, in the Chromium listening there, whose storage (the session) is kept.
 */
async function lighthouseOnce(
  url: string,
  outputPath: string,
  chrome: string,
  port?: number,
): Promise<LighthouseReport> {
  const browser =
    port === undefined ? [`--chrome-flags=${CHROME_FLAGS}`] : [`--port=${port}`, '--disable-storage-reset'];
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance',
      ...browser,
      '--max-wait-for-load=60000',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
  const status = await new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  clearTimeout(timer);
  if (status !== 0) throw new Error(`lighthouse ${url} failed (exit ${status}): ${stderr.slice(-500)}`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

/**
 * A Chromium signed in as a new participant of `origin` (the session stored as a sign-in stores it),
 * listening on SIGNED_IN_DEBUGGING_PORT for Lighthouse; `emptyCache` empties its HTTP cache, service
 * workers and Cache Storage, so each run loads the page as a first visit does, signed in.
 */
async function signedInChrome(origin: string, chrome: string) {
  const participant = await createBenchParticipant(origin);
  const profile = join(WORK_DIR, 'signed-in-profile');
  rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    args: [`--remote-debugging-port=${SIGNED_IN_DEBUGGING_PORT}`, '--no-sandbox', '--disable-gpu'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/about-us`);
  await page.evaluate(sessionStorageScript(participant.session));
  const cdp = await context.newCDPSession(page);
  return {
    participant,
    port: SIGNED_IN_DEBUGGING_PORT,
    emptyCache: async () => {
      await cdp.send('Network.clearBrowserCache');
      // The app's service worker and what it kept would answer the next run from the device: a first
      // visit has neither. The session (local storage) stays.
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    },
    close: () => context.close(),
  };
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** `npm start`'s server (server/main.ts) on dist/ with a fresh PGlite seeded with the demo catalogue. */
export async function startAppServer(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = join(WORK_DIR, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DATA_DIR: dataDir,
      UPLOAD_DIR: join(WORK_DIR, 'uploads'),
      DATABASE_URL: '',
      SEED_ON_START: 'true',
      // The signed-in benches' unpaid ticket stays held for the whole run (the order summary shows it).
      TICKET_HOLD_MINUTES: '240',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`, child, 120);
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The hello-world's dist/, served as the app's assets are: precompressed, hashed assets immutable. */
async function startHelloServer(root: string, port: number) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  return { origin: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

async function firstEventUuid(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/sub-events/public?page=1&limit=1`);
  const body = (await response.json()) as { data?: { sub_event_uuid: string }[] };
  const uuid = body.data?.[0]?.sub_event_uuid;
  if (!uuid) throw new Error('the demo catalogue has no public event to measure');
  return uuid;
}

export async function runLighthouseBenchmark(options: {
  helloDist: string;
  runs: number;
  log: (line: string) => void;
}): Promise<LighthouseResult> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  mkdirSync(WORK_DIR, { recursive: true });
  const hello = await startHelloServer(options.helloDist, 4291);
  const app = await startAppServer(4290);
  let signedIn: Awaited<ReturnType<typeof signedInChrome>> | undefined;
  try {
    const eventUuid = await firstEventUuid(app.origin);
    signedIn = await signedInChrome(app.origin, chrome);
    const { paidOrderId, pendingEventUuid } = signedIn.participant;
    const targets: Omit<LighthousePage, 'runs' | 'median' | 'lcpRatio'>[] = [
      { page: 'React 19 hello-world', url: `${hello.origin}/` },
      { page: '/', url: `${app.origin}/` },
      { page: '/events', url: `${app.origin}/events` },
      { page: '/event/:id', url: `${app.origin}/event/${eventUuid}` },
      { page: '/my-orders', url: `${app.origin}/my-orders`, signedIn: true },
      { page: '/order-summary', url: `${app.origin}/order-summary?eventUuid=${pendingEventUuid}`, signedIn: true },
      { page: '/my-orders/:id (invoice)', url: `${app.origin}/my-orders/${paidOrderId}`, signedIn: true },
    ];
    let version = '';
    const pages: Omit<LighthousePage, 'lcpRatio'>[] = [];
    for (const target of targets) {
      const runs: LighthouseFigures[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        options.log(`lighthouse ${target.page}, run ${run} of ${options.runs}`);
        const output = join(WORK_DIR, `report-${pages.length}-${run}.json`);
        if (target.signedIn) await signedIn.emptyCache();
        const report = await lighthouseOnce(target.url, output, chrome, target.signedIn ? signedIn.port : undefined);
        version = report.lighthouseVersion;
        runs.push(figuresOf(report));
      }
      pages.push({ ...target, runs, median: medianFigures(runs) });
    }
    const floorLcp = pages[0]?.median.lcpMs ?? 1;
    return {
      version,
      runs: options.runs,
      chrome,
      pages: pages.map((page) => ({ ...page, lcpRatio: page.median.lcpMs / floorLcp })),
    };
  } finally {
    await signedIn?.close();
    await app.stop();
    await hello.stop();
  }
}

/** The targets a page's medians miss (empty when it meets them all); the hello-world is the yardstick. */
export function missedTargets(page: LighthousePage): string[] {
  const { minScore, maxLcpRatio, maxCls, maxTbtMs } = LIGHTHOUSE_TARGETS;
  const missed: string[] = [];
  if (page.median.score < minScore) missed.push(`score ${page.median.score} < ${minScore}`);
  if (page.lcpRatio > maxLcpRatio) missed.push(`LCP x${page.lcpRatio.toFixed(2)} > x${maxLcpRatio}`);
  if (page.median.cls > maxCls) missed.push(`CLS ${page.median.cls.toFixed(3)} > ${maxCls}`);
  if (page.median.tbtMs > maxTbtMs) missed.push(`TBT ${page.median.tbtMs.toFixed(0)} ms > ${maxTbtMs} ms`);
  return missed;
}
