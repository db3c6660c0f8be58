import { createHash } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  chatAuthSchema,
  chatHistorySchema,
  chatJoinSchema,
  chatMessageSchema,
  chatSendSchema,
  type ChatMessage,
} from '../../src/schemas/liveRoom';
import { CHAT_COALESCE_MS, CHAT_EVENTS } from '../../domain/chatEvents';
import { msg } from '../../src/text/messages';
import { liveRoomMsg } from '../../src/text/liveRoom';
import type { AppContext } from '../context';
import { findSession } from '../account/sessions';
import { onSessionEnded } from '../account/sessionEvents';
import { findUser } from '../account/users';
import { firstMessage } from '../http/validate';
import { chatLimiter, retrySeconds, type Verdict } from './rateLimit';
import { safeHandler, serialByKey } from './socketSafety';
import { mayEnter } from './grants';
import { createAdmission } from './admission';
import { attachSlowMode, type SlowVerdict } from './slowMode';
import { findRoom, latestTalks, recordedTalk, recordTalk, talksSince } from './talks';
import { broadcastLedger } from './broadcastLedger';
import { freshReads } from './freshReads';
import { roomBatches } from './roomBatches';
import { createViewerCount, type ViewerCount, type ViewerSync } from './viewerCount';

export { RATE_BURST, RATE_PER_SECOND, RESEND_ALLOWANCE } from './rateLimit';

const t = liveRoomMsg;

/** One page of the catch-up after a reconnect; the client asks for the next until `more` is false. */
export const CATCH_UP_PAGE = 500;
/** A first join shows this many of the latest messages. */
export const HISTORY_ON_JOIN = 50;
/**
 * A rejoin's catch-up also brings what was recorded this long before the last message the client holds:
 * messages relayed between processes may reach it out of seq order (talks.ts, `talksSince`).
 */
export const CATCH_UP_OVERLAP_MS = 5000;

type Refusal = { ok: false; msg: string; retryInMs?: number };
export type JoinAck =
  { ok: true; viewers: number; missed: ChatMessage[]; more: boolean; slowSeconds: number } | Refusal;
export type HistoryAck = { ok: true; missed: ChatMessage[]; more: boolean } | Refusal;
export type SendAck = { ok: true; message: ChatMessage } | Refusal;

interface SocketData {
  uid: number | null;
  /** When the session the socket authenticated with expires (ms); sending stops then. */
  expiresAt: number;
  /** `session:<hash of the token>`: logout disconnects every socket in it, across processes. */
  sessionRoom: string | null;
  roomId: number | null;
}

export interface ChatServerOptions {
  /** Overrides of the rate limit (tests, benchmarks). */
  rateBurst?: number;
  ratePerSecond?: number;
  resendAllowance?: number;
  /** socket.io's connection-state recovery window. */
  recoveryMs?: number;
  /** Overrides of the room cap and slow mode (tests); default: LIVE_ROOM_MAX_VIEWERS, LIVE_ROOM_SLOW_MODE_*. */
  maxViewers?: number | null;
  slowModeRate?: number;
  slowModeSeconds?: number;
  /** The room's viewers across every process, for the cap; default: the viewer count (viewerCount.ts). */
  viewerTotal?: (roomId: number) => number | Promise<number>;
  /** When set, rooms and broadcasts span every process on this Redis (the socket.io Redis adapter). */
  redisUrl?: string | null;
  log?: { info(m: string): void; warn(m: string): void };
  /** Test seam: the viewer count's round (`every`) and the broadcast window (`after`). */
  timers?: ChatTimers;
}

export interface ChatTimers {
  every?: (ms: number, fn: () => void) => () => void;
  after?: (ms: number, fn: () => void) => () => void;
}

export interface ChatServer {
  io: Server;
  /** The live rooms' viewer counts (`viewers.total(roomId)`: every process's sockets in the room). */
  viewers: ViewerCount;
  close(): Promise<void>;
}

/** The processes' viewer counts travel as this server-side event (the Redis adapter's serverSideEmit). */
const VIEWER_SYNC = 'live:viewers';
/** A message just recorded, told to the other processes at once; each coalesces for its own sockets. */
const MESSAGE_RELAY = 'live:message';

interface ServerSideEvents {
  [VIEWER_SYNC]: (m: ViewerSync) => void;
  [MESSAGE_RELAY]: (roomId: number, m: ChatMessage) => void;
}

