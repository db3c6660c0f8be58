import { SCHEMA_LOCK } from '../db/migrate';
import type { Db } from '../db/types';
import { homeSeed, liveCardSeed } from './home';
import { liveDiscussionSeed } from './liveDiscussion';
import { newsSeed } from './news';
import type { SeedStep } from './types';
import { trainingSeed } from './training';
import { usersSeed } from './users';
import { educationSeed } from './education';
import { liveRoomSeed } from './liveRoom';
import { popsicSearchSeed, searchSeed } from './search';
import { instituteSeed } from './institute';
import { museumSeed } from './museum';
import { expertsSeed } from './experts';
import { journalsSeed } from './journals';
import { scheduleSeed } from './schedule';
import { popsicSeed } from './popsic';
import { submissionsSeed } from './submissions';
import { campaignsSeed } from './campaigns';

/** In order; later issues append steps (they then also reach existing databases). */
export const seedSteps: SeedStep[] = [
  usersSeed,
  homeSeed,
  newsSeed,
  educationSeed,
  liveDiscussionSeed,
  liveRoomSeed,
  trainingSeed,
  liveCardSeed,
  searchSeed,
  instituteSeed,
  museumSeed,
  expertsSeed,
  journalsSeed,
  scheduleSeed,
  popsicSeed,
  popsicSearchSeed,
  submissionsSeed,
  campaignsSeed,
];

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
