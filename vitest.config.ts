import { defineConfig } from 'vitest/config';

// PGlite's first in-memory database costs seconds and ~1 GB, so test files share a
// prepared data dir (see tests/support) and get generous timeouts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker imports PGlite, Fastify and XState once for all its files instead of once per file:
    // the run takes about half the time. Files restore what they change (timers, globals, TZ).
    isolate: false,
    maxWorkers: 2,
  },
});
