/**
 * The server clock of a test run: the given clock plus an offset that end-to-end tests move forward
 * (`POST /api/__test/clock`), together with Playwright's page clock, instead of waiting real time for a
 * server-owned deadline (the timed exam's). Built only when the test-only endpoints are on
 * (TEST_ROUTES=1, never with NODE_ENV=production); otherwise the server reads its clock directly.
 */
export interface MovableClock {
  /** The clock every route reads (`ctx.now`). */
  now: () => number;
  /** Moves the clock `ms` forward; answers the offset now in force. */
  advance: (ms: number) => number;
  /** Back to the given clock. */
  reset: () => void;
}

export function movableClock(base: () => number): MovableClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance: (ms) => (offset += ms),
    reset: () => {
      offset = 0;
    },
  };
}
