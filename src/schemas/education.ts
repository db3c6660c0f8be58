/**
 * Contract of the education-video calls (001 §7 "Education videos"), shared by the client and the
 * reference server: request schemas with the spec's messages (the server validates with the same
 * rules) and response schemas (the client parses with them). Imports only zod, ./common, ./limits
 * and src/text.
 *
 * ## Access semantics (what the reference server answers; the player builds on this)
 *
 * A video is *free* when `scoreCurrPrice` is 0 (or absent); otherwise it must be *redeemed* once with
 * points (POST /api/youth/video/exchange/{id}). `trySee` 1 marks a paid video with a trial clip.
 *
 * GET /api/youth/video/{id} (token optional; a visitor is treated as a user with no points):
 *
 * | case                                   | access | trySee | viewable                       | videoUrl                                 |
 * | -------------------------------------- | ------ | ------ | ------------------------------ | ---------------------------------------- |
 * | free (logged in)                       | 1      | 0      | 1                              | full video (`/media/video/test-pattern.mp4`) |
 * | redeemed by this user                  | 1      | as set | 1                              | full video                               |
 * | paid with trial, not redeemed          | 0      | 1      | 1 if availableScore ≥ price    | trial clip (`/media/video/trial.mp4`, ~8 s) |
 * | paid without trial, not redeemed       | 0      | 0      | 1 if availableScore ≥ price    | '' (nothing to play until redeemed)      |
 * | visitor (no token), any paid or free   | 0      | as set | 0                              | trial clip when trySee 1, else ''        |
 * | videoState 3 (upcoming)                | 0      | 0      | 0                              | ''                                       |
 * | videoState 2 (live)                    | 0      | 0      | 0                              | '' (liveStreamingUrl carries the stream) |
 *
 * - `access` 1 = the returned `videoUrl` is the full video and may be played to the end.
 *   `access` 0 with `trySee` 1 = the returned `videoUrl` is the trial clip: when it ends the player
 *   shows 试看结束 (access machine: access 0). `access` 0 with `trySee` 0 = nothing playable yet.
 * - `viewable` 1 = the user may watch (has access) or could redeem now (enough available points);
 *   `viewable` 0 with a price = redeeming would be refused: show 您的积分不足，暂时无法观看！.
 * - GET /api/youth/video/real/{id} (login required, HTTP 401 otherwise): the same detail with the full
 *   `videoUrl` and `access` 1 when the user has access (free or redeemed); otherwise a business error
 *   `{code:500, msg:'该视频需要兑换后观看'}`. The player calls it after a successful exchange.
 * - POST /api/youth/video/exchange/{id} (login): deducts `scoreCurrPrice` from `availableScore` once,
 *   in one transaction (concurrent double clicks charge once); a second exchange, or exchanging a free
 *   video, succeeds without charging. Not enough points: `{code:500, msg:'您的积分不足，暂时无法观看！'}`.
 *   Success msg: 兑换成功，请点击按钮进行播放.
 * - `seekRestricted` 1 (our field; 001 §4 says "when seeking is restricted"): forward seeking past
 *   `maxPosition` must be clamped. The server sets it for videos flagged so in the seed (videos with a
 *   quiz in the demo data) while the user has not completed the video (`learningProcess` ≠ 1).
 * - `learningProcess`: -1 no watch record, 0 watching, 1 completed (from the user's watch record).
 * - `emxState` (category 10 only, else null): 0 the user has not submitted the info form (emx_info;
 *   also for visitors), 1 info given but the quiz not yet answered, 2 quiz answered. The reading
 *   record (emx_record, written when the user opens 阅片系统) gates the quiz: POST /api/youth/question
 *   for a category-10 video without a reading record is refused (请先查看阅片系统后再答题).
 * - Questions in `questionList` never carry `answerItems`/`questionAnalysis`; GET /api/youth/question/by_vid
 *   reveals them (and `isCorrect`) only when `showAnswer` is 1 and `showAnswerTime` is empty or past.
 * - `usedExamCount` counts the user's submitted attempts; `examLimitCount` is the maximum (≥ 1).
 * - Lists (`/list`, `/listAll`, `/list/top`, `/recomList`, `/exchange/list`) answer cards (`videoCardSchema`)
 *   with the per-user `emxState`; series courses are category 18 and their group (dict edu_series_type
 *   `dictValue`) is the card's `videoType`, filtered by the list's `videoType` parameter.
 */
