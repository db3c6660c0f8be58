import { BehaviorSubject, Subject } from 'rxjs';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import type { HistoryAck, JoinAck, SendAck } from './protocol';
import type { ChatMessage, ChatStatus, ChatTransport, OutgoingMessage, SendResult } from './types';

/** A message that waited for the connection and met the rate limit waits this many times at most. */
const RATE_WAITS = 30;

/**
 * Reconnecting after a lost connection, in one place (decision 0073). When a server process restarts
 * or is killed, all its viewers (thousands in a lecture) lose the connection in the same instant; they
 * must not all come back, and all ask for their catch-up, in the same second.
 * - socket.io-client's backoff: attempt n waits min(delayMs × 2^n, delayMaxMs), each spread by
 *   ±randomization (0.5: the first attempt between 0.5 and 1.5 s, the next between 1 and 3 s, …);
 *   a maximum of 5 s keeps a viewer's gap short once the server is back.
 * - the first join after a reconnect (which reads the catch-up from the database) waits a further
 *   random 0 … rejoinSpreadMs: the first attempts of N viewers are spread over about 1 s, their
 *   catch-ups over about 3 s. A first join and a recovered connection (no catch-up) do not wait.
 */
export const RECONNECT = {
  delayMs: 1000,
  delayMaxMs: 5000,
  randomization: 0.5,
  rejoinSpreadMs: 2000,
} as const;

/** How long the first join after a reconnect waits: uniform in [0, RECONNECT.rejoinSpreadMs). */
export const rejoinDelayMs = (random: () => number = Math.random): number =>
  Math.floor(Math.min(Math.max(random(), 0), 0.999_999) * RECONNECT.rejoinSpreadMs);

/** The part of socket.io-client's Socket this transport uses (a fake implements it in unit tests). */
export type ChatSocket = Pick<
  Socket,
  'on' | 'off' | 'emit' | 'timeout' | 'disconnect' | 'connect' | 'connected'
> & {
  recovered?: boolean;
  io: { on(event: 'reconnect_attempt', fn: () => void): unknown };
};

export interface SocketTransportOptions {
  roomId: string;
  /** Session token: without one the room is read-only. */
  token: string | null;
  /** Where socket.io listens; default: this page's origin. */
  url?: string;
  /** How long to wait for the server's acknowledgement of one attempt. */
  ackTimeoutMs?: number;
  /** Attempts per message before it shows as failed (same client id every time, so never doubled). */
  maxAttempts?: number;
  /** Pause between attempts: retryBaseMs × 2^(attempt − 1). */
  retryBaseMs?: number;
  /** Reconnect backoff (socket.io's exponential backoff with jitter); default RECONNECT. */
  reconnectDelayMs?: number;
  reconnectDelayMaxMs?: number;
  /** Test seam: a number in [0, 1) that spreads the re-join and a full room's ask again (default Math.random). */
  random?: () => number;
  /** Test seam: builds the socket (default: socket.io-client's `io`). */
  connect?: (url: string | undefined, opts: Partial<ManagerOptions & SocketOptions>) => ChatSocket;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * socket.io chat: one room per roomId; acknowledgements with a timeout and retries; reconnect with
 * backoff; socket.io's connection-state recovery for short drops, and a catch-up from the server's
 * talk records (messages after the last `seq` seen, page after page until complete) when recovery is
 * impossible, e.g. after the server restarted. Status goes connecting → connected ⇄ reconnecting.
 */
export function createSocketTransport(opts: SocketTransportOptions): ChatTransport {
  const {
    roomId,
    token,
    ackTimeoutMs = 4000,
    maxAttempts = 6,
    retryBaseMs = 500,
    sleep = defaultSleep,
    random = Math.random,
  } = opts;
  const messages$ = new Subject<ChatMessage>();
  const status$ = new BehaviorSubject<ChatStatus>('connecting');
  const viewers$ = new BehaviorSubject<number>(0);
  const refusal$ = new BehaviorSubject<string | null>(null);
  const slowSeconds$ = new BehaviorSubject<number>(0);
  /** The room let this client in once: joining again after a lost connection says so (a full room admits it). */
  let admitted = false;
  /**
   * Every message of the room up to this seq has been delivered: what the next catch-up starts from.
   * Broadcasts move it only once this connection's catch-up is complete (`synced`); before that, the
   * highest seq they brought waits in `liveMax`.
   */
  let lastSeq = -1;
  let synced = false;
  let liveMax = -1;
  /** Counts connections: a catch-up of an earlier connection stops when a new one began. */
  let generation = 0;
  let closed = false;

  const caughtUp = (m: ChatMessage) => {
    if (typeof m.seq === 'number' && m.seq > lastSeq) lastSeq = m.seq;
    messages$.next(m);
  };
  const live = (m: ChatMessage) => {
    if (typeof m.seq === 'number') {
      if (synced) lastSeq = Math.max(lastSeq, m.seq);
      else liveMax = Math.max(liveMax, m.seq);
    }
    messages$.next(m);
  };

  const connect =
    opts.connect ??
    (() => {
      throw new Error('socket.io-client not loaded');
    });
  const socket = connect(opts.url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: opts.reconnectDelayMs ?? RECONNECT.delayMs,
    reconnectionDelayMax: opts.reconnectDelayMaxMs ?? RECONNECT.delayMaxMs,
    randomizationFactor: RECONNECT.randomization,
  });

  /** Resolves after `ms`, or as soon as the socket (re)connects when it is not connected now. */
  const pause = (ms: number) =>
    socket.connected
      ? sleep(ms)
      : new Promise<void>((resolve) => {
          const done = () => {
            socket.off('connect', done);
            resolve();
          };
          socket.on('connect', done);
          void sleep(ms).then(done);
        });

