import { z } from 'zod';
import { dataResponse, rowsResponse } from './common';
import { idSchema } from './primitives';
import { lazySchema } from './lazy';

/** 001 §7 "Museum and rank": GET /api/museum/list, GET /api/museum/view (id; counts a view). */
const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);

/** 001 §3: Museum exhibitor: id, name, logo, vrUrl, viewCount. */
export const exhibitorSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    name: z.string(),
    logo: str,
    vrUrl: str,
    viewCount: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
  }),
);
export type Exhibitor = z.infer<typeof exhibitorSchema>;
export const museumListResponse = lazySchema(() => rowsResponse(exhibitorSchema));

/** Request of /api/museum/view. */
export const museumViewQuery = lazySchema(() => z.object({ id: idSchema }));
/** Answer of /api/museum/view: the exhibitor's count after this view. */
export const museumViewResponse = lazySchema(() =>
  dataResponse(
    z.looseObject({ id: z.union([z.number(), z.string()]).transform(String), viewCount: z.number() }),
  ),
);
