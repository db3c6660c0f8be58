import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { msg } from '../../src/text/messages';
import { peekCaptcha } from '../account/captcha';
import { createSession } from '../account/sessions';
import { latestSmsCode, resetSmsLimit } from '../account/sms';
import { createNewUser, findUser } from '../account/users';
import { record } from '../points/ledger';
import type { AppContext } from '../context';
import { fail, ok } from '../http/reply';
import { valid } from '../http/validate';
import { isProduction } from '../config';
import { movableClock, type MovableClock } from './clock';
import { setSessionsOpen } from '../popsic/queries';
import { CAMPAIGN_IDS, CAMPAIGN_STATUSES } from '../../domain/campaigns';
import { insertSeedEntry } from '../seed/campaigns';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const query = (request: { query: unknown }) => request.query as Record<string, unknown>;
const positiveInt = z.coerce.number().int().positive().max(2_147_483_647);
const advanceMs = z
  .string()
  .regex(/^\d{1,8}$/)
  .transform(Number)
  .pipe(z.number().max(86_400_000));

/** A fresh user and a session token, so tests that change state do not share it. */
async function freshUser(ctx: AppContext) {
  const uid = await createNewUser(ctx);
  const user = await findUser(ctx.db, uid);
  return { uid, nickName: user?.nickName ?? '', token: await createSession(ctx, uid) };
}

/** POST /api/__test/campaign/user: a campaign and the status its entry lands on (null: none). */
const campaignUser = z.object({
  campaign: z.enum(CAMPAIGN_IDS),
  status: z.union([z.null(), z.literal(CAMPAIGN_STATUSES)]),
  /** Status 2 only: false gives a registration without a work (3 and 0 always have one, 1 never). */
  work: z.boolean().optional(),
});
let campaignUsers = 0;

const educationUser = z
  .object({ availableScore: z.coerce.number().int().min(0).max(1_000_000).default(0) })
  .default({ availableScore: 0 });

/**
 * The context the app's routes get: as given, unless the test-only switch is on (TEST_ROUTES=1, refused
 * together with production), when its clock becomes a movable one (./clock.ts) and the test-only
 * endpoints below are declared with it. Call it before any route reads `ctx.now`.
 */
export function withTestRoutes(app: FastifyInstance, ctx: AppContext): AppContext {
  if (!ctx.config.testRoutes || isProduction(ctx.config)) return ctx;
  const clock = movableClock(ctx.now);
  const moved = { ...ctx, now: clock.now };
  // Declared once the plugins have loaded, like every route (server/app.ts).
  app.after(() => testRoutes(app, moved, clock));
  return moved;
}

/**
 * Every test-only endpoint (`/api/__test/*`), in this one module. They read what a person would read from
 * a phone or an image (SMS codes, captcha answers) or set up fresh users, so end-to-end tests go through
 * the real flows. Registered only when `config.testRoutes` is on: the `TEST_ROUTES=1` switch that only the
 * test runners set, refused together with NODE_ENV=production (server/config.ts); `npm start` clears it.
 */
