import { z } from 'zod';
import { AI_SESSIONS } from '../../domain/gallery';
import { codeSchema } from './primitives';
import { dataResponse, rowsResponse } from './common';
import { lazySchema } from './lazy';

/**
 * The institute's pages (/institute, /team, /ai). 000 §7 does not show their calls: these are ours, in
 * the contract's style (docs/api.md, "Institute").
 */
const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const id = lazySchema(() => z.union([z.number(), z.string()]).transform(String));

/** GET /api/radio/institute/info → data: the overview (rich text, sanitised where it is shown). */
export const instituteSchema = lazySchema(() =>
  z.looseObject({
    title: z.string(),
    content: str,
    updateTime: str,
  }),
);
export type Institute = z.infer<typeof instituteSchema>;
export const instituteResponse = lazySchema(() => dataResponse(instituteSchema));

/** GET /api/radio/team/list → rows: committee members; `post` is domain/committee.ts's code. */
export const teamMemberSchema = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    post: z.number(),
    title: str,
    hospital: str,
    avatarUrl: str,
    sort: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamResponse = lazySchema(() => rowsResponse(teamMemberSchema));

/** GET /api/radio/aiGallery/list (optional session 1 | 2) → rows: photos with both sizes. */
export const galleryPhotoSchema = lazySchema(() =>
  z.looseObject({
    id,
    session: z.number(),
    title: str,
    imgUrl: z.string(),
    thumbUrl: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export const galleryResponse = lazySchema(() => rowsResponse(galleryPhotoSchema));

/** Request of the gallery list: `session` absent = both sessions. */
export const galleryQuery = lazySchema(() => z.object({ session: codeSchema(AI_SESSIONS).optional() }));
