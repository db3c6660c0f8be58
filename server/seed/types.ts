import type { Queryable } from '../db/types';

/** One named piece of seed data, applied once (recorded in `seed_runs`). */
export interface SeedStep {
  name: string;
  /** `now`: the server clock when the step runs (seed data placed around today, e.g. the schedule's). */
  run(tx: Queryable, now: number): Promise<void>;
}
