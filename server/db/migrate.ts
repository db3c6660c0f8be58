import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Serialises migrations (and seeding) of several servers sharing one PostgreSQL. */
export const SCHEMA_LOCK = 727_001;

export interface Migration {
  version: string;
  sql: string;
}

/** `NNN_name.sql` files in name order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // Under the lock too: PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against a concurrent one
  // (two servers starting at once: the loser fails on pg_type's unique index).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (seen.rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
