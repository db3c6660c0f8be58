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
import { trainingMsg } from '../../src/text/training';
import { claimSmsCode, verifySmsCode } from '../account/sms';
import type { AppContext } from '../context';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okRows, Refusal, refusing } from '../http/reply';
import { valid } from '../http/validate';
import {
  attemptView,
  finaliseExpired,
  lastAttempt,
  lockExam,
  parsePaper,
  publicPaper,
  recordExam,
} from './exam';
import * as q from './queries';
import { defineArea } from '../area';
import { trainingSeed } from '../seed/training';

const id = idSchema;
const listQuery = z.object({
  pageNum: pageNumSchema,
  pageSize: pageSizeSchema(TRAINING_LIST_PAGE_SIZE, TRAINING_LIST_PAGE_SIZE),
  keySpeaker: textSchema(100).optional(),
});

/** 001 §7 Training. SQL in `queries.ts`; the exam's rules in `exam.ts`. */
export function trainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: requireUser(ctx) };

  app.get('/api/training/setting/groups', async () => ok(await q.groups(ctx.db)));

  app.get('/api/training/video/list', async (request) => {
    const query = valid(listQuery, request.query);
    const page = await q.videoPage(ctx.db, { uid: await optionalUid(ctx, request), ...query });
    return okRows(page.rows, page.total);
  });

  app.get('/api/training/video/recList', async (request) => {
    const exclude = id.safeParse((request.query as { id?: unknown }).id);
    const uid = await optionalUid(ctx, request);
    return okRows(
      await q.recommended(ctx.db, uid, exclude.success ? exclude.data : 0, TRAINING_REC_PAGE_SIZE),
    );
  });

  app.get('/api/training/video/:id', async (request) => {
    const videoId = valid(id, (request.params as { id: string }).id, trainingMsg.videoNotFound);
    const v = await q.viewVideo(ctx.db, await optionalUid(ctx, request), videoId);
    if (!v) return fail(trainingMsg.videoNotFound);
    return ok({ ...v, examJson: publicPaper(parsePaper(v.examJson)) });
  });

  app.get('/api/training/apply/query', auth, async (request) => {
    const groupId = valid(
      textSchema(20),
      (request.query as { groupId?: unknown }).groupId ?? '',
      msg.validation.badRequest,
    );
    return ok(await q.application(ctx.db, request.uid, groupId));
  });

  app.post('/api/training/apply', auth, async (request) => {
    const f = valid(applyBody, request.body);
    return refusing(async () => {
      if (!(await q.groupExists(ctx.db, f.courseGroupId))) throw new Refusal(msg.validation.notFound);
      const state = (await q.application(ctx.db, request.uid, f.courseGroupId))?.state;
      if (state === 0) throw new Refusal(trainingMsg.alreadyApplied);
      if (state === 1) throw new Refusal(trainingMsg.alreadyApproved);
      // A wrong code is refused here, its attempt counted; nothing else is written.
      const smsId = await verifySmsCode(ctx, f.phone, f.smsCode);
      await ctx.db.transaction(async (tx) => {
        await claimSmsCode(tx, smsId);
        // A rejected application may be sent again; a pending or approved one (perhaps written by a
        // concurrent request since the check above) is never overwritten, and the code stays unused.
        if (!(await q.writeApplication(tx, request.uid, f, ctx.now())))
          throw new Refusal(trainingMsg.alreadyApplied);
      });
      return ok();
    });
  });

  app.get('/api/training/comment/list', async (request) => {
    const videoId = valid(
      id,
      (request.query as { trainingVideoId?: unknown }).trainingVideoId,
      msg.validation.badRequest,
    );
    return okRows(await q.comments(ctx.db, videoId));
  });

  app.post('/api/training/comment', auth, async (request) => {
    const body = valid(commentBody, request.body);
    if (!(await q.examVideo(ctx.db, body.trainingVideoId))) return fail(trainingMsg.videoNotFound);
    await q.addComment(ctx.db, request.uid, body.trainingVideoId, body.text, formatChinaTime(ctx.now()));
    return ok();
  });

  /** A like counts once per user; answers the new count. */
  app.post('/api/training/video/count/plus', auth, async (request) => {
    const videoId = valid(id, (request.body as { id?: unknown } | null)?.id, msg.validation.badRequest);
    const liked = await ctx.db.transaction((tx) => q.like(tx, request.uid, videoId));
    return liked ? ok(liked) : fail(trainingMsg.videoNotFound);
  });

  app.post('/api/training/watch_video/record', auth, async (request) => {
    const b = valid(watchRecordBody, request.body);
    if (!(await q.examVideo(ctx.db, b.trainingVideoId))) return fail(trainingMsg.videoNotFound);
    // Only an approved trainee has the address, so only their watching counts towards the exam.
    if (!(await q.approvedFor(ctx.db, request.uid, b.trainingVideoId)))
      return fail(trainingMsg.videoNeedsApproval);
    await q.saveWatchRecord(ctx.db, request.uid, b);
    return ok();
  });

  app.get('/api/training/watch_video/record/info', auth, async (request) => {
    const query = request.query as { trainingVideoId?: unknown; videoId?: unknown };
    const videoId = valid(id, query.trainingVideoId ?? query.videoId, msg.validation.badRequest);
    return ok(await q.watchRecord(ctx.db, request.uid, videoId));
  });

  app.get('/api/training/exam/record/last', auth, async (request) => {
    const videoId = valid(
      id,
      (request.query as { trainingVideoId?: unknown }).trainingVideoId,
      msg.validation.badRequest,
    );
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      await lockExam(tx, request.uid, videoId);
      const video = await q.examVideo(tx, videoId);
      if (!video) return fail(trainingMsg.videoNotFound);
      await finaliseExpired(tx, request.uid, video, now);
      const row = await lastAttempt(tx, request.uid, video.id);
      return ok(row ? await attemptView(tx, request.uid, video, row, now) : null);
    });
  });

  app.post('/api/training/exam/record', auth, async (request) => {
    const b = valid(examRecordBody, request.body);
    const now = ctx.now();
    return refusing(() =>
      ctx.db.transaction(async (tx) => {
        await lockExam(tx, request.uid, b.trainingVideoId);
        const video = await q.examVideo(tx, b.trainingVideoId);
        if (!video) throw new Refusal(trainingMsg.videoNotFound);
        if (parsePaper(video.examJson).length === 0) throw new Refusal(trainingMsg.examNoPaper);
        // 001 §4: the exam needs an approved enrolment and the video watched to completion (start, draft, submit).
        if (!(await q.approvedFor(tx, request.uid, video.id)))
          throw new Refusal(trainingMsg.examNeedsApproval);
        if (!(await q.watchedToEnd(tx, request.uid, video.id))) throw new Refusal(trainingMsg.examLocked);
        const row = await recordExam(tx, request.uid, video, b, now);
        return ok(await attemptView(tx, request.uid, video, row, now));
      }),
    );
  });
}

/** The training area and its demo courses. */
export const trainingArea = defineArea({
  name: 'training',
  routes: trainingRoutes,
  seed: [trainingSeed],
  // Its applications and watch records are users'.
  after: ['account'],
});
