import type { FastifyInstance } from 'fastify';
import { makeUpSchema, recordTalkSchema, roomIdSchema } from '../../src/schemas/liveRoom';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { fail, ok } from '../http/reply';
import { blankMissing, parse } from '../http/validate';
import { chatLimiter } from './rateLimit';
import { findRoom, needsMakeUp, recordTalk, saveMakeUp } from './talks';
import { genUserSig } from './userSig';

const t = msg.liveRoom;

/** Tencent Chat settings of the server (userSign); unset = a local signing key. */
const timConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  sdkAppId: Number(env.TIM_SDK_APP_ID ?? env.VITE_TIM_SDK_APP_ID ?? 0) || 0,
  secretKey: env.TIM_SECRET_KEY ?? 'reference-server-local-key',
});

/** The liveRoom calls of the spec (001 §7 Live room; registered by app.ts). */
export function liveRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = requireUser(ctx);
  const tim = timConfig();

  // Static paths first: Fastify prefers them over /:roomId anyway, but keep the order readable.
  app.get('/api/liveRoom/userSign', { preHandler: auth }, async (request) => {
    // The signature is always the caller's own: a userId of someone else is not signed.
    const q = request.query as { userId?: unknown };
    if (q.userId !== undefined && String(q.userId) !== String(request.uid)) return fail(t.signFailed);
    return {
      code: 200,
      msg: genUserSig(tim.sdkAppId, tim.secretKey, String(request.uid), Math.floor(ctx.now() / 1000)),
    };
  });

  app.get('/api/liveRoom/needMakeUp', { preHandler: auth }, async (request) => {
    const q = request.query as { roomId?: unknown };
    const room = q.roomId === undefined ? null : roomIdSchema.safeParse(q.roomId);
    const roomId = room?.success ? room.data : null;
    return ok((await needsMakeUp(ctx.db, request.uid, roomId)) ? '1' : '0');
  });

  app.post('/api/liveRoom/makeUpUser', { preHandler: auth }, async (request) => {
    const form = parse(makeUpSchema, blankMissing(request.body, ['realName', 'hospital', 'phone']));
    if (!form.ok) return fail(form.msg);
    await saveMakeUp(ctx.db, request.uid, form.data, ctx.now());
    return ok();
  });

  app.post('/api/liveRoom/recordTalk', { preHandler: auth }, async (request) => {
    const body = parse(recordTalkSchema, blankMissing(request.body, ['content']));
    if (!body.ok) return fail(body.msg);
    const room = await findRoom(ctx.db, body.data.roomId);
    if (!room) return fail(t.chatRoomUnknown);
    // The chat's rate limit, shared with the socket (a retry of a recorded client id spends nothing).
    const rec = await recordTalk(ctx.db, {
      roomId: room.id,
      uid: request.uid,
      clientId: body.data.id ?? null,
      content: body.data.content,
      at: ctx.now(),
      beforeInsert: () => chatLimiter(ctx).take(request.uid).ok,
    });
    return rec === 'limited' ? fail(t.chatRateLimited) : ok();
  });

  app.get('/api/liveRoom/:roomId', async (request) => {
    const id = roomIdSchema.safeParse((request.params as { roomId: string }).roomId);
    const room = id.success ? await findRoom(ctx.db, id.data) : null;
    if (!room) return fail(t.dataError);
    const { hasPassword, requireMakeUp, ...pub } = room;
    return ok({ ...pub, hasPass: hasPassword ? '0' : '1', needMakeUp: requireMakeUp ? '1' : '0' });
  });
}
