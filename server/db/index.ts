import { join } from 'node:path';
import { MEMORY, type Config } from '../config';
import { acquireDbLock, type LockHolder } from './lock';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/** The directory whose embedded database (`DATA_DIR/pglite`) one process at a time may open, or null. */
export const embeddedDataDir = (config: Config): string | null =>
  config.databaseUrl || config.dataDir === MEMORY ? null : config.dataDir;

/**
 * DATABASE_URL → PostgreSQL; otherwise PGlite in `${DATA_DIR}/pglite` (or in memory). A PGlite directory is
 * opened only under its lock (`./lock.ts`, decision 0066), released when the database closes; a second
 * process gets DbLockedError. `holder` says who asks, for the message that a refused process prints.
 */
export async function createDb(config: Config, holder: LockHolder = 'server'): Promise<Db> {
  if (config.databaseUrl) return createPgDb(config.databaseUrl);
  const dataDir = embeddedDataDir(config);
  if (dataDir === null) return createPgliteDb(MEMORY);
  const lock = acquireDbLock(dataDir, holder);
  try {
    const db = await createPgliteDb(join(dataDir, 'pglite'));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}
