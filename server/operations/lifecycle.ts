// A server process's end (issue 26 item 4). On SIGTERM it first says it is draining (/readyz answers
// 503, so the proxy stops sending it new people), waits SHUTDOWN_DELAY_MS for the proxy to notice,
// then stops listening and lets the requests in flight finish, closes the job runner and the pool,
// and exits. Whatever is still running after SHUTDOWN_GRACE_MS is cut, so a stuck request cannot
// hold a deploy for ever.
export interface Lifecycle {
  readonly draining: boolean;
  beginDrain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDrain() {
      draining = true;
    },
  };
}

export interface DrainOptions {
  lifecycle: Lifecycle;
  /** Stops listening and resolves once every request in flight has been answered and hooks ran. */
  close: () => Promise<void>;
  delayMs: number;
  graceMs: number;
  log: { info(fields: object, msg: string): void; error(fields: object, msg: string): void };
}

/** Drains and resolves with the exit code: 0 when everything finished, 1 when the grace ran out. */
export async function drain(options: DrainOptions): Promise<number> {
  const { lifecycle, close, delayMs, graceMs, log } = options;
  lifecycle.beginDrain();
  log.info({ delayMs, graceMs }, 'draining: no longer ready');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), graceMs);
  });
  try {
    const outcome = await Promise.race([close().then(() => 'closed' as const), graceOver]);
    if (outcome === 'cut') {
      log.error({ graceMs }, 'drain: requests still running after the grace period were cut');
      return 1;
    }
    log.info({}, 'drained');
    return 0;
  } catch (error) {
    log.error({ err: error }, 'drain failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
