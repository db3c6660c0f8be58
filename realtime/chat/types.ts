import type { Observable } from 'rxjs';

/** One chat message as every transport delivers it. `seq`: the server's order (socket.io only). */
export interface ChatMessage {
  id: string;
  roomId: string;
  uid: string;
  nickName: string;
  userImg?: string;
  content: string;
  createTime: number;
  seq?: number;
}

/** What the page shows about the connection. */
export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'kicked';

/**
 * A refusal (`refused`) carries the portal server's own message (Chinese, e.g. the rate limit's "请N秒后再试"),
 * which the page shows; another failure's `reason` (a timeout, the SDK's error) is for logs only.
 */
export type SendResult =
  { ok: true; message: ChatMessage } | { ok: false; reason: string; refused?: boolean };

/** A message the user typed, with the id the browser generated for it (kept across retries). */
export interface OutgoingMessage {
  id: string;
  content: string;
}

/**
 * The one interface the page talks to, whatever carries the messages (socket.io by default, Tencent
 * Chat when an SDK app id is configured).
 */
export interface ChatTransport {
  /** Every message that arrives (others' and, depending on the service, one's own echo). */
  readonly messages$: Observable<ChatMessage>;
  readonly status$: Observable<ChatStatus>;
  /** People in the room, when the service tells (socket.io does). */
  readonly viewers$: Observable<number>;
  /** Why the server did not let this viewer into the room (e.g. 直播间人数已满，请稍后再试); null once in (socket.io). */
  readonly refusal$?: Observable<string | null>;
  /** Slow mode: one message per this many seconds per user; 0 when the room is not in slow mode (socket.io). */
  readonly slowSeconds$?: Observable<number>;
  /** Resolves once the service acknowledged the message, or with the reason it gave up. Never rejects. */
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): void;
}

/** A client id: unique enough across browsers, and valid for the server's id rule ([\w-]{8,64}). */
export const newClientId = (random: () => string = () => crypto.randomUUID()): string => random();