import { z } from 'zod';
import { QUESTION_TYPES } from '../../domain/answers';
import { educationRulesMsg as m } from '../text/educationRules';
import { msg } from '../text/messages';
import { commentText } from './comment';
import { dataResponse, envelope, rowsResponse } from './common';
import { MOBILE_PHONE, PROFILE_MAX } from './limits';
import {
  codeSchema,
  idSchema,
  intSchema,
  numberSchema,
  pageNumSchema,
  pageSizeSchema,
  PG_SMALLINT_MAX,
  requiredText,
  textSchema,
} from './primitives';
import { lazySchema } from './lazy';

// ---------------------------------------------------------------- constants (001 §2, §9)

/** 001 §9 page sizes. */
export const EDU_LIST_PAGE_SIZE = 9999;
export const RECOMMEND_PAGE_SIZE = 12;
export const TOP_PAGE_SIZE = 6;
export const EXCHANGED_PAGE_SIZE = 6;
export const LARGE_LIST_PAGE_SIZE = 999999;

// ---------------------------------------------------------------- helpers

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const num = (fallback = 0) =>
  z
    .number()
    .nullish()
    .transform((v) => v ?? fallback);
const id = lazySchema(() => z.union([z.number(), z.string()]).transform(String));
/** A positive integer id in a path, query string or JSON body. */
const idParam = lazySchema(() => idSchema);
const pageNum = lazySchema(() => pageNumSchema);
const pageSize = (fallback: number) => pageSizeSchema(fallback, LARGE_LIST_PAGE_SIZE);
/** What a list may be searched for. */
const searchText = lazySchema(() => textSchema(100).optional());

// ---------------------------------------------------------------- video cards and lists

/** One card of a video list (home, category pages, series, recommendations, exchanged courses). */
export const videoCardSchema = lazySchema(() =>
  z.looseObject({
    id,
    topic: z.string(),
    keySpeaker: str,
    keySpeakerImgUrl: str,
    videoDate: str,
    videoType: z.number().nullish(),
    videoCategory: z.number(),
    /** 1 normal, 2 live, 3 upcoming (teaser). */
    videoState: z.number(),
    richTextType: num(0),
    videoCoverUrl: str,
    videoClickCount: num(0),
    liveStreamingUrl: str,
    scoreCurrPrice: num(0),
    scoreOriginPrice: z.number().nullish(),
    trySee: num(0),
    /** Category 10 only (else null): 0 info needed, 1 not answered, 2 answered. */
    emxState: z.number().nullish(),
  }),
);
export type VideoCard = z.infer<typeof videoCardSchema>;
/** GET /api/youth/video/list, /listAll, /list/top, /recomList, /exchange/list: rows + total. */
export const videoListResponse = lazySchema(() => rowsResponse(videoCardSchema));

const orderByColumn = lazySchema(() =>
  z.enum(['videoDate', 'videoClickCount', 'id'], { error: msg.validation.badRequest }).default('videoDate'),
);
const isAsc = lazySchema(() => z.enum(['asc', 'desc'], { error: msg.validation.badRequest }).default('desc'));

/** GET /api/youth/video/list */
export const videoListQuery = lazySchema(() =>
  z.object({
    videoCategory: idParam,
    pageNum,
    pageSize: pageSize(EDU_LIST_PAGE_SIZE),
    orderByColumn,
    isAsc,
    searchValue: searchText,
    /** Youth section 1–6, or the series group (edu_series_type dictValue) for category 18. */
    videoType: intSchema().optional(),
  }),
);
export type VideoListQuery = z.input<typeof videoListQuery>;