export function testRoutes(app: FastifyInstance, ctx: AppContext, clock: MovableClock) {
  // ── clock ──
  /**
   * Moves the server clock `advanceMs` forward (at most a day a call), so a test drives a server-owned
   * deadline (the timed exam's) on Playwright's page clock instead of waiting for it. Answers the offset
   * in force and the server time; DELETE puts the clock back.
   */
  app.post('/api/__test/clock', async (request) => {
    const ms = valid(advanceMs, query(request).advanceMs, msg.validation.badRequest);
    return ok({ offsetMs: clock.advance(ms), now: ctx.now() });
  });
  app.delete('/api/__test/clock', async () => {
    clock.reset();
    return ok({ offsetMs: 0, now: ctx.now() });
  });

  // ── account ──
  /** The latest SMS code sent to a phone. */
  app.get('/api/__test/sms', async (request) => {
    const code = await latestSmsCode(ctx, str(query(request).phone));
    return code ? ok({ code }) : fail(msg.validation.notFound);
  });

  /** The answer of a pending graphic captcha (reading it does not consume it). */
  app.get('/api/__test/captcha', async (request) => {
    const answer = await peekCaptcha(ctx, str(query(request).uuid));
    return answer ? ok({ answer }) : fail(msg.validation.notFound);
  });

  /** Lifts the 60 s SMS limit of a phone. */
  app.post('/api/__test/reset-sms-limit', async (request) => {
    await resetSmsLimit(ctx, str(query(request).phone));
    return ok();
  });

  /** A token for a user without going through the QR flow. */
  app.post('/api/__test/session', async (request) => {
    const uid = positiveInt.safeParse(query(request).uid);
    if (!uid.success || !(await findUser(ctx.db, uid.data))) return fail(msg.validation.notFound);
    return ok({ token: await createSession(ctx, uid.data) });
  });

  // ── works contest ──
  /** Opens (`state=open`) or ends (`state=ended`) the submission session: session/get then answers 60016. */
  app.post('/api/__test/popsic/session', async (request) => {
    const state = str(query(request).state);
    if (state !== 'open' && state !== 'ended') return fail(msg.validation.badRequest);
    await setSessionsOpen(ctx.db, state === 'open', ctx.now());
    return ok();
  });

  // ── fresh users per area ──
  /** Live room and live discussion: a fresh user with a session. */
  app.post('/api/__test/liveRoom/user', async () => ok(await freshUser(ctx)));
  app.post('/api/__test/liveDiscussion/user', async () => ok(await freshUser(ctx)));

  /** Education: a fresh user with `availableScore` available (and total) points. */
  app.post('/api/__test/education/user', async (request) => {
    const { availableScore } = valid(educationUser, request.body ?? {});
    const u = await freshUser(ctx);
    // Through the ledger, like every change of points (a grant of 0 records nothing).
    if (availableScore > 0)
      await record(
        ctx.db,
        u.uid,
        {
          ref: 'test-grant',
          srcModuleDesc: '测试',
          detailActionDesc: '测试积分',
          score: availableScore,
        },
        ctx.now(),
      );
    return ok({ uid: u.uid, token: u.token });
  });

  /**
   * Contribution campaigns: a fresh user whose entry in `campaign` is at `status` (none for null), with
   * a complete work of generated media (server/seed/campaigns.ts) for 3, 0 and 2 (for 2 not with
   * `work: false`: a qc team opened but without a draft yet), so an end-to-end test lands on each step.
   */
  app.post('/api/__test/campaign/user', async (request) => {
    const { campaign, status, work } = valid(campaignUser, request.body ?? {});
    const u = await freshUser(ctx);
    if (status !== null)
      await insertSeedEntry(ctx.db, {
        campaign,
        uid: u.uid,
        status,
        i: campaignUsers++,
        at: ctx.now(),
        withWork: status !== 1 && (status !== 2 || work !== false),
      });
    return ok({ uid: u.uid, token: u.token });
  });

  /** Training: a user approved in every group who has watched every video to the end (`watched=0`: none). */
  app.post('/api/__test/training/user', async (request) => {
    const watched = query(request).watched !== '0';
    const u = await freshUser(ctx);
    await ctx.db.query(
      `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, created_at)
       SELECT $1, dict_value, '测试学员', '', '测试医院', 1, $2 FROM training_groups`,
      [u.uid, new Date(ctx.now())],
    );
    await ctx.db.query(
      `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
       SELECT $1, id, 30, 30, 1 FROM training_videos WHERE $2`,
      [u.uid, watched],
    );
    return ok({ uid: u.uid, token: u.token });
  });

  /** A training video whose paper has `questions` single-choice questions (the exam benchmark's paper). */
  app.post('/api/__test/training/video', async (request) => {
    const n = Math.min(500, Math.max(1, Number(query(request).questions) || 100));
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

  /** What the server holds of a user's attempts at a training video (to check drafts reached it). */
  app.get('/api/__test/training/attempts', async (request) => {
    const uid = valid(positiveInt, query(request).uid, msg.validation.badRequest);
    const videoId = valid(positiveInt, query(request).videoId, msg.validation.badRequest);
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
