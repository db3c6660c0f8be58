import type { Queryable } from '../db/types';

/** One named piece of seed data, applied once (recorded in `seed_runs`). */
export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<void>;
}
