import { defineConfig } from 'vitest/config';

/**
 * The suite Stryker runs against each mutant of machines/ and domain/ (`npm run test:mutation`): the
 * model tests (paths, meanings, the 100 % coverage check and the committed diagrams) and the domain's
 * unit tests. One plain project: Stryker's vitest runner reads individual test results.
 */
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts', 'tests/unit/domain/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
