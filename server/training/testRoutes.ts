import type { FastifyInstance } from 'fastify';
import { createSession } from '../account/sessions';
import { createNewUser } from '../account/users';
import type { AppContext } from '../context';
import { fail, ok } from '../http/reply';

/**
 * Test-only training endpoints (absent in production), so specs use fresh users and do not depend on
 * each other's order: a user approved in every group who has watched every video to the end.
 */
export function trainingTestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/__test/training/user', async (request) => {
    const watched = (request.query as { watched?: unknown }).watched !== '0';
    const uid = await createNewUser(ctx);
    await ctx.db.query(
      `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, created_at)
       SELECT $1, dict_value, '测试学员', '', '测试医院', 1, $2 FROM training_groups`,
      [uid, new Date(ctx.now())],
    );
    await ctx.db.query(
      `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
       SELECT $1, id, 30, 30, 1 FROM training_videos WHERE $2`,
      [uid, watched],
    );
    return ok({ uid, token: await createSession(ctx, uid) });
  });

  /** A video whose paper has `questions` single-choice questions (the exam benchmark's 100-question paper). */
  app.post('/api/__test/training/video', async (request) => {
    const n = Math.min(500, Math.max(1, Number((request.query as { questions?: unknown }).questions) || 100));
    const paper = Array.from({ length: n }, (_, i) => ({
      idx: i + 1,
      question: `第${i + 1}题：下列哪一项描述正确？`,
      questionType: i % 5 === 4 ? 2 : 1,
      chooseItems: ['选项一', '选项二', '选项三', '选项四'],
      answerItems: 'A',
      questionAnalysis: '',
    }));
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO training_videos (topic, course_group_id, video_date, exam_json, exam_duration, exam_limit_count)
       VALUES ($1, '4', now(), $2, 3600, 3) RETURNING id`,
      [`${n}题测试试卷`, JSON.stringify(paper)],
    );
    return ok({ id: rows[0]!.id });
  });

  /** What the server holds of a user's attempts at a video (to check drafts reached it). */
  app.get('/api/__test/training/attempts', async (request) => {
    const q = request.query as { uid?: unknown; videoId?: unknown };
    const uid = Number(q.uid);
    const videoId = Number(q.videoId);
    if (!Number.isInteger(uid) || !Number.isInteger(videoId)) return fail('bad');
    const { rows } = await ctx.db.query(
      `SELECT id, attempt_no AS "attemptNo", state, answer_json AS "answerJson", sub_index AS "subIndex",
         submit_type AS "submitType", correct_number AS "correctNumber", wrong_number AS "wrongNumber",
         draft_count AS "draftCount" FROM training_exam_records
       WHERE uid = $1 AND training_video_id = $2 ORDER BY attempt_no`,
      [uid, videoId],
    );
    return ok(rows);
  });
}
