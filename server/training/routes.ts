import type { FastifyInstance } from 'fastify';
import { formatChinaTime } from '../../domain/chinaTime';
import { z } from 'zod';
import {
  applyBody,
  commentBody,
  examRecordBody,
  TRAINING_LIST_PAGE_SIZE,
  TRAINING_REC_PAGE_SIZE,
  watchRecordBody,
} from '../../src/schemas/training';
import { idSchema, pageNumSchema, pageSizeSchema, textSchema } from '../../src/schemas/primitives';
import { msg } from '../../src/text/messages';
import { checkSmsCode, useSmsCode } from '../account/sms';
import type { AppContext } from '../context';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { Queryable } from '../db/types';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okRows } from '../http/reply';
import { parse } from '../http/validate';
import {
  attemptView,
  finaliseExpired,
  lastAttempt,
  lockExam,
  parsePaper,
  publicPaper,
  recordExam,
  type ExamVideo,
} from './exam';

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

const id = idSchema;
const listQuery = z.object({
  pageNum: pageNumSchema,
  pageSize: pageSizeSchema(TRAINING_LIST_PAGE_SIZE, TRAINING_LIST_PAGE_SIZE),
  keySpeaker: textSchema(100).optional(),
});

async function examVideo(q: Queryable, videoId: number): Promise<ExamVideo | null> {
  const { rows } = await q.query<ExamVideo>(
    `SELECT id, exam_json AS "examJson", exam_duration AS "examDuration", exam_limit_count AS "examLimitCount",
       show_answer AS "showAnswer", show_answer_time AS "showAnswerTime" FROM training_videos WHERE id = $1`,
    [videoId],
  );
  return rows[0] ?? null;
}

/** Drops the address a user may not have (null from VIDEO_COLUMNS): the answer goes without it. */
const withoutLocked = <T extends Record<string, unknown>>(row: T): T => {
  if (row.videoUrl !== null) return row;
  const { videoUrl: _, ...rest } = row;
  return rest as T;
};

/** Whether the user's enrolment in the video's group is approved (001 §4: learning needs approval). */
async function approvedFor(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query(
    `SELECT 1 FROM training_videos v JOIN training_applications a
       ON a.course_group_id = v.course_group_id AND a.uid = $1 AND a.state = 1
     WHERE v.id = $2`,
    [uid, videoId],
  );
  return rows.length > 0;
}

async function watchedToEnd(q: Queryable, uid: number, videoId: number) {
  const { rows } = await q.query(
    'SELECT 1 FROM training_watch_records WHERE uid = $1 AND training_video_id = $2 AND completed = 1',
    [uid, videoId],
  );
  return rows.length > 0;
}

