import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { Queryable } from '../db/types';
import type { ExamVideo } from './exam';

/** SQL of the training calls (001 §7 Training); the exam's own rules and SQL are in `exam.ts`. */
const TIME = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** learningProcess (001 §3): 0 not applied, 1 applied (not approved, or not watched yet), 2 learning, 3 completed. */
const LEARNING = `CASE WHEN a.uid IS NULL THEN 0
  WHEN a.state <> 1 OR w.uid IS NULL THEN 1
  WHEN w.completed = 1 THEN 3 ELSE 2 END`;

/** The video's address goes only to users approved (state 1) in the video's group; others get null. */
const VIDEO_COLUMNS = `v.id, v.topic, v.course_group_id AS "courseGroupId", v.key_speaker AS "keySpeaker",
  ${TIME('v.video_date')} AS "videoDate", v.video_cover_url AS "videoCoverUrl",
  CASE WHEN a.state = 1 THEN v.video_url END AS "videoUrl",
  v.video_view_count AS "videoViewCount", v.like_count AS "likeCount", v.exam_duration AS "examDuration",
  v.exam_limit_count AS "examLimitCount", v.show_answer AS "showAnswer",
  ${TIME('v.show_answer_time')} AS "showAnswerTime", ${LEARNING} AS "learningProcess",
  (SELECT count(*)::int FROM training_exam_records e WHERE e.uid = $1 AND e.training_video_id = v.id AND e.state = 1)
    AS "usedExamCount"`;
const VIDEO_FROM = `training_videos v
  LEFT JOIN training_applications a ON a.uid = $1 AND a.course_group_id = v.course_group_id
  LEFT JOIN training_watch_records w ON w.uid = $1 AND w.training_video_id = v.id`;

type Row = Record<string, unknown>;

/** Drops the address a user may not have (null from VIDEO_COLUMNS): the answer goes without it. */
const withoutLocked = <T extends Row>(row: T): T => {
  if (row.videoUrl !== null) return row;
  const { videoUrl: _, ...rest } = row;
  return rest as T;
};

export async function groups(q: Queryable) {
  const { rows } = await q.query(
    'SELECT dict_value AS "dictValue", dict_label AS "dictLabel" FROM training_groups ORDER BY sort, dict_value',
  );
  return rows;
}

export async function groupExists(q: Queryable, groupId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM training_groups WHERE dict_value = $1', [groupId]);
  return rows.length > 0;
}

