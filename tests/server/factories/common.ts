import type { Queryable } from '../../../server/db/types';

let serial = 0;
/** A value no other row of the run has (names, titles): a factory's default never collides. */
export const unique = (prefix: string) => `${prefix}${++serial}`;

/**
 * Empties tables of the test file's own database (each file gets its own copy of the seeded start,
 * tests/server/helpers.ts): a test that asserts on a whole list starts from none of the demo rows and
 * creates what it asserts on. Only for tables nothing else references; the caller names them.
 */
export async function withoutSeedRows(db: Queryable, ...tables: string[]): Promise<void> {
  for (const table of tables) await db.query(`DELETE FROM ${table}`);
}
