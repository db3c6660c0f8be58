import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { chatSendSchema, roomIdSchema, type ChatMessage } from '../../src/schemas/liveRoom';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { findSessionUid } from '../account/sessions';
import { findUser } from '../account/users';
import { firstMessage } from '../http/validate';
import { findRoom, recordTalk, talksSince } from './talks';

const t = msg.liveRoom;

/**
 * Per-user rate limit: a token bucket of 5 messages, refilled at 1 message per second. A person can
 * fire a short burst (5 quick lines) but not more than ~60 messages a minute, whatever number of tabs
 * or sockets they use (the bucket is per user id, per server process).
 */
export const RATE_BURST = 5;
export const RATE_PER_SECOND = 1;
/** At most this many messages are replayed to a client catching up after a reconnect. */
export const CATCH_UP_LIMIT = 500;
/** A first join shows this many of the latest messages. */
export const HISTORY_ON_JOIN = 50;

/** Socket.io event names of the chat protocol (client and server). */
export const CHAT_EVENTS = {
  join: 'chat.join',
  send: 'chat.send',
  message: 'chat.message',
  viewers: 'chat.viewers',
} as const;

export type JoinAck = { ok: true; viewers: number; missed: ChatMessage[] } | { ok: false; msg: string };
export type SendAck = { ok: true; message: ChatMessage } | { ok: false; msg: string };

interface SocketData {
  uid: number | null;
  roomId: number | null;
}

export interface ChatServerOptions {
  /** Overrides of the rate limit (tests, benchmarks). */
  rateBurst?: number;
  ratePerSecond?: number;
  /** socket.io's connection-state recovery window. */
  recoveryMs?: number;
  /** When set, rooms and broadcasts span every process on this Redis (the socket.io Redis adapter). */
  redisUrl?: string | null;
  log?: { info(m: string): void; warn(m: string): void };
}

export interface ChatServer {
  io: Server;
  close(): Promise<void>;
}

const roomKey = (roomId: number) => `live:${roomId}`;

/**
 * The live chat on the same HTTP server and port as the API (`/socket.io/`). Anyone may join a room
 * and read; sending needs a session token (handshake `auth.token`). Messages carry the sender's
 * client id: a retry or a resend after a reconnect is recorded and broadcast once.
 */
export async function attachChat(
  httpServer: HttpServer,
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  opts: ChatServerOptions = {},
): Promise<ChatServer> {
  const burst = opts.rateBurst ?? RATE_BURST;
  const perSecond = opts.ratePerSecond ?? RATE_PER_SECOND;
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    httpServer,
    {
      serveClient: false,
      connectionStateRecovery: {
        maxDisconnectionDuration: opts.recoveryMs ?? 2 * 60_000,
        skipMiddlewares: true,
      },
    },
  );

  let closeRedis: (() => Promise<void>) | null = null;
  if (opts.redisUrl) {
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closeRedis = async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
    opts.log?.info(`chat: Redis adapter on ${opts.redisUrl}`);
  }

  const ctxLike = ctx as AppContext;
  const buckets = new Map<number, { tokens: number; at: number }>();
  const take = (uid: number): boolean => {
    const now = ctx.now();
    const b = buckets.get(uid) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    buckets.set(uid, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };

  const broadcastViewers = async (roomId: number) => {
    const sockets = await io.in(roomKey(roomId)).fetchSockets();
    io.to(roomKey(roomId)).emit(CHAT_EVENTS.viewers, { roomId: String(roomId), count: sockets.length });
  };

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    socket.data.uid = typeof token === 'string' && token ? await findSessionUid(ctxLike, token) : null;
    socket.data.roomId = null;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    if (socket.recovered && data.roomId !== null) void broadcastViewers(data.roomId);

    socket.on(CHAT_EVENTS.join, async (raw: unknown, ack?: (a: JoinAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const input = raw as { roomId?: unknown; sinceSeq?: unknown } | null;
      const id = roomIdSchema.safeParse(input?.roomId);
      const room = id.success ? await findRoom(ctx.db, id.data) : null;
      if (!room) return reply({ ok: false, msg: t.chatRoomUnknown });
      if (data.roomId !== null && data.roomId !== room.id) {
        const previous = data.roomId;
        await socket.leave(roomKey(previous));
        void broadcastViewers(previous);
      }
      data.roomId = room.id;
      await socket.join(roomKey(room.id));
      const since = Number(input?.sinceSeq);
      // A first join (no seq seen yet) gets the latest messages; a rejoin gets what was recorded since the
      // last message this client saw (e.g. across a server restart, where socket.io's in-memory recovery
      // cannot help).
      const missed =
        Number.isFinite(since) && since >= 0
          ? await talksSince(ctx.db, room.id, since, CATCH_UP_LIMIT)
          : await talksSince(ctx.db, room.id, 0, HISTORY_ON_JOIN);
      const sockets = await io.in(roomKey(room.id)).fetchSockets();
      reply({ ok: true, viewers: sockets.length, missed });
      void broadcastViewers(room.id);
    });

    socket.on(CHAT_EVENTS.send, async (raw: unknown, ack?: (a: SendAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        if (data.uid === null) return reply({ ok: false, msg: msg.liveRoom.placeholderLoggedOut });
        const parsed = chatSendSchema.safeParse(raw);
        if (!parsed.success) return reply({ ok: false, msg: firstMessage(parsed.error) });
        const room = await findRoom(ctx.db, parsed.data.roomId);
        if (!room) return reply({ ok: false, msg: t.chatRoomUnknown });
        // A retry of a message already recorded is answered without spending the rate budget.
        const user = await findUser(ctx.db, data.uid);
        if (!user) return reply({ ok: false, msg: msg.liveRoom.placeholderLoggedOut });
        const rec = await recordTalk(ctx.db, {
          roomId: room.id,
          uid: data.uid,
          clientId: parsed.data.id,
          content: parsed.data.content,
          at: ctx.now(),
          beforeInsert: () => take(data.uid!),
        });
        if (rec === 'limited') return reply({ ok: false, msg: t.chatRateLimited });
        if (rec.fresh) io.to(roomKey(room.id)).emit(CHAT_EVENTS.message, rec.message);
        reply({ ok: true, message: rec.message });
      } catch (e) {
        opts.log?.warn(`chat.send failed: ${String(e)}`);
        reply({ ok: false, msg: msg.validation.serverError });
      }
    });

    socket.on('disconnect', () => {
      if (data.roomId !== null) void broadcastViewers(data.roomId);
    });
  });

  return {
    io,
    async close() {
      // Not io.close(): that would close the HTTP server too, which Fastify owns and closes itself. Closing
      // the transports (not disconnecting the sockets) lets clients reconnect to the next process.
      io.engine.close();
      await closeRedis?.();
    },
  };
}
