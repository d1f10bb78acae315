import { defineConfig } from 'vitest/config';

// The tests Stryker runs for each mutant (npm run test:mutation, stryker.config.mjs): only the ones that
// exercise machines/ and src/domain without a database or a browser, so each mutant runs in seconds.
// tests/server also reads src/domain, but needs PGlite (~1 GB, seconds per file): a mutant those
// tests alone would kill counts as surviving here, which is the point: tests/domain should catch it.
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/flows/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
