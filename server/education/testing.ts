import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSession } from '../account/sessions';
import { createNewUser } from '../account/users';
import type { AppContext } from '../context';
import { fail, ok } from '../http/reply';
import { parse } from '../http/validate';

const userBody = z
  .object({ availableScore: z.coerce.number().int().min(0).max(1_000_000).default(0) })
  .default({
    availableScore: 0,
  });

/**
 * Test-only endpoints of the education area (registered only when NODE_ENV !== 'production'):
 * POST /api/__test/education/user {availableScore?} → a fresh user with that many available points
 * (and as many total points) and a session token, so each test has its own points and records.
 */
export function educationTestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/__test/education/user', async (request) => {
    const p = parse(userBody, request.body ?? {});
    if (!p.ok) return fail(p.msg);
    const uid = await createNewUser(ctx);
    await ctx.db.query('UPDATE users SET available_score = $2, score = $2 WHERE uid = $1', [
      uid,
      p.data.availableScore,
    ]);
    return ok({ uid, token: await createSession(ctx, uid) });
  });
}
