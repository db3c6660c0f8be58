import { NO_PASSWORD } from '../../domain/livePassword';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DAY_MS, parseChinaTime } from '../../domain/chinaTime';
import { idSchema } from '../../src/schemas/primitives';
import {
  consultationSchema,
  CONSULTATION_PER_DAY,
  CONSULTATION_PER_MINUTE,
  LIVE_LIST_MAX_PAGE_SIZE,
  LIVE_LIST_PAGE_SIZE,
  meetingLinkAllowed,
} from '../../src/schemas/liveDiscussion';
import { liveDiscussionMsg } from '../../src/text/liveDiscussion';
import type { AppContext } from '../context';
import { passwordAttempts } from '../http/attempts';
import { requireUser } from '../http/auth';
import { fail, ok } from '../http/reply';
import { valid } from '../http/validate';
import { coverSvg } from '../media/svg';
import { meetingPage } from './meetingPage';
import * as q from './queries';
import { defineArea } from '../area';
import { liveDiscussionSeed } from '../seed/liveDiscussion';

const t = liveDiscussionMsg;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIVE_LIST_MAX_PAGE_SIZE).default(LIVE_LIST_PAGE_SIZE),
});

/** Wrong meeting passwords allowed per client and session within the window, before a pause. */
export const PASSWORD_ATTEMPTS = 10;
export const PASSWORD_WINDOW_MS = 10 * 60_000;
const MINUTE_MS = 60_000;

/** 000 §7.3: the live discussion page's calls, plus the demo meeting page the seeded links open. */
export function liveDiscussionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const attempts = passwordAttempts(ctx.now, PASSWORD_ATTEMPTS, PASSWORD_WINDOW_MS);
  const allowed = (link: string) => meetingLinkAllowed(link, ctx.config.meetingHosts);

  /**
   * One page of sessions. A meeting address travels only when anyone may open it: never for a session
   * with a password (verifyPass answers it), never when its host is not on MEETING_HOSTS.
   */
  app.get('/api/live/indexList', async (request) => {
    const page = valid(pageQuery, request.query ?? {});
    const { rows, total } = await q.listSessions(ctx.db, new Date(ctx.now()), page);
    const open = (row: q.LiveSessionRow, link: string) =>
      row.hasPass === NO_PASSWORD && allowed(link) ? link : '';
    return {
      ...ok(rows.map((r) => ({ ...r, link: open(r, r.link), mdtLink: open(r, r.mdtLink) }))),
      total,
    };
  });

  /**
   * Answers code 200 and the meeting address when the password opens the session; otherwise the reason
   * as `msg`. Wrong passwords count per client and canonical session id ('02' is 2; '2.0' and '0x2' are
   * no ids at all).
   */
  app.post('/api/live/verifyPass/:id/:password', async (request) => {
    const { id, password } = request.params as { id: string; password: string };
    const sid = idSchema.safeParse(id);
    const session = sid.success ? await q.sessionSecret(ctx.db, sid.data, new Date(ctx.now())) : null;
    if (!sid.success || !session) return fail(t.sessionNotFound);
    if (session.ended) return fail(t.sessionEnded);
    if (session.password !== null) {
      const key = `${request.ip}:${sid.data}`;
      if (attempts.blocked(key)) return fail(t.tooManyAttempts);
      if (session.password !== password) {
        attempts.failed(key);
        return fail(t.passwordWrong);
      }
      attempts.clear(key);
    }
    if (!allowed(session.link)) return fail(t.meetingUnavailable);
    return ok({ link: session.link, mdtLink: allowed(session.mdtLink) ? session.mdtLink : '' });
  });

  /** Needs a logged-in user: the application carries patient data (docs/decisions.md). */
  app.post('/api/live/applyConsultation', { preHandler: requireUser(ctx) }, async (request) => {
    const now = ctx.now();
    const f = valid(consultationSchema(now), request.body);
    if (!allowed(f.link)) return fail(t.linkHostNotAllowed);
    return ctx.db.transaction(async (tx) => {
      // At most CONSULTATION_PER_MINUTE a minute and CONSULTATION_PER_DAY in 24 hours per user.
      await q.lockPublisher(tx, request.uid);
      if ((await q.consultationsSince(tx, request.uid, new Date(now - MINUTE_MS))) >= CONSULTATION_PER_MINUTE)
        return fail(t.applyTooFast(CONSULTATION_PER_MINUTE));
      if ((await q.consultationsSince(tx, request.uid, new Date(now - DAY_MS))) >= CONSULTATION_PER_DAY)
        return fail(t.applyDailyLimit(CONSULTATION_PER_DAY));
      await q.insertConsultation(tx, {
        uid: request.uid,
        title: f.title,
        userName: f.userName,
        link: f.link,
        start: new Date(parseChinaTime(f.startTime)!),
        end: new Date(parseChinaTime(f.endTime)!),
        clinicalDiagnosis: f.clinicalDiagnosis,
        patientId: f.patientId,
        consultationPurpose: f.consultationPurpose,
        password: f.password === '' ? null : f.password,
        now: new Date(now),
      });
      return ok();
    });
  });

  /**
   * Covers of the seeded sessions, generated like the other media fixtures: the session whose image is
   * this address gives the title (read from the table, so no route imports seed data).
   */
  app.get('/api/live/__cover/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const title = /^\d{1,9}\.svg$/.test(file)
      ? await q.titleOfCover(ctx.db, `/api/live/__cover/${file}`)
      : null;
    if (title === null) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(coverSvg(title, t.coverLabel));
  });

  // The demo's stand-in for a meeting service (the seeded sessions' links point here): demo-only, so behind
  // the same switch as the demo login (DEMO_LOGIN; on by default outside production, off in production).
  if (ctx.config.demoLogin) {
    app.get('/api/live/__meeting', async (request, reply) => {
      const query = request.query as { room?: unknown; userName?: unknown };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(meetingPage(text(query.room, 64), text(query.userName, 64)));
    });
  }
}

/** The live discussions and their demo meetings. */
export const liveDiscussionArea = defineArea({
  name: 'liveDiscussion',
  routes: liveDiscussionRoutes,
  seed: [liveDiscussionSeed],
});
