import { SCHEMA_LOCK } from '../db/migrate';
import type { Db } from '../db/types';
import { areas } from '../areas';
import type { SeedStep } from './types';

/**
 * Every area's steps, in the areas' order (server/areas.ts); an area appends steps for later changes (they then
 * also reach existing databases).
 */
export const seedSteps: SeedStep[] = areas.flatMap((area) => area.seed);

/**
 * Inserts the deterministic demo data not yet inserted; returns the names of the steps applied. `now`
 * (the server clock) places the data that sits around today; the same `now` gives the same data.
 */
export async function seed(db: Db, steps = seedSteps, now: number = Date.now()): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      const seen = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [step.name]);
      if (seen.rows.length > 0) return false;
      await step.run(tx, now);
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [step.name]);
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}
