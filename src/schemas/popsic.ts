import { z } from 'zod';
import {
  DEFAULT_EPOCH,
  MICRO_LECTURE_PAGE_SIZE,
  POPSIC_COMMENT_MAX,
  POPSIC_EPOCHS,
  POPSIC_PAGE_SIZE,
  POPSIC_SEARCH_MAX,
  POPSIC_SEARCH_PAGE_SIZE,
} from '../../domain/popsic';
import { popsicMsg as m } from '../text/popsic';
import { dataResponse, envelope, rowsResponse } from './common';
import { idSchema, intSchema, pageNumSchema, pageSizeSchema, requiredText, textSchema } from './primitives';
import { lazySchema } from './lazy';

/**
 * The works contest's calls (000 §7.4 banner, session/get, dict; §7.5 every call), shared by the client
 * and the server. Field names are the spec's (§3). Where the spec names two spellings of a card's counts
 * (likedNumber or liked, commentNumber or comments) the client accepts either and reads likedNumber and
 * commentNumber (docs/decisions/0044).
 */

// ---------------------------------------------------------------- requests

/** An epoch (`epoch`/`ccr`): one of the five; absent means the default 2022-01. */
export const epochSchema = lazySchema(() => z.enum(POPSIC_EPOCHS, { error: m.epochInvalid }));
export const epochQuery = lazySchema(() => z.object({ epoch: epochSchema.default(DEFAULT_EPOCH) }));
export type EpochQuery = z.input<typeof epochQuery>;

/** The path parameter `{id}` of a work, a category or a micro-lecture. */
export const popsicIdParams = lazySchema(() => z.object({ id: idSchema }));

/** GET science/web/categories/{id} ?pageNum,pageSize,epoch. */
export const categoryWorksInput = lazySchema(() =>
  z.object({
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(POPSIC_PAGE_SIZE, POPSIC_PAGE_SIZE),
    epoch: epochSchema.default(DEFAULT_EPOCH),
  }),
);
export type CategoryWorksInput = z.input<typeof categoryWorksInput>;

/** A search value: trimmed, at most POPSIC_SEARCH_MAX; blank (or absent) matches everything. */
const searchValue = lazySchema(() =>
  textSchema(POPSIC_SEARCH_MAX, { tooLong: m.searchTooLong(POPSIC_SEARCH_MAX) }).default(''),
);

/** GET science/web/search ?value,pageNum,pageSize,epoch. */
export const worksSearchInput = lazySchema(() =>
  z.object({
    value: searchValue,
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(POPSIC_SEARCH_PAGE_SIZE, POPSIC_SEARCH_PAGE_SIZE),
    epoch: epochSchema.default(DEFAULT_EPOCH),
  }),
);
export type WorksSearchInput = z.input<typeof worksSearchInput>;

/** GET video/web/search ?value,pageNum,pageSize. */
export const lectureSearchInput = lazySchema(() =>
  z.object({
    value: searchValue,
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(MICRO_LECTURE_PAGE_SIZE, MICRO_LECTURE_PAGE_SIZE),
  }),
);
export type LectureSearchInput = z.input<typeof lectureSearchInput>;

/**
 * The text of a comment on a work or a micro-lecture (000 §5.6 shows no check; ours: not blank, at most
 * POPSIC_COMMENT_MAX, line breaks allowed). The server also strips markup (domain sanitiseComment).
 */
export const popsicCommentText = lazySchema(() =>
  requiredText(m.commentRequired, POPSIC_COMMENT_MAX, {
    multiline: true,
    tooLong: m.commentTooLong(POPSIC_COMMENT_MAX),
  }),
);

/**
 * POST science/web/work/{id}/comment and video/web/videoShow/{id}/comment: body comment, uId. The server
 * takes the author from the token; `uId` is accepted (the original client sends it) and not trusted.
 */
export const popsicCommentInput = lazySchema(() =>
  z.object({
    comment: popsicCommentText,
    uId: intSchema({ min: 1 }).optional(),
  }),
);
export type PopsicCommentInput = z.input<typeof popsicCommentInput>;

/** The comment box's form (client): the same rule as the server's. */
export const popsicCommentForm = lazySchema(() => z.object({ comment: popsicCommentText }));
export type PopsicCommentForm = z.input<typeof popsicCommentForm>;

