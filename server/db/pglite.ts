import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Params, Queryable } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const wrap = (q: PgliteLike): Queryable => ({
  query: async <T>(sql: string, params?: Params) => {
    const r = await q.query<T>(sql, params ? [...params] : undefined);
    return { rows: r.rows };
  },
  exec: async (sql: string) => {
    await q.exec(sql);
  },
});

/** The portal's database interface over an open PGlite. */
export const pgliteDb = (pg: PGlite): Db => ({
  ...wrap(pg),
  transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
  close: () => pg.close(),
});

/**
 * PGlite (PostgreSQL in WebAssembly): `memory://` or a directory that persists across restarts;
 * `loadDataDir` starts from a dump of another's data directory (the server tests' seeded start).
 */
export async function createPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir, options));
}
