/** The little the server needs from a database; PGlite and `pg` both provide it. */
export type Params = readonly unknown[];

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: Params): Promise<{ rows: T[] }>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's unique-violation error code, as both drivers report it. */
export const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