  const request = async <A>(event: string, payload: object): Promise<A> =>
    (await socket.timeout(ackTimeoutMs).emitWithAck(event, payload)) as A;

  /**
   * Joins the room and pages through what was missed, until complete; tries again while connected. A
   * refusal is shown (refusal$); a full room names when to ask again, and the ask is spread over half as
   * long again so that the turned-away do not all come back in the same second.
   */
  const join = async (gen: number, spread: boolean) => {
    synced = false;
    liveMax = -1;
    // After a reconnect: not every viewer of a restarted server asks for its catch-up at once.
    if (spread) {
      await sleep(rejoinDelayMs(random));
      if (gen !== generation || closed || !socket.connected) return;
    }
    for (let attempt = 0; gen === generation && !closed; attempt++) {
      let wait = Math.min(retryBaseMs * 2 ** attempt, 5000);
      try {
        const ack = await request<JoinAck>(CHAT_EVENTS.join, {
          roomId,
          sinceSeq: lastSeq,
          ...(admitted ? { rejoin: true } : {}),
        });
        if (!ack.ok) {
          refusal$.next(ack.msg);
          if (ack.retryInMs !== undefined) wait = Math.round(ack.retryInMs * (1 + random() / 2));
        } else {
          if (gen !== generation) return;
          admitted = true;
          refusal$.next(null);
          slowSeconds$.next(ack.slowSeconds ?? 0);
          viewers$.next(ack.viewers);
          ack.missed.forEach(caughtUp);
          let more = ack.more === true;
          while (more && gen === generation && !closed) {
            const page = await request<HistoryAck>(CHAT_EVENTS.history, { roomId, sinceSeq: lastSeq });
            if (!page.ok || gen !== generation) throw new Error(page.ok ? 'stale' : page.msg);
            page.missed.forEach(caughtUp);
            more = page.more === true;
          }
          if (gen !== generation || closed) return;
          synced = true;
          lastSeq = Math.max(lastSeq, liveMax);
          return;
        }
      } catch {
        // No answer in time, or the page failed: ask again from the last seq caught up (below).
      }
      if (!socket.connected) return; // the next connection joins again
      await sleep(wait);
    }
  };

  socket.on('connect', () => {
    if (closed) return;
    generation++;
    status$.next('connected');
    // A recovered session is back in its room with the missed packets replayed by socket.io itself;
    // unless the catch-up of the connection before was not complete.
    if (!socket.recovered || !synced) void join(generation, generation > 1);
  });
  socket.on('disconnect', (reason: string) => {
    if (closed) return;
    status$.next('reconnecting');
    // socket.io does not reconnect by itself after a server-side disconnect: do it (with the same backoff).
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => {
    if (!closed && status$.value === 'connected') status$.next('reconnecting');
  });
  socket.io.on('reconnect_attempt', () => {
    if (!closed) status$.next('reconnecting');
  });
  // A batch of the room's new messages (seq order): handed on in one synchronous run, so the store
  // applies it in one frame (one React commit).
  socket.on(CHAT_EVENTS.messages, (batch: unknown) => {
    if (!Array.isArray(batch)) return;
    for (const m of batch as ChatMessage[]) if (m && String(m.roomId) === String(roomId)) live(m);
  });
  socket.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) => {
    if (String(v.roomId) === String(roomId)) viewers$.next(v.count);
  });
  socket.on(CHAT_EVENTS.mode, (m: { roomId: string; slowSeconds: number }) => {
    if (String(m.roomId) === String(roomId)) slowSeconds$.next(m.slowSeconds);
  });

  /**
   * Sends with the same client id until acknowledged (the server records it once). A message typed
   * offline, or one whose attempt went unanswered, is `queued`: if the rate limit refuses it, it waits
   * the time the server names and tries again, instead of failing (decision 0005).
   */
  const send = async (out: OutgoingMessage): Promise<SendResult> => {
    let reason = '';
    let queued = !socket.connected;
    let rateWaits = 0;
    for (let attempt = 1; attempt <= maxAttempts && !closed;) {
      try {
        const ack = await request<SendAck>(CHAT_EVENTS.send, {
          id: out.id,
          roomId,
          content: out.content,
          ...(queued ? { queued: true } : {}),
        });
        if (ack.ok) {
          // Shown at once; the seq it carries counts once its broadcast arrives (seq order is kept there).
          messages$.next(ack.message);
          return { ok: true, message: ack.message };
        }
        if (queued && ack.retryInMs !== undefined && rateWaits++ < RATE_WAITS) {
          await sleep(Math.min(Math.max(ack.retryInMs, 100), 10_000));
          continue;
        }
        // The server refused (too long, rate limit, not logged in): retrying would not change that.
        return { ok: false, reason: ack.msg, refused: true };
      } catch (e) {
        reason = e instanceof Error ? e.message : String(e);
        queued = true;
        if (attempt < maxAttempts) await pause(retryBaseMs * 2 ** (attempt - 1));
        attempt++;
      }
    }
    return { ok: false, reason };
  };

  return {
    messages$: messages$.asObservable(),
    status$: status$.asObservable(),
    viewers$: viewers$.asObservable(),
    refusal$: refusal$.asObservable(),
    slowSeconds$: slowSeconds$.asObservable(),
    send,
    close() {
      if (closed) return;
      closed = true;
      socket.disconnect();
      status$.next('disconnected');
      status$.complete();
      messages$.complete();
      viewers$.complete();
      refusal$.complete();
      slowSeconds$.complete();
    },
  };
}
