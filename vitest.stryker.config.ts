import { defineConfig } from 'vitest/config';

/**
 * The suite Stryker runs against each mutant of machines/ and domain/ (`npm run test:mutation`): the
 * model tests (paths, meanings, the 100 % coverage check and the committed diagrams) and the domain's
 * unit tests. One plain project: Stryker's vitest runner reads individual test results.
 */
export default defineConfig({
  test: {
    include: [
      'tests/machines/**/*.test.ts',
      'tests/unit/domain/**/*.test.ts',
      // Pure tests of machines' helpers (examTime, meetingUrl).
      'tests/unit/trainingExam.test.ts',
      'tests/unit/liveDiscussion.test.ts',
    ],
    // It sets TZ before any date exists, which needs a process of its own; Stryker's runners are shared.
    exclude: ['tests/unit/domain/chinaTime.newYork.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
