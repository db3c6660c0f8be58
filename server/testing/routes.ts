import type { FastifyInstance } from 'fastify';
import { msg } from '../../src/text/messages';
import { peekCaptcha } from '../account/captcha';
import { createSession } from '../account/sessions';
import { latestSmsCode, resetSmsLimit } from '../account/sms';
import { findUser } from '../account/users';
import type { AppContext } from '../context';
import { fail, ok } from '../http/reply';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Test-only endpoints (registered only when NODE_ENV !== 'production'): they read what a person would
 * read from a phone or an image, so end-to-end tests can go through the real flows.
 */
export function testRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The latest SMS code sent to a phone. */
  app.get('/api/__test/sms', async (request) => {
    const code = await latestSmsCode(ctx, str((request.query as { phone?: unknown }).phone));
    return code ? ok({ code }) : fail(msg.validation.notFound);
  });

  /** The answer of a pending graphic captcha (reading it does not consume it). */
  app.get('/api/__test/captcha', async (request) => {
    const answer = await peekCaptcha(ctx, str((request.query as { uuid?: unknown }).uuid));
    return answer ? ok({ answer }) : fail(msg.validation.notFound);
  });

  /** Lifts the 60 s SMS limit of a phone. */
  app.post('/api/__test/reset-sms-limit', async (request) => {
    await resetSmsLimit(ctx, str((request.query as { phone?: unknown }).phone));
    return ok();
  });

  /** A token for a user without going through the QR flow. */
  app.post('/api/__test/session', async (request) => {
    const uid = Number((request.query as { uid?: unknown }).uid);
    if (!Number.isInteger(uid) || !(await findUser(ctx.db, uid))) return fail(msg.validation.notFound);
    return ok({ token: await createSession(ctx, uid) });
  });
}