/** GET /api/youth/video/listAll */
export const videoListAllQuery = lazySchema(() =>
  z.object({
    pageNum,
    pageSize: pageSize(LARGE_LIST_PAGE_SIZE),
    orderByColumn,
    isAsc,
    keySpeaker: searchText,
  }),
);
export type VideoListAllQuery = z.input<typeof videoListAllQuery>;

/** GET /api/youth/video/list/top */
export const videoTopQuery = lazySchema(() =>
  z.object({
    pageNum,
    pageSize: pageSize(TOP_PAGE_SIZE),
    orderByColumn: orderByColumn.default('videoClickCount'),
    isAsc,
    exceptVideoCategory: intSchema().optional(),
  }),
);
export type VideoTopQuery = z.input<typeof videoTopQuery>;

/** GET /api/youth/video/recomList */
export const recomListQuery = lazySchema(() =>
  z.object({
    id: idParam,
    pageNum,
    pageSize: pageSize(RECOMMEND_PAGE_SIZE),
  }),
);
export type RecomListQuery = z.input<typeof recomListQuery>;

/** GET /api/youth/video/exchange/list */
export const exchangeListQuery = lazySchema(() =>
  z.object({ pageNum, pageSize: pageSize(EXCHANGED_PAGE_SIZE) }),
);
export type ExchangeListQuery = z.input<typeof exchangeListQuery>;
/** Exchanged courses: cards plus when they were redeemed and for how many points. */
export const exchangeRowSchema = lazySchema(() =>
  videoCardSchema.extend({ exchangeTime: str, exchangeScore: num(0) }),
);
export const exchangeListResponse = lazySchema(() => rowsResponse(exchangeRowSchema));

// ---------------------------------------------------------------- questions

/** A question as the detail lists it (no answers). */
export const questionSchema = lazySchema(() =>
  z.looseObject({
    id,
    question: z.string(),
    /** 1 single, 2 multiple, 3 open: a question of another type could never be answered, so it is a data error. */
    questionType: z.literal(QUESTION_TYPES),
    chooseItems: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    /** Comma-separated image URLs. */
    images: str,
    /** Only in by_vid rows, and only when answers are revealed. */
    answerItems: str,
    questionAnalysis: str,
    isCorrect: z.number().nullish(),
  }),
);
export type Question = z.infer<typeof questionSchema>;

// ---------------------------------------------------------------- video detail

/** GET /api/youth/video/{id} and /api/youth/video/real/{id}: see the access table above. */
export const videoDetailSchema = lazySchema(() =>
  videoCardSchema.extend({
    description: str,
    videoUrl: str,
    access: num(0),
    viewable: num(0),
    trySee: num(0),
    vodFileId: str,
    vodPsign: str,
    /** Percent (0–100) of the duration after which the watch counts as completed. */
    videoPassPercentage: num(100),
    questionList: z
      .array(questionSchema)
      .nullish()
      .transform((v) => v ?? []),
    showAnswer: num(0),
    /** 'YYYY-MM-DD HH:mm:ss' or ''. */
    showAnswerTime: str,
    examLimitCount: num(1),
    usedExamCount: num(0),
    readingSysUrl: str,
    wechatGroupQRCodeUrl: str,
    wechatOfficialUrl: str,
    /** -1 not started, 0 learning, 1 completed. */
    learningProcess: num(-1),
    /** Our field: 1 = forward seeking beyond maxPosition is clamped. */
    seekRestricted: num(0),
    /** Heart count (same as hot/get). */
    heartCount: num(0),
  }),
);
export type VideoDetail = z.infer<typeof videoDetailSchema>;
export const videoDetailResponse = lazySchema(() => dataResponse(videoDetailSchema));

/** POST /api/youth/video/exchange/{id}: msg 兑换成功，请点击按钮进行播放; data the new available points. */
export const exchangeResponse = lazySchema(() =>
  z.looseObject({
    code: z.number(),
    msg: z.string().nullish(),
    data: z.looseObject({ availableScore: z.number(), charged: z.number() }).nullish(),
  }),
);

// ---------------------------------------------------------------- quiz

