import { EMX_CATEGORY } from '../../domain/categories';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import { formatChinaTime } from '../../domain/chinaTime';
import type { Queryable } from '../db/types';

/** SQL of the education-video calls (001 §7). Times are answered as 'YYYY-MM-DD HH:mm:ss'. */
export const TIME = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * The per-user emxState of category-10 videos ($uid may be null for a visitor): 0 no info form yet,
 * 1 info given but quiz not answered, 2 answered. Null for other categories.
 */
export const EMX_STATE = (uidParam: string) => `CASE WHEN v.video_category = ${EMX_CATEGORY} THEN
    CASE WHEN ${uidParam}::int IS NULL OR NOT EXISTS (SELECT 1 FROM emx_info i WHERE i.uid = ${uidParam}::int) THEN 0
         WHEN EXISTS (SELECT 1 FROM youth_quiz_attempts a WHERE a.uid = ${uidParam}::int AND a.youth_video_id = v.id) THEN 2
         ELSE 1 END
  ELSE NULL END`;

/** Card columns (src/schemas/education.ts videoCardSchema); `$1` is the requesting uid or null. */
export const CARD_COLUMNS = `v.id, v.topic, v.key_speaker AS "keySpeaker", v.key_speaker_img_url AS "keySpeakerImgUrl",
  ${TIME('v.video_date')} AS "videoDate", v.video_type AS "videoType", v.video_category AS "videoCategory",
  v.video_state AS "videoState", v.rich_text_type AS "richTextType", v.video_cover_url AS "videoCoverUrl",
  v.video_click_count AS "videoClickCount", v.live_streaming_url AS "liveStreamingUrl",
  v.score_curr_price AS "scoreCurrPrice", v.score_origin_price AS "scoreOriginPrice", v.try_see AS "trySee",
  ${EMX_STATE('$1')} AS "emxState"`;

const ORDER_COLUMNS = {
  videoDate: 'v.video_date',
  videoClickCount: 'v.video_click_count',
  id: 'v.id',
} as const;
export type OrderColumn = keyof typeof ORDER_COLUMNS;

