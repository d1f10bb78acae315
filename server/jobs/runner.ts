// The one background-job runner (issue 25 item 2): each job runs every `everyMs` in this process,
// one pass at a time (a slow pass is never overlapped by the next). Several server processes may each
// run it: a job must itself be safe to run at once in many processes (the outbox claims with SKIP
// LOCKED). Stopping waits for the passes in flight, so a drain never cuts a send in half. While the
// process is busy answering requests (a registration rush: issue 29), a pass waits for a quieter
// moment, up to maxDeferMs: rendering a confirmation mail's PDFs and QR images takes the same cores the
// people still booking need, and the outbox keeps what waits.
import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  /** One pass; resolves with a summary for the log, or nothing when there was nothing to do. */
  run(): Promise<Record<string, number> | void>;
  /** Work due and not yet done, for the metrics (messages waiting to be sent, orders to settle). */
  backlog?(): Promise<number>;
}

/** Told of every pass (the metrics count passes and failures by job). */
export type PassObserver = (job: string, outcome: 'ok' | 'failed', seconds: number) => void;

/** When passes give way to requests: `busy` says the process is, for at most `maxDeferMs` in a row. */
export interface Deference {
  busy: () => boolean;
  maxDeferMs: number;
}

/** Requests in flight from which the process counts as busy for its jobs: a sixteenth of its limit, at least 8. */
export function jobsYieldAbove(maxConcurrentRequests: number): number {
  return Math.max(8, Math.floor(maxConcurrentRequests / 16));
}

/** How soon a deferred pass looks again whether the process is still busy. */
const DEFERRED_RETRY_MS = 500;

export class JobRunner {
  private timers = new Map<string, NodeJS.Timeout>();
  private running = new Map<string, Promise<void>>();
  /** Per job, since when its due pass has waited for the process to be less busy. */
  private deferredSince = new Map<string, number>();
  private stopped = true;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly observePass: PassObserver = () => undefined,
    private readonly deference?: Deference,
  ) {}

  /** Each job's backlog, for a metrics scrape; a job without one is left out. */
  async backlogs(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      this.jobs.flatMap((job) => (job.backlog ? [job.backlog().then((count) => [job.name, count] as const)] : [])),
    );
    return Object.fromEntries(entries);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs) this.schedule(job, 0);
  }

  /** Runs every job's pass now (tests and the CLI), waiting for each. */
  async runOnce(): Promise<void> {
    for (const job of this.jobs) await this.pass(job);
  }

  private schedule(job: Job, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      if (this.defers(job)) {
        this.schedule(job, Math.min(job.everyMs, DEFERRED_RETRY_MS));
        return;
      }
      const pass = this.pass(job).finally(() => {
        this.running.delete(job.name);
        this.schedule(job, job.everyMs);
      });
      this.running.set(job.name, pass);
    }, delayMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** True when the job's pass should wait: the process is busy and the pass has not waited too long. */
  private defers(job: Job): boolean {
    if (!this.deference?.busy()) {
      this.deferredSince.delete(job.name);
      return false;
    }
    const now = Date.now();
    const since = this.deferredSince.get(job.name) ?? now;
    if (now - since >= this.deference.maxDeferMs) {
      this.deferredSince.delete(job.name);
      return false;
    }
    this.deferredSince.set(job.name, since);
    return true;
  }

  private async pass(job: Job): Promise<void> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const summary = await job.run();
      this.observePass(job.name, 'ok', seconds());
      if (summary && Object.values(summary).some((count) => count > 0))
        this.log.info({ job: job.name, ...summary }, 'job pass');
    } catch (error) {
      this.observePass(job.name, 'failed', seconds());
      // The next pass tries again; a database away for a while only delays the work.
      this.log.error({ err: error, job: job.name }, 'job pass failed');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }
}
