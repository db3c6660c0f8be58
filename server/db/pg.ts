import pg from 'pg';
import type { Db, Params, Queryable } from './types';

interface PgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const wrap = (q: PgLike): Queryable => ({
  query: async <T>(sql: string, params?: Params) => {
    const r = await q.query(sql, params ? [...params] : undefined);
    return { rows: r.rows as T[] };
  },
  // Without parameters `pg` uses the simple protocol, which accepts several statements.
  exec: async (sql: string) => {
    await q.query(sql);
  },
});

/** A real PostgreSQL server through a `pg` pool (DATABASE_URL). */
export function createPgDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
