import { z } from 'zod';
import { lazySchema } from './lazy';

/** Every answer of the backend carries `code` (200 = success) and usually `msg`. */
export const envelope = lazySchema(() => z.looseObject({ code: z.number(), msg: z.string().nullish() }));

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
/** Inner code of a business answer for a thing that does not exist (an unknown live room): not a failure to retry. */
export const CODE_NOT_FOUND = 404;
