// Background passes give way to requests (issue 29, the registration rush): while the process is busy a
// due pass waits, for at most maxDeferMs, and runs as soon as the process is quiet again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRunner, jobsYieldAbove } from '../../../server/jobs/runner';

const quiet = { info: () => undefined, error: () => undefined };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function runnerWith(busy: () => boolean) {
  let passes = 0;
  const runner = new JobRunner(
    [
      {
        name: 'outbox',
        everyMs: 2_000,
        run: async () => {
          passes += 1;
        },
      },
    ],
    quiet,
    undefined,
    { busy, maxDeferMs: 30_000 },
  );
  return { runner, passes: () => passes };
}

describe('JobRunner while the process is busy', () => {
  it('waits while busy and runs once the process is quiet', async () => {
    let busy = true;
    const { runner, passes } = runnerWith(() => busy);
    runner.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes()).toBe(0);
    busy = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes()).toBe(1);
    await runner.stop();
  });

  it('waits no longer than maxDeferMs in a row, then waits again', async () => {
    const { runner, passes } = runnerWith(() => true);
    runner.start();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(passes()).toBe(1);
    await runner.stop();
  });

  it('counts as busy from a sixteenth of the request limit, at least 8', () => {
    expect([jobsYieldAbove(256), jobsYieldAbove(64), jobsYieldAbove(1)]).toEqual([16, 8, 8]);
  });
});