/** 001 §7 Training. */
export function trainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: requireUser(ctx) };

  app.get('/api/training/setting/groups', async () => {
    const { rows } = await ctx.db.query(
      'SELECT dict_value AS "dictValue", dict_label AS "dictLabel" FROM training_groups ORDER BY sort, dict_value',
    );
    return ok(rows);
  });

  app.get('/api/training/video/list', async (request) => {
    const p = parse(listQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const uid = await optionalUid(ctx, request);
    const { pageNum, pageSize, keySpeaker } = p.data;
    const where = keySpeaker ? `WHERE v.key_speaker ILIKE $2 ${LIKE_ESCAPE}` : 'WHERE $2::text IS NULL';
    const { rows } = await ctx.db.query(
      `SELECT ${VIDEO_COLUMNS} FROM ${VIDEO_FROM} ${where} ORDER BY v.video_date DESC, v.id DESC
       LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
      [uid, keySpeaker ? containsPattern(keySpeaker) : null],
    );
    const total = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM training_videos v ${where}`.replace('$2', '$1'),
      [keySpeaker ? containsPattern(keySpeaker) : null],
    );
    return okRows(rows.map(withoutLocked), total.rows[0]?.n ?? 0);
  });

  app.get('/api/training/video/recList', async (request) => {
    const q = request.query as { id?: unknown };
    const exclude = id.safeParse(q.id);
    const uid = await optionalUid(ctx, request);
    const { rows } = await ctx.db.query(
      `SELECT ${VIDEO_COLUMNS} FROM ${VIDEO_FROM} WHERE v.id <> $2
       ORDER BY v.video_view_count DESC, v.id LIMIT ${TRAINING_REC_PAGE_SIZE}`,
      [uid, exclude.success ? exclude.data : 0],
    );
    return okRows(rows.map(withoutLocked));
  });

  app.get('/api/training/video/:id', async (request) => {
    const p = id.safeParse((request.params as { id: string }).id);
    if (!p.success) return fail(msg.training.videoNotFound);
    const uid = await optionalUid(ctx, request);
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      `SELECT ${VIDEO_COLUMNS}, v.description, v.exam_json AS "examJson" FROM ${VIDEO_FROM} WHERE v.id = $2`,
      [uid, p.data],
    );
    const v = rows[0];
    if (!v) return fail(msg.training.videoNotFound);
    await ctx.db.query('UPDATE training_videos SET video_view_count = video_view_count + 1 WHERE id = $1', [
      p.data,
    ]);
    return ok(withoutLocked({ ...v, examJson: publicPaper(parsePaper(String(v.examJson))) }));
  });

  app.get('/api/training/apply/query', auth, async (request) => {
    const group = textSchema(20).safeParse((request.query as { groupId?: unknown }).groupId ?? '');
    if (!group.success) return fail(msg.validation.badRequest);
    const groupId = group.data;
    const { rows } = await ctx.db.query<{ state: number; approvalReason: string }>(
      `SELECT state, approval_reason AS "approvalReason" FROM training_applications
       WHERE uid = $1 AND course_group_id = $2`,
      [request.uid, groupId],
    );
    return ok(rows[0] ?? null);
  });

  app.post('/api/training/apply', auth, async (request) => {
    const p = parse(applyBody, request.body);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const group = await tx.query('SELECT 1 FROM training_groups WHERE dict_value = $1', [f.courseGroupId]);
      if (group.rows.length === 0) return fail(msg.validation.notFound);
      const existing = await tx.query<{ state: number }>(
        'SELECT state FROM training_applications WHERE uid = $1 AND course_group_id = $2 FOR UPDATE',
        [request.uid, f.courseGroupId],
      );
      const state = existing.rows[0]?.state;
      if (state === 0) return fail(msg.training.alreadyApplied);
      if (state === 1) return fail(msg.training.alreadyApproved);
      const sms = await checkSmsCode(tx, now, f.phone, f.smsCode);
      if (!sms.ok) return fail(sms.msg);
      // A rejected application may be sent again: it goes back to pending. A pending or approved one is
      // never overwritten: the write itself says so (the check above cannot see an application another
      // connection is inserting at the same moment; the primary key makes that one wait, then refuse).
      const written = await tx.query<{ state: number }>(
        `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, approval_reason, created_at)
         VALUES ($1, $2, $3, $4, $5, 0, '', $6)
         ON CONFLICT (uid, course_group_id) DO UPDATE SET real_name = $3, phone = $4, company_name = $5,
           state = 0, approval_reason = '', created_at = $6
           WHERE training_applications.state = 2
         RETURNING state`,
        [request.uid, f.courseGroupId, f.realName, f.phone, f.companyName, new Date(now)],
      );
      if (written.rows.length === 0) return fail(msg.training.alreadyApplied);
      await useSmsCode(tx, sms.id);
      return ok();
    });
  });

  app.get('/api/training/comment/list', async (request) => {
    const p = id.safeParse((request.query as { trainingVideoId?: unknown }).trainingVideoId);
    if (!p.success) return fail(msg.validation.badRequest);
    const { rows } = await ctx.db.query(
      `SELECT c.id, c.text, coalesce(nullif(u.nick_name, ''), u.real_name) AS "radioUserName",
         u.user_img AS "radioUserImg", ${TIME('c.create_time')} AS "createTime"
       FROM training_comments c JOIN users u ON u.uid = c.uid
       WHERE c.training_video_id = $1 ORDER BY c.create_time DESC, c.id DESC`,
      [p.data],
    );
    return okRows(rows);
  });

  app.post('/api/training/comment', auth, async (request) => {
    const p = parse(commentBody, request.body);
    if (!p.ok) return fail(p.msg);
    const v = await examVideo(ctx.db, p.data.trainingVideoId);
    if (!v) return fail(msg.training.videoNotFound);
    // Stored as China wall time (the original shows 'YYYY-MM-DD HH:mm:ss' in China time).
    await ctx.db.query(
      `INSERT INTO training_comments (uid, training_video_id, text, create_time) VALUES ($1, $2, $3, $4)`,
      [request.uid, p.data.trainingVideoId, p.data.text, formatChinaTime(ctx.now())],
    );
    return ok();
  });

  /** A like counts once per user; answers the new count. */
  app.post('/api/training/video/count/plus', auth, async (request) => {
    const p = id.safeParse((request.body as { id?: unknown } | null)?.id);
    if (!p.success) return fail(msg.validation.badRequest);
    return ctx.db.transaction(async (tx) => {
      const ins = await tx.query(
        `INSERT INTO training_likes (uid, training_video_id) SELECT $1, id FROM training_videos WHERE id = $2
         ON CONFLICT DO NOTHING RETURNING 1`,
        [request.uid, p.data],
      );
      const { rows } = await tx.query<{ likeCount: number }>(
        `UPDATE training_videos SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS "likeCount"`,
        [p.data, ins.rows.length],
      );
      return rows[0] ? ok(rows[0]) : fail(msg.training.videoNotFound);
    });
  });

  app.post('/api/training/watch_video/record', auth, async (request) => {
    const p = parse(watchRecordBody, request.body);
    if (!p.ok) return fail(p.msg);
    const b = p.data;
    if (!(await examVideo(ctx.db, b.trainingVideoId))) return fail(msg.training.videoNotFound);
    // Only an approved trainee has the address, so only their watching counts towards the exam.
    if (!(await approvedFor(ctx.db, request.uid, b.trainingVideoId)))
      return fail(msg.training.videoNeedsApproval);
    // completed and maxPosition never go back.
    await ctx.db.query(
      `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uid, training_video_id) DO UPDATE SET watch_position = $3,
         max_position = greatest(training_watch_records.max_position, $4),
         completed = greatest(training_watch_records.completed, $5)`,
      [request.uid, b.trainingVideoId, b.watchPosition, b.maxPosition, b.completed],
    );
    return ok();
  });

  app.get('/api/training/watch_video/record/info', auth, async (request) => {
    const q = request.query as { trainingVideoId?: unknown; videoId?: unknown };
    const p = id.safeParse(q.trainingVideoId ?? q.videoId);
    if (!p.success) return fail(msg.validation.badRequest);
    const { rows } = await ctx.db.query(
      `SELECT watch_position AS "watchPosition", max_position AS "maxPosition", completed
       FROM training_watch_records WHERE uid = $1 AND training_video_id = $2`,
      [request.uid, p.data],
    );
    return ok(rows[0] ?? null);
  });

  app.get('/api/training/exam/record/last', auth, async (request) => {
    const p = id.safeParse((request.query as { trainingVideoId?: unknown }).trainingVideoId);
    if (!p.success) return fail(msg.validation.badRequest);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      await lockExam(tx, request.uid, p.data);
      const video = await examVideo(tx, p.data);
      if (!video) return fail(msg.training.videoNotFound);
      await finaliseExpired(tx, request.uid, video, now);
      const row = await lastAttempt(tx, request.uid, video.id);
      return ok(row ? await attemptView(tx, request.uid, video, row, now) : null);
    });
  });

  app.post('/api/training/exam/record', auth, async (request) => {
    const p = parse(examRecordBody, request.body);
    if (!p.ok) return fail(p.msg);
    const b = p.data;
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      await lockExam(tx, request.uid, b.trainingVideoId);
      const video = await examVideo(tx, b.trainingVideoId);
      if (!video) return fail(msg.training.videoNotFound);
      if (parsePaper(video.examJson).length === 0) return fail(msg.training.examNoPaper);
      // 001 §4: the exam needs an approved enrolment and the video watched to completion (start, draft, submit).
      if (!(await approvedFor(tx, request.uid, video.id))) return fail(msg.training.examNeedsApproval);
      if (!(await watchedToEnd(tx, request.uid, video.id))) return fail(msg.training.examLocked);
      const r = await recordExam(tx, request.uid, video, b, now);
      if (!r.ok) {
        return fail(
          r.reason === 'noChances'
            ? msg.training.noChances
            : r.reason === 'notFound'
              ? msg.validation.notFound
              : msg.validation.badRequest,
        );
      }
      return ok(await attemptView(tx, request.uid, video, r.row, now));
    });
  });
}