// ---------------------------------------------------------------- answers

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const id = lazySchema(() => z.union([z.number(), z.string()]).transform(String));
const count = lazySchema(() => z.number().int().nullish());

/** 000 §3 Banner: platform, type, position, imgUrl. */
export const popsicBannerSchema = lazySchema(() =>
  z.looseObject({
    platform: str,
    type: str,
    position: str,
    imgUrl: z.string(),
  }),
);
export type PopsicBanner = z.infer<typeof popsicBannerSchema>;
export const popsicBannerResponse = lazySchema(() => dataResponse(z.array(popsicBannerSchema)));

/** The active submission session (our fields: the spec shows only code 60016 for "none"). */
export const popsicSessionSchema = lazySchema(() =>
  z.looseObject({
    id,
    epoch: z.string(),
    name: str,
    startTime: str,
    endTime: str,
  }),
);
export type PopsicSession = z.infer<typeof popsicSessionSchema>;
/** session/get: code 200 with data, or code 60016 and no data. */
export const popsicSessionResponse = lazySchema(() =>
  envelope.extend({ data: popsicSessionSchema.nullish() }),
);

/** 000 §3 Dictionaries: each entry dictValue, dictLabel. */
export const dictEntrySchema = lazySchema(() =>
  z.looseObject({ dictValue: z.string(), dictLabel: z.string() }),
);
export type DictEntry = z.infer<typeof dictEntrySchema>;
export const POPSIC_DICT_NAMES = [
  'identity',
  'studentType',
  'sourceCategory',
  'videoType',
  'graphicType',
  'scienceTarget',
  'scienceType',
] as const;
export type PopsicDictName = (typeof POPSIC_DICT_NAMES)[number];
export const popsicDictSchema = lazySchema(() =>
  z.looseObject(
    Object.fromEntries(POPSIC_DICT_NAMES.map((n) => [n, z.array(dictEntrySchema)])) as Record<
      PopsicDictName,
      z.ZodArray<typeof dictEntrySchema>
    >,
  ),
);
export type PopsicDict = z.infer<typeof popsicDictSchema>;
export const popsicDictResponse = lazySchema(() => dataResponse(popsicDictSchema));

/**
 * 000 §3 card: id, coverUrl, title, content, likedNumber or liked, commentNumber or comments (and the
 * author's name). Read as likedNumber and commentNumber whichever spelling came.
 */
export const workCardSchema = lazySchema(() =>
  z
    .looseObject({
      id,
      coverUrl: str,
      title: z.string(),
      content: str,
      name: str,
      likedNumber: count,
      liked: count,
      commentNumber: count,
      comments: count,
    })
    .transform(({ liked, comments, ...rest }) => ({
      ...rest,
      likedNumber: rest.likedNumber ?? liked ?? 0,
      commentNumber: rest.commentNumber ?? comments ?? 0,
    })),
);
export type WorkCard = z.infer<typeof workCardSchema>;

/** science/web/work/list: data grouped by label: the special groups (推荐作品, 点赞最多, 视频), then each category's. */
export const worksByGroupSchema = lazySchema(() => z.record(z.string(), z.array(workCardSchema)));
export type WorksByGroup = z.infer<typeof worksByGroupSchema>;
export const worksByGroupResponse = lazySchema(() => dataResponse(worksByGroupSchema));

/** 000 §3 Category tab: dictValue (the id of categories/{id}), dictLabel, remark (the icon's address). */
export const categoryTabSchema = lazySchema(() =>
  z.looseObject({ dictValue: z.string(), dictLabel: z.string(), remark: str }),
);
export type CategoryTab = z.infer<typeof categoryTabSchema>;
export const categoryTabsResponse = lazySchema(() => dataResponse(z.array(categoryTabSchema)));

/** categories/{id}, web/search, video/web/search: rows, total. */
export const workCardsResponse = lazySchema(() => rowsResponse(workCardSchema));

