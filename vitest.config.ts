import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          // The seeded database every server test file starts from, made once (decision 0070).
          globalSetup: ['tests/server/globalSeed.ts'],
          // Server suites load the seeded PGlite in beforeAll: ~1 s alone, several times that on a busy machine.
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: { name: 'model', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        // Real server processes on a real PostgreSQL and Redis: run through `npm run test:engines`.
        extends: true,
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        // Fault tests spawn the real server and kill it: one file at a time, minutes not seconds.
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
