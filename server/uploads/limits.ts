import { CAMPAIGNS } from '../../domain/campaigns';
import { fileKindOf } from '../../domain/fileKind';
import { COVER_MAX_BYTES } from '../../domain/submission';

/** Whether a file named `name` claims to be a picture (JPG, PNG, GIF), which IMAGE_MAX_BYTES limits. */
export const isPictureName = (name: string): boolean => fileKindOf(name) === 'picture';

/**
 * The largest picture the upload takes (issue 31, decision 0065): the largest image limit of the specs —
 * the works' covers (000 §5.5, COVER_MAX_BYTES) and every campaign rule that takes pictures (002 §5: covers
 * 5 MB, the registration proof 50 MB). The works' media slot takes pictures under the media limit, which is
 * ours (decision 0048), not the spec's (000 §9: images at most 5 MB), so it does not raise this one.
 */
export const IMAGE_MAX_BYTES = Math.max(
  COVER_MAX_BYTES,
  ...Object.values(CAMPAIGNS)
    .flatMap((c) => [c.cover, c.attachments, c.proof])
    .filter((rule) => rule !== null && rule.extensions.some((ext) => isPictureName(`file.${ext}`)))
    .map((rule) => rule!.maxBytes),
);
