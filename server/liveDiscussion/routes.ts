import type { FastifyInstance } from 'fastify';
import { consultationSchema, parseCst } from '../../src/schemas/liveDiscussion';
import { idSchema } from '../../src/schemas/primitives';
import { msg } from '../../src/text/messages';
import { createNewUser } from '../account/users';
import { createSession } from '../account/sessions';
import { isProduction } from '../config';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { fail, ok } from '../http/reply';
import { parse } from '../http/validate';
import { coverSvg } from '../media/svg';
import { seedLiveSessions } from '../seed/liveDiscussion';
import { meetingPage } from './meetingPage';
import * as q from './queries';

const t = msg.liveDiscussion;
const idParam = idSchema;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** Wrong meeting passwords allowed per client and session within the window, before a pause. */
export const PASSWORD_ATTEMPTS = 10;
export const PASSWORD_WINDOW_MS = 10 * 60_000;

/** Counts wrong passwords per (client address, session) so a password cannot be guessed by brute force. */
function passwordAttempts(now: () => number) {
  const seen = new Map<string, { count: number; since: number }>();
  const current = (key: string) => {
    const entry = seen.get(key);
    if (entry && now() - entry.since >= PASSWORD_WINDOW_MS) {
      seen.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blocked: (key: string) => (current(key)?.count ?? 0) >= PASSWORD_ATTEMPTS,
    failed: (key: string) => {
      const entry = current(key);
      if (entry) entry.count += 1;
      else seen.set(key, { count: 1, since: now() });
    },
    clear: (key: string) => void seen.delete(key),
  };
}

/** 000 §7.3: the live discussion page's calls, plus the demo meeting page the seeded links open. */
export function liveDiscussionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const attempts = passwordAttempts(ctx.now);
  app.get('/api/live/indexList', async () => ok(await q.listSessions(ctx.db, new Date(ctx.now()))));

  /** Answers code 200 when the password opens the session; otherwise the reason as `msg`. */
  app.post('/api/live/verifyPass/:id/:password', async (request) => {
    const { id, password } = request.params as { id: string; password: string };
    const sid = idParam.safeParse(id);
    const session = sid.success ? await q.sessionSecret(ctx.db, sid.data, new Date(ctx.now())) : null;
    if (!session) return fail(t.sessionNotFound);
    if (session.ended) return fail(t.sessionEnded);
    if (session.password === null) return ok();
    const key = `${request.ip}:${id}`;
    if (attempts.blocked(key)) return fail(t.tooManyAttempts);
    if (session.password !== password) {
      attempts.failed(key);
      return fail(t.passwordWrong);
    }
    attempts.clear(key);
    return ok();
  });

  /** Needs a logged-in user: the application carries patient data (docs/decisions.md). */
  app.post('/api/live/applyConsultation', { preHandler: requireUser(ctx) }, async (request) => {
    const now = ctx.now();
    const p = parse(consultationSchema(now), request.body);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    await ctx.db.transaction((tx) =>
      q.insertConsultation(tx, {
        uid: request.uid,
        title: f.title,
        userName: f.userName,
        link: f.link,
        start: new Date(parseCst(f.startTime)!),
        end: new Date(parseCst(f.endTime)!),
        clinicalDiagnosis: f.clinicalDiagnosis,
        patientId: f.patientId,
        consultationPurpose: f.consultationPurpose,
        password: f.password === '' ? null : f.password,
        now: new Date(now),
      }),
    );
    return ok();
  });

  /** Covers of the seeded sessions, generated like the other media fixtures. */
  app.get('/api/live/__cover/:file', async (request, reply) => {
    const m = /^(\d+)\.svg$/.exec((request.params as { file: string }).file);
    const session = m ? seedLiveSessions[Number(m[1]) - 1] : undefined;
    if (!session) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(coverSvg(session.title, t.coverLabel));
  });

  app.get('/api/live/__meeting', async (request, reply) => {
    const query = request.query as { room?: unknown; userName?: unknown };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(meetingPage(text(query.room, 64), text(query.userName, 64)));
  });

  if (!isProduction(ctx.config)) {
    /** Test-only: a fresh user and a token, for tests that change state (an application). */
    app.post('/api/__test/liveDiscussion/user', async () => {
      const uid = await createNewUser(ctx);
      return ok({ uid, token: await createSession(ctx, uid) });
    });
  }
}
