import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgDb } from '../../server/db/pg';
import { pgliteDb } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { seed } from '../../server/seed';

/**
 * The migrated, seeded database every server test file starts from, made once per run (vitest's
 * globalSetup) instead of once per file (decision 0070): a fresh PGlite costs 3-4 s of initdb and the
 * migrations and seed 1-2 s more, about 90 times a run. A file now loads PGlite's data directory from this
 * dump (about 1 s), or on PostgreSQL (TEST_DATABASE_URL) copies the template database.
 */
export const TEST_CLOCK_START = Date.UTC(2025, 6, 1, 2, 0, 0);
export const SEEDED_TEMPLATE = 'portal_seeded_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the seeded PGlite data directory's dump. */
    seededPglite: string;
  }
}

/** The database `name` on the server of `url`. */
export const databaseNamed = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Migrated, and seeded around the test clock's start (seed data placed around "today" uses it). */
async function migrateAndSeed(db: Db) {
  await migrate(db);
  await seed(db, undefined, TEST_CLOCK_START);
}

/** Seeds once: on TEST_DATABASE_URL's server the template database, otherwise a PGlite dump in a temp file. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE}`);
    const template = await createPgDb(databaseNamed(url, SEEDED_TEMPLATE));
    await migrateAndSeed(template);
    await template.close();
    await admin.end();
    project.provide('seededPglite', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-seeded-'));
  const dump = join(dir, 'pglite.tar');
  const lite = await PGlite.create('memory://');
  await migrateAndSeed(pgliteDb(lite));
  await writeFile(dump, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await lite.close();
  project.provide('seededPglite', dump);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
