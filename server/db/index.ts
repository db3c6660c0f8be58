import { join } from 'node:path';
import { MEMORY, type Config } from '../config';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/** DATABASE_URL → PostgreSQL; otherwise PGlite in `${DATA_DIR}/pglite` (or in memory). */
export function createDb(config: Config): Promise<Db> {
  if (config.databaseUrl) return Promise.resolve(createPgDb(config.databaseUrl));
  return createPgliteDb(config.dataDir === MEMORY ? MEMORY : join(config.dataDir, 'pglite'));
}
