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
  app.post('/api/__test/training/user', async () => {
    const uid = await createNewUser(ctx);
    await ctx.db.query(
      `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, created_at)
       SELECT $1, dict_value, '测试学员', '', '测试医院', 1, $2 FROM training_groups`,
      [uid, new Date(ctx.now())],
    );
    await ctx.db.query(
      `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
       SELECT $1, id, 30, 30, 1 FROM training_videos`,
      [uid],
    );
    return ok({ uid, token: await createSession(ctx, uid) });
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