/** GET /api/youth/question/by_vid */
export const byVidQuery = lazySchema(() =>
  z.object({
    videoId: idParam,
    batch: intSchema({ min: 1 }).optional(),
  }),
);
export type ByVidQuery = z.input<typeof byVidQuery>;

/** One answered question of the user's attempt (`batch`, default the latest). */
export const answerRowSchema = lazySchema(() =>
  z.looseObject({
    questionId: id,
    /** The user's answer: sorted comma-joined letters, or the text of an open question. */
    answer: str,
    /** 1 correct, 0 wrong, null not graded (open question, or answers not revealed yet). */
    isCorrect: z.number().nullish(),
    batch: num(1),
    /** The question; answerItems/questionAnalysis are '' until answers are revealed. */
    youthQuestion: questionSchema,
  }),
);
export type AnswerRow = z.infer<typeof answerRowSchema>;
export const byVidResponse = lazySchema(() => rowsResponse(answerRowSchema));

const answerText = lazySchema(() =>
  requiredText(m.quizIncomplete, 2000, { multiline: true, tooLong: m.maxLength(2000) }),
);

/** POST /api/youth/question: every question must be answered (001 §5). */
export const quizSubmitSchema = lazySchema(() =>
  z.object({
    videoId: idParam,
    questionList: z
      .array(z.object({ id: idParam, answerItems: answerText }, { error: m.quizIncomplete }), {
        error: m.quizIncomplete,
      })
      .min(1, m.quizIncomplete),
  }),
);
export type QuizSubmit = z.input<typeof quizSubmitSchema>;
/** The submit's answer: the attempt number and the remaining chances (graded results via by_vid). */
export const quizSubmitResponse = lazySchema(() =>
  dataResponse(z.looseObject({ batch: z.number(), usedExamCount: z.number(), examLimitCount: z.number() })),
);

/**
 * Client-side check before submitting: every question of the list has a non-empty answer.
 * Returns the message to show, or null.
 */
export function quizIncompleteMessage(
  questions: readonly { id: string }[],
  answers: Readonly<Record<string, string | undefined>>,
): string | null {
  return questions.every((q) => (answers[q.id] ?? '').trim() !== '') ? null : m.quizIncomplete;
}

// ---------------------------------------------------------------- comments and hearts

/** GET /api/youth/comment/list */
export const commentListQuery = lazySchema(() =>
  z.object({
    youthVideoId: idParam,
    pageNum,
    pageSize: pageSize(LARGE_LIST_PAGE_SIZE),
  }),
);
export const commentSchema = lazySchema(() =>
  z.looseObject({
    id,
    text: z.string(),
    comment_type: num(1),
    youthVideoId: id,
    radioUserName: str,
    radioUserImg: str,
    createTime: str,
  }),
);
export type Comment = z.infer<typeof commentSchema>;
export const commentListResponse = lazySchema(() => rowsResponse(commentSchema));

/** POST /api/youth/comment (text may contain emoji; it is shown as plain text). */
export const commentFormSchema = lazySchema(() =>
  z.object({
    comment_type: intSchema({ min: 1, max: PG_SMALLINT_MAX }).default(1),
    text: commentText,
    youthVideoId: idParam,
  }),
);
export type CommentForm = z.input<typeof commentFormSchema>;

/** GET /api/youth/hot/get (youthVideoId); POST /api/youth/hot/add body {youthVideoId}. */
export const hotQuery = lazySchema(() => z.object({ youthVideoId: idParam }));
export const hotAddSchema = lazySchema(() => z.object({ youthVideoId: idParam }));
/** data.heartCount; data.hearted 1 when this user already gave a heart (one per user). */
export const hotResponse = lazySchema(() =>
  dataResponse(z.looseObject({ heartCount: z.number(), hearted: num(0) })),
);

// ---------------------------------------------------------------- watch records