/** `ORDER BY` from whitelisted names only, with id as a stable tie-break. */
export const orderBy = (column: OrderColumn, dir: 'asc' | 'desc') => {
  const d = dir === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${ORDER_COLUMNS[column]} ${d}, v.id ${d}`;
};

export interface ListFilter {
  uid: number | null;
  where: string[];
  params: unknown[];
  order: string;
  pageNum: number;
  pageSize: number;
}

/** A page of cards and the total of the filter (`$1` is the uid; filters use $2…). */
export async function cardPage(q: Queryable, f: ListFilter) {
  const where = f.where.length ? `WHERE ${f.where.join(' AND ')}` : '';
  const offset = (f.pageNum - 1) * f.pageSize;
  const n = f.params.length + 2;
  const [rows, count] = await Promise.all([
    q.query(`SELECT ${CARD_COLUMNS} FROM youth_videos v ${where} ${f.order} LIMIT $${n} OFFSET $${n + 1}`, [
      f.uid,
      ...f.params,
      f.pageSize,
      offset,
    ]),
    // $1 (the uid) is only used by the card columns; it is selected here so every parameter has a type.
    q.query<{ total: number }>(`SELECT count(*)::int AS total, $1::int AS uid FROM youth_videos v ${where}`, [
      f.uid,
      ...f.params,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export interface VideoRow {
  id: number;
  topic: string;
  keySpeaker: string;
  keySpeakerImgUrl: string;
  videoDate: string;
  videoType: number | null;
  videoCategory: number;
  videoState: number;
  richTextType: number;
  videoCoverUrl: string;
  videoClickCount: number;
  liveStreamingUrl: string;
  scoreCurrPrice: number | null;
  scoreOriginPrice: number | null;
  trySee: number;
  emxState: number | null;
  description: string;
  fullUrl: string;
  trialUrl: string;
  vodFileId: string;
  videoPassPercentage: number;
  showAnswer: number;
  showAnswerTime: string | null;
  examLimitCount: number;
  readingSysUrl: string;
  wechatGroupQRCodeUrl: string;
  wechatOfficialUrl: string;
  seekRestricted: number;
  heartCount: number;
}

export async function videoRow(q: Queryable, id: number, uid: number | null): Promise<VideoRow | null> {
  const { rows } = await q.query<VideoRow>(
    `SELECT ${CARD_COLUMNS}, v.description, v.video_url AS "fullUrl", v.trial_url AS "trialUrl",
       v.vod_file_id AS "vodFileId", v.video_pass_percentage AS "videoPassPercentage", v.show_answer AS "showAnswer",
       ${TIME('v.show_answer_time')} AS "showAnswerTime", v.exam_limit_count AS "examLimitCount",
       v.reading_sys_url AS "readingSysUrl", v.wechat_group_qr_code_url AS "wechatGroupQRCodeUrl",
       v.wechat_official_url AS "wechatOfficialUrl", v.seek_restricted AS "seekRestricted",
       v.heart_base + (SELECT count(*)::int FROM youth_hearts h WHERE h.youth_video_id = v.id) AS "heartCount"
     FROM youth_videos v WHERE v.id = $2`,
    [uid, id],
  );
  return rows[0] ?? null;
}

export interface QuestionRow {
  id: number;
  question: string;
  questionType: number;
  chooseItems: string[];
  images: string;
  answerItems: string;
  questionAnalysis: string;
}

export async function questions(q: Queryable, videoId: number): Promise<QuestionRow[]> {
  const { rows } = await q.query<QuestionRow>(
    `SELECT id, question, question_type AS "questionType", choose_items AS "chooseItems", images,
       answer_items AS "answerItems", question_analysis AS "questionAnalysis"
     FROM youth_questions WHERE youth_video_id = $1 ORDER BY sort, id`,
    [videoId],
  );
  return rows.map((r) => ({
    ...r,
    chooseItems: typeof r.chooseItems === 'string' ? (JSON.parse(r.chooseItems) as string[]) : r.chooseItems,
  }));
}

/** Per-user facts of one video. */
export async function userFacts(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query<{
    availableScore: number;
    redeemed: boolean;
    attempts: number;
    completed: number | null;
  }>(
    `SELECT u.available_score AS "availableScore",
       EXISTS (SELECT 1 FROM youth_exchanges e WHERE e.uid = u.uid AND e.youth_video_id = $2) AS redeemed,
       (SELECT count(*)::int FROM youth_quiz_attempts a WHERE a.uid = u.uid AND a.youth_video_id = $2) AS attempts,
       (SELECT w.completed FROM youth_watch_records w WHERE w.uid = u.uid AND w.youth_video_id = $2) AS completed
     FROM users u WHERE u.uid = $1`,
    [uid, videoId],
  );
  return rows[0] ?? null;
}

export interface WatchRow {
  youthVideoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: number;
}

const WATCH_COLUMNS = `youth_video_id AS "youthVideoId", watch_position AS "watchPosition",
  max_position AS "maxPosition", completed`;

export async function watchRecord(q: Queryable, uid: number, videoId: number): Promise<WatchRow | null> {
  const { rows } = await q.query<WatchRow>(
    `SELECT ${WATCH_COLUMNS} FROM youth_watch_records WHERE uid = $1 AND youth_video_id = $2`,
    [uid, videoId],
  );
  return rows[0] ?? null;
}

/** maxPosition never decreases (and is at least the position), completed stays 1 once 1. */
export async function saveWatchRecord(
  q: Queryable,
  uid: number,
  r: { youthVideoId: number; watchPosition: number; maxPosition: number; completed: number },
  now: Date,
): Promise<WatchRow> {
  const { rows } = await q.query<WatchRow>(
    `INSERT INTO youth_watch_records AS w (uid, youth_video_id, watch_position, max_position, completed, updated_at)
     VALUES ($1, $2, $3::float8, GREATEST($3::float8, $4::float8), $5::smallint, $6)
     ON CONFLICT (uid, youth_video_id) DO UPDATE SET
       watch_position = EXCLUDED.watch_position,
       max_position = GREATEST(w.max_position, EXCLUDED.max_position),
       completed = GREATEST(w.completed, EXCLUDED.completed),
       updated_at = EXCLUDED.updated_at
     RETURNING ${WATCH_COLUMNS}`,
    [uid, r.youthVideoId, r.watchPosition, r.maxPosition, r.completed, now],
  );
  return rows[0]!;
}

export async function heart(q: Queryable, videoId: number, uid: number | null) {
  const { rows } = await q.query<{ heartCount: number; hearted: boolean }>(
    `SELECT v.heart_base + (SELECT count(*)::int FROM youth_hearts h WHERE h.youth_video_id = v.id) AS "heartCount",
       EXISTS (SELECT 1 FROM youth_hearts h WHERE h.youth_video_id = v.id AND h.uid = $2::int) AS hearted
     FROM youth_videos v WHERE v.id = $1`,
    [videoId, uid],
  );
  const r = rows[0];
  return r ? { heartCount: r.heartCount, hearted: r.hearted ? 1 : 0 } : null;
}

export async function comments(q: Queryable, videoId: number, pageNum: number, pageSize: number) {
  const [list, count] = await Promise.all([
    q.query(
      `SELECT c.id, c.text, c.comment_type, c.youth_video_id AS "youthVideoId",
         COALESCE(NULLIF(u.nick_name, ''), c.user_name) AS "radioUserName",
         COALESCE(NULLIF(u.user_img, ''), c.user_img) AS "radioUserImg", ${TIME('c.create_time')} AS "createTime"
       FROM youth_comments c LEFT JOIN users u ON u.uid = c.uid
       WHERE c.youth_video_id = $1 ORDER BY c.create_time DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [videoId, pageSize, (pageNum - 1) * pageSize],
    ),
    q.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM youth_comments WHERE youth_video_id = $1',
      [videoId],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