/** 000 §3 Work (public): id, uid, title, content, coverUrl, name, sourceUnit, likedNumber, commentNumber. */
export const workSchema = lazySchema(() =>
  z
    .looseObject({
      id,
      uid: id.nullish(),
      title: z.string(),
      content: str,
      coverUrl: str,
      name: str,
      sourceUnit: str,
      epoch: str,
      likedNumber: count,
      liked: count,
      commentNumber: count,
      comments: count,
      /** Ours: whether the caller (bearer token) has liked it; false for a visitor. */
      likedByMe: z.boolean().nullish(),
    })
    .transform(({ liked, comments, likedByMe, ...rest }) => ({
      ...rest,
      likedNumber: rest.likedNumber ?? liked ?? 0,
      commentNumber: rest.commentNumber ?? comments ?? 0,
      likedByMe: likedByMe ?? false,
    })),
);
export type Work = z.infer<typeof workSchema>;

/** 000 §3 Work file: path, fileName, coverUrl. The viewer picks picture/video/pdf by the extension. */
export const workFileSchema = lazySchema(() => z.looseObject({ path: str, fileName: str, coverUrl: str }));
export type WorkFile = z.infer<typeof workFileSchema>;

/** 000 §3 Author: userImg (and the uploader's uid and nickName). */
export const worksAuthorSchema = lazySchema(() =>
  z.looseObject({ uid: id.nullish(), nickName: str, userImg: str }),
);
export type WorksAuthor = z.infer<typeof worksAuthorSchema>;

/** 000 §3 Work comment: comment, uId, createTime (and its id). */
export const workCommentSchema = lazySchema(() =>
  z.looseObject({
    id: id.nullish(),
    comment: z.string(),
    uId: id,
    createTime: str,
  }),
);
export type WorkComment = z.infer<typeof workCommentSchema>;

/** 000 §3 Comment user: uid, nickName, userImg (joined to the comments by uId). */
export const commentUserSchema = lazySchema(() => z.looseObject({ uid: id, nickName: str, userImg: str }));
export type CommentUser = z.infer<typeof commentUserSchema>;

/** science/web/work/{id} and video/web/videoShow/{id}: works, worksFile, worksAuthor, worksComment, worksCommentUser. */
export const workDetailSchema = lazySchema(() =>
  z.looseObject({
    works: workSchema,
    worksFile: z
      .array(workFileSchema)
      .nullish()
      .transform((v) => v ?? []),
    worksAuthor: worksAuthorSchema.nullish().transform((v) => v ?? null),
    worksComment: z
      .array(workCommentSchema)
      .nullish()
      .transform((v) => v ?? []),
    worksCommentUser: z
      .array(commentUserSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type WorkDetail = z.infer<typeof workDetailSchema>;
export const workDetailResponse = lazySchema(() => dataResponse(workDetailSchema));

/** A like's answer (ours: the spec shows only the call): the new count. */
export const likeResultSchema = lazySchema(() => z.looseObject({ likedNumber: z.number().int() }));
export type LikeResult = z.infer<typeof likeResultSchema>;
export const likeResponse = lazySchema(() => dataResponse(likeResultSchema));

/** A comment's answer (ours): the stored comment with its author, so the page shows it at once. */
export const postedCommentSchema = lazySchema(() =>
  z.looseObject({
    id,
    comment: z.string(),
    uId: id,
    createTime: str,
    nickName: str,
    userImg: str,
  }),
);
export type PostedComment = z.infer<typeof postedCommentSchema>;
export const postedCommentResponse = lazySchema(() => dataResponse(postedCommentSchema));

/** video/web/carouseList: data, the carousel's micro-lectures (cards). */
export const lectureCarouselResponse = lazySchema(() => dataResponse(z.array(workCardSchema)));

/** A comment with its author's name and picture: worksComment joined to worksCommentUser by uId. */
export interface CommentWithUser extends WorkComment {
  nickName: string;
  userImg: string;
}
export const commentsWithUsers = (detail: Pick<WorkDetail, 'worksComment' | 'worksCommentUser'>) => {
  const users = new Map(detail.worksCommentUser.map((u) => [u.uid, u]));
  return detail.worksComment.map((c): CommentWithUser => ({
    ...c,
    nickName: users.get(c.uId)?.nickName ?? '',
    userImg: users.get(c.uId)?.userImg ?? '',
  }));
};