const roomKey = (roomId: number) => `live:${roomId}`;
/** The token itself never names a room (rooms travel through Redis with the adapter). */
const sessionRoomOf = (token: string) =>
  `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

/**
 * The live chat on the same HTTP server and port as the API (`/socket.io/`). Anyone may join a room
 * and read; sending needs a session token (handshake `auth.token`). Every payload is parsed with the
 * shared schemas and every handler answers an ack (an error in Chinese when it must), never throws.
 * Messages carry the sender's client id: a retry or a resend after a reconnect is recorded and
 * broadcast once. Logout disconnects the sockets of the session (decision 0005).
 */
export async function attachChat(
  httpServer: HttpServer,
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  opts: ChatServerOptions = {},
): Promise<ChatServer> {
  const limiter = chatLimiter(ctx);
  if (opts.rateBurst !== undefined || opts.ratePerSecond !== undefined || opts.resendAllowance !== undefined)
    limiter.configure({
      burst: opts.rateBurst,
      perSecond: opts.ratePerSecond,
      resendAllowance: opts.resendAllowance,
    });
  const warn = (m: string) => opts.log?.warn(m);
  const io = new Server<Record<string, never>, Record<string, never>, ServerSideEvents, SocketData>(
    httpServer,
    {
      serveClient: false,
      // 1 MB is socket.io's default; a chat payload is a few hundred bytes.
      maxHttpBufferSize: 16 * 1024,
      connectionStateRecovery: {
        maxDisconnectionDuration: opts.recoveryMs ?? 2 * 60_000,
        // The handshake runs again on a recovered connection: a session that ended meanwhile reads only.
        skipMiddlewares: false,
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
    pub.on('error', (e: unknown) => warn(`chat: Redis: ${String(e)}`));
    sub.on('error', (e: unknown) => warn(`chat: Redis: ${String(e)}`));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closeRedis = async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
    opts.log?.info(`chat: Redis adapter on ${opts.redisUrl}`);
  }

  const viewers = createViewerCount({
    now: ctx.now,
    // Each process tells its own sockets (every process computes the same total).
    publish: (roomId, count) =>
      io.local.to(roomKey(roomId)).emit(CHAT_EVENTS.viewers, { roomId: String(roomId), count }),
    cluster: closeRedis
      ? {
          send: (m) => io.serverSideEmit(VIEWER_SYNC, m),
          onReceive: (handler) => io.on(VIEWER_SYNC, handler),
        }
      : null,
    every: opts.timers?.every,
  });
  /**
   * A room's new messages go out to each socket at most once per CHAT_COALESCE_MS, as one emit (decision
   * 0073). Each process coalesces for its own sockets: the recording process tells the others at once
   * (serverSideEmit), so a process killed with messages waiting in its window has lost nothing the other
   * processes' viewers would not get.
   */
  const batches = roomBatches({
    windowMs: CHAT_COALESCE_MS,
    emit: (roomId, messages) => io.local.to(roomKey(roomId)).emit(CHAT_EVENTS.messages, messages),
    after: opts.timers?.after,
  });
  const ledger = broadcastLedger();
  /** To this process's sockets once (and, for a message recorded here, to the other processes at once). */
  const broadcast = (roomId: number, m: ChatMessage, { relay }: { relay: boolean }) => {
    if (m.seq === undefined || !ledger.first(roomId, m.seq)) return;
    if (relay && closeRedis) io.serverSideEmit(MESSAGE_RELAY, roomId, m);
    batches.add(roomId, m);
  };
  // Another process's word, read like any input: a relayed message is the shared schema's or is dropped.
  if (closeRedis)
    io.on(MESSAGE_RELAY, (roomId: unknown, m: unknown) => {
      const message = chatMessageSchema.safeParse(m);
      if (Number.isSafeInteger(roomId) && message.success)
        broadcast(roomId as number, message.data, { relay: false });
      else warn('chat: a relayed message that does not parse was dropped');
    });
  const maxViewers = opts.maxViewers !== undefined ? opts.maxViewers : ctx.config.liveRoomMaxViewers;
  const admission = createAdmission(
    () => maxViewers,
    opts.viewerTotal ?? ((roomId) => viewers.total(roomId)),
    (roomId) => viewers.takeReturn(roomId),
  );
  const slowMode = attachSlowMode(io as unknown as Server, {
    now: ctx.now,
    settings: {
      rate: opts.slowModeRate ?? ctx.config.liveRoomSlowModeRate,
      seconds: opts.slowModeSeconds ?? ctx.config.liveRoomSlowModeSeconds,
    },
    shared: !!opts.redisUrl,
    room: roomKey,
  });

  // Logout: every socket opened with that token, on every process, is disconnected at once; its
  // reconnect carries a token that no longer works and reads only.
  const offSessionEnded = onSessionEnded(ctx.db, (token) => {
    io.in(sessionRoomOf(token)).disconnectSockets(true);
  });

  // The handshake (also of a recovered connection): a valid session token → uid; anything else, or a
  // database that does not answer, → a visitor who reads only.
  io.use((socket, next) => {
    const data = socket.data as SocketData;
    const previousRoom = socket.recovered ? data.roomId : null;
    Object.assign(data, { uid: null, expiresAt: 0, sessionRoom: null, roomId: previousRoom });
    const auth = chatAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next();
    findSession(ctx, auth.data.token).then(
      (session) => {
        if (session) {
          data.uid = session.uid;
          data.expiresAt = session.expiresAt;
          data.sessionRoom = sessionRoomOf(auth.data.token);
        }
        next();
      },
      (e: unknown) => {
        warn(`chat: handshake: ${String(e)}`);
        next();
      },
    );
  });

  // What every join asks, read once per round for all who ask together (freshReads.ts): after a process
  // is killed, its viewers' thousands of catch-ups are a handful of reads, and sends do not queue behind them.
  const reads = {
    room: freshReads((roomId: number) => findRoom(ctx.db, roomId)),
    since: freshReads(
      ({ roomId, sinceSeq, overlapMs }: { roomId: number; sinceSeq: number; overlapMs: number }) =>
        talksSince(ctx.db, roomId, sinceSeq, CATCH_UP_PAGE, overlapMs),
      ({ roomId, sinceSeq, overlapMs }) => `${roomId}:${sinceSeq}:${overlapMs}`,
    ),
    latest: freshReads((roomId: number) => latestTalks(ctx.db, roomId, HISTORY_ON_JOIN)),
  };

  /** Messages are recorded and broadcast one at a time per room, so a room's broadcasts come in seq order. */
  const inRoomOrder = serialByKey<number>();

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    // A recovered socket is back in the rooms it had; the session room follows the handshake just made.
    for (const room of socket.rooms)
      if (room.startsWith('session:') && room !== data.sessionRoom) void socket.leave(room);
    if (data.sessionRoom) void socket.join(data.sessionRoom);
    // A recovered socket is back in its room: it counts again (its disconnect stopped counting it).
    if (socket.recovered && data.roomId !== null) viewers.join(data.roomId);

    socket.on(
      CHAT_EVENTS.join,
      safeHandler<JoinAck>(warn, CHAT_EVENTS.join, async (raw) => {
        const input = chatJoinSchema.safeParse(raw);
        if (!input.success) return { ok: false, msg: firstMessage(input.error) };
        const room = await reads.room(input.data.roomId);
        if (!room) return { ok: false, msg: t.roomNotFound };
        if (!(await mayEnter(ctx.db, data.uid, room))) return { ok: false, msg: t.passwordToWatch };
        const full = await admission.admit(room.id, {
          inRoom: socket.rooms.has(roomKey(room.id)),
          rejoin: input.data.rejoin === true,
        });
        if (full) return full;
        // Gone while the room was read: its disconnect has been counted already.
        if (socket.disconnected) return { ok: false, msg: msg.validation.serverError };
        // Counted where it is, synchronously with the move: a switch is one leave and one join, a
        // second join of the same room nothing.
        if (data.roomId !== room.id) {
          if (data.roomId !== null) {
            void socket.leave(roomKey(data.roomId));
            viewers.leave(data.roomId);
          }
          data.roomId = room.id;
          viewers.join(room.id);
        }
        // In the room first, then read: what is recorded from now on arrives as a broadcast, what was
        // recorded before is in the pages (the client dedupes the overlap by id).
        await socket.join(roomKey(room.id));
        const since = input.data.sinceSeq ?? -1;
        // A first join (no seq seen yet) gets the latest messages; a rejoin gets, page by page, all that
        // was recorded after the last message this client saw (e.g. across a server restart, where
        // socket.io's in-memory recovery cannot help).
        const page =
          since >= 0
            ? await reads.since({ roomId: room.id, sinceSeq: since, overlapMs: CATCH_UP_OVERLAP_MS })
            : { messages: await reads.latest(room.id), more: false };
        return {
          ok: true,
          viewers: viewers.total(room.id),
          missed: page.messages,
          more: page.more,
          slowSeconds: slowMode.seconds(room.id),
        };
      }),
    );

    socket.on(
      CHAT_EVENTS.history,
      safeHandler<HistoryAck>(warn, CHAT_EVENTS.history, async (raw) => {
        const input = chatHistorySchema.safeParse(raw);
        if (!input.success) return { ok: false, msg: firstMessage(input.error) };
        const room = await reads.room(input.data.roomId);
        if (!room) return { ok: false, msg: t.roomNotFound };
        if (!(await mayEnter(ctx.db, data.uid, room))) return { ok: false, msg: t.passwordToWatch };
        const page = await reads.since({
          roomId: room.id,
          sinceSeq: Math.max(0, input.data.sinceSeq),
          overlapMs: 0,
        });
        return { ok: true, missed: page.messages, more: page.more };
      }),
    );

    socket.on(
      CHAT_EVENTS.send,
      safeHandler<SendAck>(warn, CHAT_EVENTS.send, async (raw) => {
        const uid = data.uid;
        if (uid === null) return { ok: false, msg: t.placeholderLoggedOut };
        if (ctx.now() >= data.expiresAt) {
          // The session expired while connected: from now on this socket reads only.
          data.uid = null;
          if (data.sessionRoom) void socket.leave(data.sessionRoom);
          return { ok: false, msg: msg.api.expired };
        }
        const parsed = chatSendSchema.safeParse(raw);
        if (!parsed.success) return { ok: false, msg: firstMessage(parsed.error) };
        const { roomId, id: clientId, content } = parsed.data;
        // Asked together, before the room's queue: what waits there is the insert alone.
        const [room, user, seen] = await Promise.all([
          reads.room(roomId),
          findUser(ctx.db, uid),
          recordedTalk(ctx.db, roomId, clientId),
        ]);
        if (!room) return { ok: false, msg: t.roomNotFound };
        if (!(await mayEnter(ctx.db, uid, room))) return { ok: false, msg: t.passwordToWatch };
        if (!user) return { ok: false, msg: t.placeholderLoggedOut };
        // A retry of a message already recorded is answered without asking the limiter; if this process
        // never broadcast it, the one that recorded it died before telling anyone, and it goes out now.
        // Only its sender's resend sends it: another user naming its id brings nothing back to the room.
        if (seen) {
          if (seen.message.uid === String(uid)) broadcast(room.id, seen.message, { relay: true });
          return { ok: true, message: seen.message };
        }
        let verdict: Verdict | SlowVerdict = { ok: true };
        return inRoomOrder(room.id, async (): Promise<SendAck> => {
          const rec = await recordTalk(ctx.db, {
            roomId: room.id,
            uid,
            clientId,
            content,
            at: ctx.now(),
            looked: true,
            // Slow mode first (it spends nothing), then the user's rate limit.
            beforeInsert: () =>
              (verdict = slowMode.check(room.id, uid)).ok &&
              (verdict = limiter.take(uid, { queued: parsed.data.queued })).ok,
          });
          if (rec === 'limited') {
            const retryInMs = verdict.ok ? 1000 : verdict.retryInMs;
            const why =
              !verdict.ok && 'msg' in verdict ? verdict.msg : t.chatRateLimited(retrySeconds(retryInMs));
            return { ok: false, msg: why, retryInMs };
          }
          // Not fresh: the same id raced in from another socket and lost; the winner's broadcast is its own.
          if (rec.fresh) {
            broadcast(room.id, rec.message, { relay: true });
            slowMode.accepted(room.id, uid);
          }
          return { ok: true, message: rec.message };
        });
      }),
    );

    socket.on('disconnect', () => {
      if (data.roomId !== null) viewers.leave(data.roomId);
    });
  });

  return {
    io,
    viewers,
    async close() {
      offSessionEnded();
      slowMode.close();
      batches.flush();
      viewers.close();
      // Not io.close(): that would close the HTTP server too, which Fastify owns and closes itself. Closing
      // the transports (not disconnecting the sockets) lets clients reconnect to the next process.
      io.engine.close();
      await closeRedis?.();
    },
  };
}
