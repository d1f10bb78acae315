import { defineConfig } from 'vitest/config';
import { keepWorkersBetweenRuns } from './scripts/mutation/kept-pool';

// The tests Stryker runs for each mutant (npm run test:mutation, stryker.config.mjs): only the ones that
// exercise machines/ and src/domain without a database or a browser, so each mutant runs in seconds.
// tests/server also reads src/domain, but needs PGlite (~1 GB, seconds per file): a mutant those
// tests alone would kill counts as surviving here, which is the point: tests/domain should catch it.
// MUTATION_TESTS narrows the set (comma-separated folders), e.g. MUTATION_TESTS=tests/domain for a run
// over src/domain alone: the flow tests reach domain code from fixtures built at import, and each such
// mutant reloads every file that reaches it.
const folders = (process.env.MUTATION_TESTS ?? 'tests/domain,tests/flows').split(',').filter(Boolean);
const isolate = process.env.MUTATION_ISOLATE !== '0';

export default defineConfig({
  // Without isolation, one thread also serves every run (every mutant), not one run each.
  plugins: isolate ? [] : [keepWorkersBetweenRuns()],
  test: {
    include: folders.map((folder) => `${folder.replace(/\/$/, '')}/**/*.test.ts`),
    // Reads the machines' source text with Stately's extractor, which cannot read Stryker's instrumented copy.
    exclude: ['tests/flows/extractor.test.ts', '**/node_modules/**'],
    // The full measure (scripts/test-mutation.mjs) reuses one worker across files and runs
    // (MUTATION_ISOLATE=0, scripts/mutation/kept-pool.ts): starting a fresh worker and importing Vitest
    // and xstate for each mutant took ten times as long as the tests that reach it. Tests that change
    // process-wide state put it back (the time-zone tests' process.env.TZ).
    isolate,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
