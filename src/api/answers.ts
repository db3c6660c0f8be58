import { CODE_NOT_FOUND } from '../schemas/common';
import { ApiError } from './errors';

/**
 * A detail call where "no such item" (the server's code 404) is an answer the page shows, not a failure:
 * `null` then; any other failure is thrown as before. Make the call `silent` (no toast for the 404).
 */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof ApiError && e.code === CODE_NOT_FOUND) return null;
    throw e;
  }
}

/** A paged list's rows and total (the server may leave `total` out when everything is on one page). */
export const rowsAndTotal = <T>(res: { rows: T[]; total?: number | null }): { rows: T[]; total: number } => ({
  rows: res.rows,
  total: res.total ?? res.rows.length,
});
