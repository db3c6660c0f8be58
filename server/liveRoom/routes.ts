import type { FastifyInstance } from 'fastify';
import { CODE_NOT_FOUND } from '../../src/schemas/common';
import { idSchema } from '../../src/schemas/primitives';
import { makeUpSchema, recordTalkSchema, roomIdSchema, roomPassBody } from '../../src/schemas/liveRoom';
import { liveDiscussionMsg } from '../../src/text/liveDiscussion';
import { liveRoomMsg } from '../../src/text/liveRoom';
import type { AppContext } from '../context';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okMsg } from '../http/reply';
import { blankMissing, valid } from '../http/validate';
import { passwordAttempts } from '../http/attempts';
import { grant, hasGrant, mayEnter, roomPassword } from './grants';
import { chatLimiter, retrySeconds } from './rateLimit';
import { findRoom, needsMakeUp, recordTalk, saveMakeUp } from './talks';
import { genUserSig } from './userSig';
import { defineArea } from '../area';
import { liveCardSeed } from '../seed/home';
import { liveRoomSeed } from '../seed/liveRoom';

const t = liveRoomMsg;

/** Wrong room passwords allowed per user and room within the window, before a pause (as verifyPass). */
export const ROOM_PASSWORD_ATTEMPTS = 10;
export const ROOM_PASSWORD_WINDOW_MS = 10 * 60_000;

/** Tencent Chat settings of the server (userSign); unset = a local signing key. */
const timConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  sdkAppId: Number(env.TIM_SDK_APP_ID ?? env.VITE_TIM_SDK_APP_ID ?? 0) || 0,
  secretKey: env.TIM_SECRET_KEY ?? 'reference-server-local-key',
});

/** The liveRoom calls of the spec (001 §7 Live room; registered by app.ts). */
export function liveRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = requireUser(ctx);
  const tim = timConfig();
  const attempts = passwordAttempts(ctx.now, ROOM_PASSWORD_ATTEMPTS, ROOM_PASSWORD_WINDOW_MS);

  // Static paths first: Fastify prefers them over /:roomId anyway, but keep the order readable.
  app.get('/api/liveRoom/userSign', { preHandler: auth }, async (request) => {
    // The signature is always the caller's own: a userId of someone else is not signed.
    const q = request.query as { userId?: unknown };
    if (q.userId !== undefined && String(q.userId) !== String(request.uid)) return fail(t.signFailed);
    return okMsg(genUserSig(tim.sdkAppId, tim.secretKey, String(request.uid), Math.floor(ctx.now() / 1000)));
  });

  app.get('/api/liveRoom/needMakeUp', { preHandler: auth }, async (request) => {
    const q = request.query as { roomId?: unknown };
    const room = q.roomId === undefined ? null : roomIdSchema.safeParse(q.roomId);
    const roomId = room?.success ? room.data : null;
    return ok((await needsMakeUp(ctx.db, request.uid, roomId)) ? '1' : '0');
  });

  app.post('/api/liveRoom/makeUpUser', { preHandler: auth }, async (request) => {
    const form = valid(makeUpSchema, blankMissing(request.body, ['realName', 'hospital', 'phone']));
    await saveMakeUp(ctx.db, request.uid, form, ctx.now());
    return ok();
  });

  app.post('/api/liveRoom/recordTalk', { preHandler: auth }, async (request) => {
    const body = valid(recordTalkSchema, blankMissing(request.body, ['content']));
    const room = await findRoom(ctx.db, body.roomId);
    if (!room) return fail(t.roomNotFound);
    if (!(await mayEnter(ctx.db, request.uid, room))) return fail(t.passwordToWatch);
    // The chat's rate limit, shared with the socket (a retry of a recorded client id spends nothing).
    let retryInMs = 1000;
    const rec = await recordTalk(ctx.db, {
      roomId: room.id,
      uid: request.uid,
      clientId: body.id ?? null,
      content: body.content,
      at: ctx.now(),
      beforeInsert: () => {
        const verdict = chatLimiter(ctx).take(request.uid);
        if (!verdict.ok) retryInMs = verdict.retryInMs;
        return verdict.ok;
      },
    });
    return rec === 'limited' ? fail(t.chatRateLimited(retrySeconds(retryInMs))) : ok();
  });

  /**
   * A room's password, verified for the logged-in user; the grant is kept per user and room, and the
   * answer carries the stream address (docs/decisions/0013).
   */
  app.post('/api/liveRoom/verifyPass', { preHandler: auth }, async (request) => {
    const { roomId, password } = valid(roomPassBody, blankMissing(request.body, ['password']));
    const expected = await roomPassword(ctx.db, roomId);
    const room = expected === undefined ? null : await findRoom(ctx.db, roomId);
    if (!room) return fail(t.roomNotFound);
    if (expected !== null) {
      const key = `${request.uid}:${roomId}`;
      if (attempts.blocked(key)) return fail(liveDiscussionMsg.tooManyAttempts);
      if (expected !== password) {
        attempts.failed(key);
        return fail(liveDiscussionMsg.passwordWrong);
      }
      attempts.clear(key);
      await grant(ctx.db, request.uid, roomId, ctx.now());
    }
    return ok({ pullUrl: room.pullUrl });
  });

  /**
   * The room; the stream address only when it has no password or this user entered it. A room that
   * does not exist (or an id that names none) answers code 404 直播间不存在: the page says so instead
   * of 数据错误, which stays for real failures (docs/decisions/0021).
   */
  app.get('/api/liveRoom/:roomId', async (request) => {
    const id = idSchema.safeParse((request.params as { roomId: string }).roomId);
    const room = id.success ? await findRoom(ctx.db, id.data) : null;
    if (!room) return fail(t.roomNotFound, CODE_NOT_FOUND);
    const { hasPassword, requireMakeUp, ...pub } = room;
    const uid = hasPassword ? await optionalUid(ctx, request) : null;
    const verified = !hasPassword || (uid !== null && (await hasGrant(ctx.db, uid, room.id)));
    return ok({
      ...pub,
      pullUrl: verified ? pub.pullUrl : '',
      hasPass: hasPassword ? '0' : '1',
      passVerified: verified ? '1' : '0',
      needMakeUp: requireMakeUp ? '1' : '0',
    });
  });
}

/** The live rooms, their demo rooms, and the home's live card pointed at the first of them. */
export const liveRoomArea = defineArea({
  name: 'liveRoom',
  routes: liveRoomRoutes,
  seed: [liveRoomSeed, liveCardSeed],
});
