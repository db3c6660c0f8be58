import { z } from 'zod';

/** Every answer of the backend carries `code` (200 = success) and usually `msg`. */
export const envelope = z.looseObject({ code: z.number(), msg: z.string().nullish() });

/** `{ code, msg, data }` with a typed `data`. */
export const dataResponse = <T extends z.ZodType>(data: T) =>
  z.looseObject({ code: z.number(), msg: z.string().nullish(), data });

/** `{ code, msg, rows, total }` as lists answer. */
export const rowsResponse = <T extends z.ZodType>(row: T) =>
  z.looseObject({
    code: z.number(),
    msg: z.string().nullish(),
    rows: z.array(row),
    total: z.number().optional(),
  });

export const SUCCESS = 200;
/** Inner code that means the session has expired (same effect as HTTP 401). */
export const CODE_EXPIRED = 1006;

/** The largest id the database stores (PostgreSQL int4). */
export const DB_ID_MAX = 2_147_483_647;

/**
 * An id from a path or query, read strictly: ASCII digits only (so '2.0', '0x2', '12abc', ' 2' and '' are
 * refused, never guessed), 1 … 2^31−1. Leading zeros name the same id: '02' is 2, so whatever counts per id
 * (a lockout) counts per canonical id.
 */
export const strictIdSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}$/))
  .transform(Number)
  .pipe(z.number().int().min(1).max(DB_ID_MAX));