/** POST /api/youth/watch_video/record: positions in seconds. */
export const watchRecordSchema = lazySchema(() =>
  z.object({
    youthVideoId: idParam,
    watchPosition: numberSchema({ min: 0, max: 1e7 }),
    maxPosition: numberSchema({ min: 0, max: 1e7 }),
    completed: codeSchema([0, 1]),
  }),
);
export type WatchRecord = z.input<typeof watchRecordSchema>;
/** GET /api/youth/watch_video/record/info (videoId): the saved record, or data null when none. */
export const watchRecordInfoQuery = lazySchema(() => z.object({ videoId: idParam }));
export const watchRecordInfoSchema = lazySchema(() =>
  z.looseObject({
    youthVideoId: id,
    watchPosition: z.number(),
    maxPosition: z.number(),
    completed: z.number(),
  }),
);
export type WatchRecordInfo = z.infer<typeof watchRecordInfoSchema>;
export const watchRecordInfoResponse = lazySchema(() => dataResponse(watchRecordInfoSchema.nullable()));
/** Answer of POST /api/youth/watch_video/record: the record as saved (maxPosition monotone, completed sticky). */
export const watchRecordSaveResponse = lazySchema(() => dataResponse(watchRecordInfoSchema));

/** POST /api/youth/record (first play: counts one view). radioUserId is informative; the token decides. */
export const firstPlaySchema = lazySchema(() =>
  z.object({
    youthVideoId: idParam,
    radioUserId: z.union([z.number(), textSchema(64)], { error: msg.validation.badRequest }).optional(),
  }),
);
export type FirstPlay = z.input<typeof firstPlaySchema>;

// ---------------------------------------------------------------- banners and dictionary

/** GET /api/youth/bg/conf/list (category, platform=pc) */
export const bannerQuery = lazySchema(() =>
  z.object({ category: idParam, platform: textSchema(20).default('pc') }),
);
export const bannerSchema = lazySchema(() =>
  z.looseObject({
    position: z.enum(['full', 'left', 'right']),
    url: z.string(),
    color: str,
  }),
);
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListResponse = lazySchema(() => rowsResponse(bannerSchema));

/** GET /api/dict/data/type/edu_series_type: data is the dictionary's entries. */
export const dictEntrySchema = lazySchema(() =>
  z.looseObject({
    dictCode: z.number(),
    dictLabel: z.string(),
    dictValue: z.string(),
  }),
);
export type DictEntry = z.infer<typeof dictEntrySchema>;
export const dictResponse = lazySchema(() => dataResponse(z.array(dictEntrySchema)));

// ---------------------------------------------------------------- emx (category 10)

/** GET /api/emx/emx_record (videoId): the user's reading record, or data null. POST body {videoId}. */
export const emxRecordQuery = lazySchema(() => z.object({ videoId: idParam }));
export const emxRecordBody = lazySchema(() => z.object({ videoId: idParam }));
export const emxRecordSchema = lazySchema(() => z.looseObject({ videoId: id, createTime: str }));
export type EmxRecord = z.infer<typeof emxRecordSchema>;
export const emxRecordResponse = lazySchema(() => dataResponse(emxRecordSchema.nullable()));

const required = (message: string) =>
  requiredText(message, PROFILE_MAX, { tooLong: m.maxLength(PROFILE_MAX) });

/**
 * POST /api/emx/emx_info: the info form (001 §5). `validCode` is the graphic captcha text (checked
 * when the SMS is sent, see docs/decisions.md), `uuid` its id; the server checks the SMS code.
 */
export const emxInfoSchema = lazySchema(() =>
  z.object({
    realName: required(msg.profile.realNameRequired),
    phone: required(msg.profile.phoneRequired).regex(MOBILE_PHONE, msg.profile.phoneInvalid),
    validCode: required(msg.profile.captchaRequired),
    uuid: textSchema(64).optional(),
    smsCode: required(msg.profile.smsRequired),
    companyName: required(msg.profile.hospitalRequired),
  }),
);
export type EmxInfoForm = z.input<typeof emxInfoSchema>;

/** Plain success answer (comment, hot/add, record, emx_record POST, emx_info). */
export const okResponse = lazySchema(() => envelope);