/** A page of videos as `uid` (null: a visitor) sees them, newest first, and the count of all that match. */
export async function videoPage(
  q: Queryable,
  f: { uid: number | null; keySpeaker?: string; pageNum: number; pageSize: number },
) {
  const pattern = f.keySpeaker ? containsPattern(f.keySpeaker) : null;
  const where = pattern ? `WHERE v.key_speaker ILIKE $2 ${LIKE_ESCAPE}` : 'WHERE $2::text IS NULL';
  const { rows } = await q.query<Row>(
    `SELECT ${VIDEO_COLUMNS} FROM ${VIDEO_FROM} ${where} ORDER BY v.video_date DESC, v.id DESC
     LIMIT ${f.pageSize} OFFSET ${(f.pageNum - 1) * f.pageSize}`,
    [f.uid, pattern],
  );
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM training_videos v ${where}`.replace('$2', '$1'),
    [pattern],
  );
  return { rows: rows.map(withoutLocked), total: total.rows[0]?.n ?? 0 };
}

/** The most viewed videos but `excludeId`. */
export async function recommended(q: Queryable, uid: number | null, excludeId: number, limit: number) {
  const { rows } = await q.query<Row>(
    `SELECT ${VIDEO_COLUMNS} FROM ${VIDEO_FROM} WHERE v.id <> $2
     ORDER BY v.video_view_count DESC, v.id LIMIT ${limit}`,
    [uid, excludeId],
  );
  return rows.map(withoutLocked);
}

/**
 * The videos of `ids` as `uid` (null: a visitor) sees them, in the order of `ids` (an expert's
 * recommended courses, server/experts); unknown ids are left out.
 */
export async function videosByIds(q: Queryable, uid: number | null, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { rows } = await q.query<Row>(
    `SELECT ${VIDEO_COLUMNS} FROM ${VIDEO_FROM} WHERE v.id = ANY($2::int[])
     ORDER BY array_position($2::int[], v.id)`,
    [uid, ids],
  );
  return rows.map(withoutLocked);
}

/** One video with its description and (raw) paper, counting the view; null when there is none. */
export async function viewVideo(q: Queryable, uid: number | null, id: number) {
  const { rows } = await q.query<Row & { examJson: string }>(
    `SELECT ${VIDEO_COLUMNS}, v.description, v.exam_json AS "examJson" FROM ${VIDEO_FROM} WHERE v.id = $2`,
    [uid, id],
  );
  const v = rows[0];
  if (!v) return null;
  await q.query('UPDATE training_videos SET video_view_count = video_view_count + 1 WHERE id = $1', [id]);
  return withoutLocked(v);
}

export async function examVideo(q: Queryable, videoId: number): Promise<ExamVideo | null> {
  const { rows } = await q.query<ExamVideo>(
    `SELECT id, exam_json AS "examJson", exam_duration AS "examDuration", exam_limit_count AS "examLimitCount",
       show_answer AS "showAnswer", show_answer_time AS "showAnswerTime" FROM training_videos WHERE id = $1`,
    [videoId],
  );
  return rows[0] ?? null;
}

/** Whether the user's enrolment in the video's group is approved (001 §4: learning needs approval). */
export async function approvedFor(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query(
    `SELECT 1 FROM training_videos v JOIN training_applications a
       ON a.course_group_id = v.course_group_id AND a.uid = $1 AND a.state = 1
     WHERE v.id = $2`,
    [uid, videoId],
  );
  return rows.length > 0;
}

export async function watchedToEnd(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query(
    'SELECT 1 FROM training_watch_records WHERE uid = $1 AND training_video_id = $2 AND completed = 1',
    [uid, videoId],
  );
  return rows.length > 0;
}

export async function application(q: Queryable, uid: number, groupId: string) {
  const { rows } = await q.query<{ state: number; approvalReason: string }>(
    `SELECT state, approval_reason AS "approvalReason" FROM training_applications
     WHERE uid = $1 AND course_group_id = $2`,
    [uid, groupId],
  );
  return rows[0] ?? null;
}

/**
 * Writes an application as pending, or sends a rejected one (state 2) again; false when a pending or
 * approved one is there. The write itself decides: a check before it cannot see an application another
 * connection is inserting at the same moment; the primary key makes that one wait, then refuse.
 */
export async function writeApplication(
  q: Queryable,
  uid: number,
  f: { courseGroupId: string; realName: string; phone: string; companyName: string },
  now: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, approval_reason, created_at)
     VALUES ($1, $2, $3, $4, $5, 0, '', $6)
     ON CONFLICT (uid, course_group_id) DO UPDATE SET real_name = $3, phone = $4, company_name = $5,
       state = 0, approval_reason = '', created_at = $6
       WHERE training_applications.state = 2
     RETURNING state`,
    [uid, f.courseGroupId, f.realName, f.phone, f.companyName, new Date(now)],
  );
  return rows.length > 0;
}

export async function comments(q: Queryable, videoId: number) {
  const { rows } = await q.query(
    `SELECT c.id, c.text, coalesce(nullif(u.nick_name, ''), u.real_name) AS "radioUserName",
       u.user_img AS "radioUserImg", ${TIME('c.create_time')} AS "createTime"
     FROM training_comments c JOIN users u ON u.uid = c.uid
     WHERE c.training_video_id = $1 ORDER BY c.create_time DESC, c.id DESC`,
    [videoId],
  );
  return rows;
}

/** `createTime` is China wall time (the original shows 'YYYY-MM-DD HH:mm:ss' in China time). */
export async function addComment(
  q: Queryable,
  uid: number,
  videoId: number,
  text: string,
  createTime: string,
) {
  await q.query(
    `INSERT INTO training_comments (uid, training_video_id, text, create_time) VALUES ($1, $2, $3, $4)`,
    [uid, videoId, text, createTime],
  );
}

/** A like counts once per user; the video's new count, or null when there is no such video. */
export async function like(
  q: Queryable,
  uid: number,
  videoId: number,
): Promise<{ likeCount: number } | null> {
  const ins = await q.query(
    `INSERT INTO training_likes (uid, training_video_id) SELECT $1, id FROM training_videos WHERE id = $2
     ON CONFLICT DO NOTHING RETURNING 1`,
    [uid, videoId],
  );
  const { rows } = await q.query<{ likeCount: number }>(
    `UPDATE training_videos SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS "likeCount"`,
    [videoId, ins.rows.length],
  );
  return rows[0] ?? null;
}

/** completed and maxPosition never go back. */
export async function saveWatchRecord(
  q: Queryable,
  uid: number,
  b: { trainingVideoId: number; watchPosition: number; maxPosition: number; completed: number },
) {
  await q.query(
    `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid, training_video_id) DO UPDATE SET watch_position = $3,
       max_position = greatest(training_watch_records.max_position, $4),
       completed = greatest(training_watch_records.completed, $5)`,
    [uid, b.trainingVideoId, b.watchPosition, b.maxPosition, b.completed],
  );
}

export async function watchRecord(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query(
    `SELECT watch_position AS "watchPosition", max_position AS "maxPosition", completed
     FROM training_watch_records WHERE uid = $1 AND training_video_id = $2`,
    [uid, videoId],
  );
  return rows[0] ?? null;
}
