import { defineConfig } from 'vitest/config';

// The tests Stryker runs for each mutant (npm run test:mutation, stryker.config.mjs): only the ones that
// exercise machines/ and src/domain without a database or a browser, so each mutant runs in seconds.
// tests/server also reads src/domain, but needs PGlite (~1 GB, seconds per file): a mutant those
// tests alone would kill counts as surviving here, which is the point: tests/domain should catch it.
// MUTATION_TESTS narrows the set (comma-separated folders), e.g. MUTATION_TESTS=tests/domain for a run
// over src/domain alone: the flow tests reach domain code from fixtures built at import, and each such
// mutant reloads every file that reaches it.
const folders = (process.env.MUTATION_TESTS ?? 'tests/domain,tests/flows').split(',').filter(Boolean);

export default defineConfig({
  test: {
    include: folders.map((folder) => `${folder.replace(/\/$/, '')}/**/*.test.ts`),
    // Reads the machines' source text with Stately's extractor, which cannot read Stryker's instrumented copy.
    exclude: ['tests/flows/extractor.test.ts', '**/node_modules/**'],
    // The machines pass (tests/flows) reuses one worker across files and runs (MUTATION_ISOLATE=0):
    // starting a fresh process and importing xstate for each mutant cost more than its tests. Not for
    // tests/domain, where time-zone.test.ts sets process.env.TZ for its own file only.
    isolate: process.env.MUTATION_ISOLATE !== '0',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
