import { BehaviorSubject, Subject } from 'rxjs';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { CHAT_EVENTS } from './protocol';
import type { ChatMessage, ChatStatus, ChatTransport, OutgoingMessage, SendResult } from './types';

type JoinAck = { ok: true; viewers: number; missed: ChatMessage[] } | { ok: false; msg: string };
type SendAck = { ok: true; message: ChatMessage } | { ok: false; msg: string };

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
  /** Reconnect backoff (socket.io's exponential backoff with jitter). */
  reconnectDelayMs?: number;
  reconnectDelayMaxMs?: number;
  /** Test seam: builds the socket (default: socket.io-client's `io`). */
  connect?: (url: string | undefined, opts: Partial<ManagerOptions & SocketOptions>) => ChatSocket;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * socket.io chat: one room per roomId; acknowledgements with a timeout and retries; reconnect with
 * backoff; socket.io's connection-state recovery for short drops, and a catch-up from the server's
 * talk records (messages after the last `seq` seen) when recovery is impossible, e.g. after the server
 * restarted. Status goes connecting → connected ⇄ reconnecting.
 */
export function createSocketTransport(opts: SocketTransportOptions): ChatTransport {
  const {
    roomId,
    token,
    ackTimeoutMs = 4000,
    maxAttempts = 6,
    retryBaseMs = 500,
    sleep = defaultSleep,
  } = opts;
  const messages$ = new Subject<ChatMessage>();
  const status$ = new BehaviorSubject<ChatStatus>('connecting');
  const viewers$ = new BehaviorSubject<number>(0);
  let lastSeq = -1;
  let closed = false;

  const seen = (m: ChatMessage) => {
    if (typeof m.seq === 'number' && m.seq > lastSeq) lastSeq = m.seq;
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
    reconnectionDelay: opts.reconnectDelayMs ?? 500,
    reconnectionDelayMax: opts.reconnectDelayMaxMs ?? 5000,
    randomizationFactor: 0.5,
  });

  const join = async () => {
    try {
      const ack = (await socket
        .timeout(ackTimeoutMs)
        .emitWithAck(CHAT_EVENTS.join, { roomId, sinceSeq: lastSeq })) as JoinAck;
      if (!ack.ok) return;
      viewers$.next(ack.viewers);
      ack.missed.forEach(seen);
    } catch {
      // No answer in time: the socket reconnects and joins again.
    }
  };

  socket.on('connect', () => {
    if (closed) return;
    status$.next('connected');
    // A recovered session is back in its room with the missed packets replayed by socket.io itself.
    if (!socket.recovered) void join();
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
  socket.on(CHAT_EVENTS.message, (m: ChatMessage) => {
    if (String(m.roomId) === String(roomId)) seen(m);
  });
  socket.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) => {
    if (String(v.roomId) === String(roomId)) viewers$.next(v.count);
  });

  const send = async (out: OutgoingMessage): Promise<SendResult> => {
    let reason = '';
    for (let attempt = 1; attempt <= maxAttempts && !closed; attempt++) {
      try {
        const ack = (await socket
          .timeout(ackTimeoutMs)
          .emitWithAck(CHAT_EVENTS.send, { id: out.id, roomId, content: out.content })) as SendAck;
        if (ack.ok) {
          seen(ack.message);
          return { ok: true, message: ack.message };
        }
        // The server refused (too long, rate limit, not logged in): retrying would not change that.
        return { ok: false, reason: ack.msg };
      } catch (e) {
        reason = e instanceof Error ? e.message : String(e);
        if (attempt < maxAttempts) await sleep(retryBaseMs * 2 ** (attempt - 1));
      }
    }
    return { ok: false, reason };
  };

  return {
    messages$: messages$.asObservable(),
    status$: status$.asObservable(),
    viewers$: viewers$.asObservable(),
    send,
    close() {
      if (closed) return;
      closed = true;
      socket.disconnect();
      status$.next('disconnected');
      status$.complete();
      messages$.complete();
      viewers$.complete();
    },
  };
}
