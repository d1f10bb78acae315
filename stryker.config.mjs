// Mutation testing (issue 31): does a test fail when the code is made wrong? Run through
// `npm run test:mutation` (scripts/test-mutation.mjs), which supplies the Node 22+ Stryker 10 needs.
// One folder: `npm run test:mutation -- --mutate 'src/domain/**/*.ts'`; one file likewise.
// MUTATION_REPORT names the report files (reports/mutation/<name>.html and .json), so the two passes of a
// full run (scripts/test-mutation.mjs) keep one report each.
const report = process.env.MUTATION_REPORT ?? 'mutation';

export default {
  mutate: ['machines/**/*.ts', 'src/domain/**/*.ts', '!**/*.d.ts'],
  testRunner: 'vitest',
  // Only the tests that need no database or browser (see the config's comment). Forks, not Stryker's
  // default threads: tests/domain/time-zone.test.ts sets process.env.TZ, which a worker thread ignores;
  // the machines pass, which has no such test, runs on threads (MUTATION_POOL, scripts/test-mutation.mjs).
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    related: process.env.MUTATION_RELATED !== '0',
    pool: process.env.MUTATION_POOL ?? 'forks',
  },
  // Each mutant runs only the tests that reached its code in the first, instrumented run.
  coverageAnalysis: 'perTest',
  // A mutant reached only while modules load (a text, a constant, a table built at the top of a file)
  // would need every related test file reloaded and rerun: 1,866 of src/domain's 3,633 mutants, an
  // estimated thousands of hours at one process. They are left out of the score ("Ignored"); a mutant
  // also reached inside a test still runs. Machines keep their transitions in such tables, so for one
  // machine file count them too: `MUTATION_STATIC=1 npm run test:mutation -- --mutate <file>` (the CLI
  // flag `--ignoreStatic false` is read as a file name).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  // 2 shared cores: one mutant at a time unless told otherwise (--concurrency 2).
  concurrency: 1,
  // A mutant that makes a machine's graph endless fails on the graph's budget; anything else that runs
  // away is stopped 15 s past the tests' own time and counted as a timeout, not a hang.
  timeoutMS: 15_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // Survivors and the per-file table; not the list of every test.
  clearTextReporter: { allowEmojis: false, reportTests: false },
  htmlReporter: { fileName: `reports/mutation/${report}.html` },
  jsonReporter: { fileName: `reports/mutation/${report}.json` },
  // The sandbox (a copy of the project) lives outside the checkout so lint, knip and vitest never see it.
  tempDirName: `/tmp/stryker-startline-${report}`,
  cleanTempDir: 'always',
  ignorePatterns: [
    'dist',
    'e2e',
    'bench',
    'deploy',
    'reports',
    'test-results',
    '.test-results',
    'playwright-report',
    '.bench',
    '.data',
  ],
  thresholds: { high: 95, low: 90, break: null },
};