export async function emxRecord(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query<{ videoId: number; createdAt: Date | string }>(
    'SELECT youth_video_id AS "videoId", created_at AS "createdAt" FROM emx_records WHERE uid = $1 AND youth_video_id = $2',
    [uid, videoId],
  );
  const r = rows[0];
  return r ? { videoId: r.videoId, createTime: formatChinaTime(new Date(r.createdAt).getTime()) } : null;
}

export async function hasEmxInfo(q: Queryable, uid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM emx_info WHERE uid = $1', [uid]);
  return rows.length > 0;
}

// ------------------------------------------------------------ the list calls

interface Paging {
  orderByColumn: OrderColumn;
  isAsc: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
}

/** GET /api/youth/video/list: one category, optionally one section (videoType) and a search in topic or speaker. */
export function videoList(
  q: Queryable,
  uid: number | null,
  f: Paging & { videoCategory: number; videoType?: number; searchValue?: string },
) {
  const where = ['v.video_category = $2'];
  const params: unknown[] = [f.videoCategory];
  if (f.videoType !== undefined) {
    params.push(f.videoType);
    where.push(`v.video_type = $${params.length + 1}`);
  }
  if (f.searchValue) {
    params.push(containsPattern(f.searchValue));
    const n = params.length + 1;
    where.push(`(v.topic ILIKE $${n} ${LIKE_ESCAPE} OR v.key_speaker ILIKE $${n} ${LIKE_ESCAPE})`);
  }
  return cardPage(q, pagedFilter(uid, f, where, params));
}

/** GET /api/youth/video/listAll: every category, optionally one speaker. */
export function videoListAll(q: Queryable, uid: number | null, f: Paging & { keySpeaker?: string }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.keySpeaker) {
    params.push(containsPattern(f.keySpeaker));
    where.push(`v.key_speaker ILIKE $2 ${LIKE_ESCAPE}`);
  }
  return cardPage(q, pagedFilter(uid, f, where, params));
}

