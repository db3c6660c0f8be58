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

/** PGlite (PostgreSQL in WebAssembly): `memory://` or a directory that persists across restarts. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
