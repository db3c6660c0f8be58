// @ts-check
/**
 * Mutation testing of the machines and the domain rules (issue 11 C): `npm run test:mutation`.
 * Not part of `npm test` (a whole forced run took 31 to 60 minutes on 2 cores); results in reports/mutation/.
 * For a score to quote, run `npm run test:mutation -- --force`: incremental reuse keeps an old "survived"
 * for a mutant in code that runs on import (it has no per-test coverage), even after a test kills it.
 * Equivalent mutants are declared where they are, with `// Stryker disable next-line <mutator>: reason`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/xstateTypesIgnorer.mjs'],
  // Equivalent by construction, said once in scripts/stryker/: setup({ types }) objects.
  ignorers: ['xstate-types'],
  mutate: ['machines/**/*.ts', 'domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 92, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
