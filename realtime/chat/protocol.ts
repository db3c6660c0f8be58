import type { ChatMessage } from './types';

/**
 * A refusal; `retryInMs`: when a message that waited for the connection may try again (rate limit, slow
 * mode), or when to ask again for a room that is full.
 */
export type Refusal = { ok: false; msg: string; retryInMs?: number };
/** `chat.join {roomId, sinceSeq}`: the first page of what was missed; `more`: ask `chat.history` next. */
export type JoinAck =
  { ok: true; viewers: number; missed: ChatMessage[]; more?: boolean; slowSeconds?: number } | Refusal;
/** `chat.history {roomId, sinceSeq}`: the next page of the catch-up. */
export type HistoryAck = { ok: true; missed: ChatMessage[]; more?: boolean } | Refusal;
/** `chat.send {id, roomId, content, queued?}`. */
export type SendAck = { ok: true; message: ChatMessage } | Refusal;
