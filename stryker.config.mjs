// Mutation testing of the workflow machines, run per machine by scripts/mutation.ts (npm run
// mutation): Stryker changes a machine's code one mutant at a time and runs the tests given in
// MUTATION_TESTS (vitest.mutation.config.ts); a mutant no test notices survives. Results of
// unchanged code are reused (incremental) from reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  reporters: ['json'],
  jsonReporter: { fileName: process.env['MUTATION_REPORT'] ?? 'reports/mutation/mutation.json' },
  incremental: true,
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  // scripts/mutation.ts gives each machine's run a folder under .stryker-tmp/: runs going on at the
  // same time do not copy each other's sandboxes.
  ignorePatterns: ['/.stryker-tmp', '/dist', '/dist-server'],
  cleanTempDir: 'always',
};