/** GET /api/youth/video/list/top: playable videos, optionally but one category. */
export function videoTop(q: Queryable, uid: number | null, f: Paging & { exceptVideoCategory?: number }) {
  const where = ['v.video_state = 1'];
  const params: unknown[] = [];
  if (f.exceptVideoCategory !== undefined) {
    params.push(f.exceptVideoCategory);
    where.push('v.video_category <> $2');
  }
  return cardPage(q, pagedFilter(uid, f, where, params));
}

const pagedFilter = (uid: number | null, f: Paging, where: string[], params: unknown[]): ListFilter => ({
  uid,
  where,
  params,
  order: orderBy(f.orderByColumn, f.isAsc),
  pageNum: f.pageNum,
  pageSize: f.pageSize,
});

/** Same category first, then the most watched; never the video itself or an upcoming one. */
export function recommendations(
  q: Queryable,
  uid: number | null,
  f: { id: number; pageNum: number; pageSize: number },
) {
  return cardPage(q, {
    uid,
    where: ['v.id <> $2', 'v.video_state <> 3'],
    params: [f.id],
    order: `ORDER BY (v.video_category = (SELECT video_category FROM youth_videos WHERE id = $2)) DESC,
        v.video_click_count DESC, v.id DESC`,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  });
}

/** The user's redeemed videos, latest first, with the points paid and when (China time). */
export async function exchangedPage(q: Queryable, uid: number, pageNum: number, pageSize: number) {
  const [list, count] = await Promise.all([
    q.query<{ exchangedAt: Date | string } & Record<string, unknown>>(
      `SELECT ${CARD_COLUMNS}, e.score AS "exchangeScore", e.created_at AS "exchangedAt"
       FROM youth_exchanges e JOIN youth_videos v ON v.id = e.youth_video_id
       WHERE e.uid = $1 ORDER BY e.created_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
      [uid, pageSize, (pageNum - 1) * pageSize],
    ),
    q.query<{ total: number }>('SELECT count(*)::int AS total FROM youth_exchanges WHERE uid = $1', [uid]),
  ]);
  const rows = list.rows.map(({ exchangedAt, ...r }) => ({
    ...r,
    exchangeTime: formatChinaTime(new Date(exchangedAt).getTime()),
  }));
  return { rows, total: count.rows[0]?.total ?? 0 };
}

// ------------------------------------------------------------ redeeming

/** What redeeming needs of a video: its raw price (null when free), state and topic. */
export async function redeemFacts(q: Queryable, id: number) {
  const { rows } = await q.query<{ price: number; state: number; topic: string }>(
    `SELECT COALESCE(score_curr_price, 0) AS price, video_state AS state, topic FROM youth_videos WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Records the exchange; false when the user had already redeemed the video (nothing written). */
export async function addExchange(q: Queryable, uid: number, videoId: number, score: number, now: Date) {
  const { rows } = await q.query(
    `INSERT INTO youth_exchanges (uid, youth_video_id, score, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid, youth_video_id) DO NOTHING RETURNING uid`,
    [uid, videoId, score, now],
  );
  return rows.length > 0;
}

// ------------------------------------------------------------ quiz

/** The user's attempt of the given batch, or the latest when batch is undefined. */
export async function attempt(q: Queryable, uid: number, videoId: number, batch: number | undefined) {
  const { rows } = await q.query<{ id: number; batch: number }>(
    `SELECT id, batch FROM youth_quiz_attempts WHERE uid = $1 AND youth_video_id = $2
       AND ($3::int IS NULL OR batch = $3) ORDER BY batch DESC LIMIT 1`,
    [uid, videoId, batch ?? null],
  );
  return rows[0] ?? null;
}

export async function attemptAnswers(q: Queryable, attemptId: number) {
  const { rows } = await q.query<{ questionId: number; answer: string; isCorrect: number | null }>(
    'SELECT question_id AS "questionId", answer, is_correct AS "isCorrect" FROM youth_answers WHERE attempt_id = $1',
    [attemptId],
  );
  return rows;
}

/** Serialises one user's submissions of one quiz until the transaction ends (double clicks). */
export async function lockQuiz(q: Queryable, uid: number, videoId: number) {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('quiz:' || $1::text || ':' || $2::text))", [
    uid,
    videoId,
  ]);
}

export async function attemptCount(q: Queryable, uid: number, videoId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM youth_quiz_attempts WHERE uid = $1 AND youth_video_id = $2',
    [uid, videoId],
  );
  return rows[0]?.n ?? 0;
}

/** Stores one attempt and its answers (isCorrect null for open questions). */
export async function addAttempt(
  q: Queryable,
  a: { uid: number; videoId: number; batch: number; now: Date },
  answers: { questionId: number; answer: string; isCorrect: number | null }[],
) {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO youth_quiz_attempts (uid, youth_video_id, batch, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [a.uid, a.videoId, a.batch, a.now],
  );
  for (const x of answers) {
    await q.query(
      'INSERT INTO youth_answers (attempt_id, question_id, answer, is_correct) VALUES ($1, $2, $3, $4)',
      [rows[0]!.id, x.questionId, x.answer, x.isCorrect],
    );
  }
}

// ------------------------------------------------------------ comments, hearts, plays

/** createTime is the China-time text of the comment. */
export async function addComment(
  q: Queryable,
  c: { videoId: number; uid: number; commentType: number; text: string; createTime: string },
) {
  await q.query(
    `INSERT INTO youth_comments (youth_video_id, uid, comment_type, text, create_time) VALUES ($1, $2, $3, $4, $5)`,
    [c.videoId, c.uid, c.commentType, c.text, c.createTime],
  );
}

/** A heart per user and video: a second one is ignored. */
export async function addHeart(q: Queryable, videoId: number, uid: number, now: Date) {
  await q.query(
    'INSERT INTO youth_hearts (youth_video_id, uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [videoId, uid, now],
  );
}

/** Counts one view; false when there is no such video. */
export async function countPlay(q: Queryable, videoId: number): Promise<boolean> {
  const { rows } = await q.query(
    'UPDATE youth_videos SET video_click_count = video_click_count + 1 WHERE id = $1 RETURNING id',
    [videoId],
  );
  return rows.length > 0;
}

// ------------------------------------------------------------ banners and dictionary

export async function banners(q: Queryable, category: number, platform: string) {
  const { rows } = await q.query(
    `SELECT position, url, color FROM youth_banners WHERE category = $1 AND platform = $2 ORDER BY sort, id`,
    [category, platform],
  );
  return rows;
}

export async function dictData(q: Queryable, type: string) {
  const { rows } = await q.query(
    `SELECT dict_code AS "dictCode", dict_label AS "dictLabel", dict_value AS "dictValue"
     FROM dict_data WHERE dict_type = $1 ORDER BY dict_sort, dict_code`,
    [type],
  );
  return rows;
}

// ------------------------------------------------------------ emx (category 10)

/** The user has read the video's material (once is enough: a second time is ignored). */
export async function addEmxRecord(q: Queryable, uid: number, videoId: number, now: Date) {
  await q.query(
    'INSERT INTO emx_records (uid, youth_video_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [uid, videoId, now],
  );
}

/** The emx information form: one row per user, replaced when given again. */
export async function saveEmxInfo(
  q: Queryable,
  uid: number,
  f: { realName: string; phone: string; companyName: string },
  now: Date,
) {
  await q.query(
    `INSERT INTO emx_info (uid, real_name, phone, company_name, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid) DO UPDATE SET real_name = EXCLUDED.real_name, phone = EXCLUDED.phone,
       company_name = EXCLUDED.company_name`,
    [uid, f.realName, f.phone, f.companyName, now],
  );
}
