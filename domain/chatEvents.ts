/**
 * Socket.io event names of the live-room chat protocol: the one table the server
 * (server/liveRoom/chatServer.ts) and the client (realtime/chat/socketTransport.ts) both import.
 */
export const CHAT_EVENTS = {
  /** `{roomId, sinceSeq}` → JoinAck: enter a room and get the first page of what was missed. */
  join: 'chat.join',
  /** `{roomId, sinceSeq}` → HistoryAck: the next page of the catch-up. */
  history: 'chat.history',
  /** `{id, roomId, content, queued?}` → SendAck. */
  send: 'chat.send',
  /**
   * Server → room: `ChatMessage[]`, new messages of one room in seq order, at most one emit per room
   * and CHAT_COALESCE_MS (replaced `chat.message`, one message per emit, in decision 0073).
   */
  messages: 'chat.messages',
  /** Server → room: `{roomId, count}` of people watching, at most once a second and only when it changed. */
  viewers: 'chat.viewers',
  /** Server → room: `{roomId, slowSeconds}` when the room enters (N seconds per user) or leaves (0) slow mode. */
  mode: 'chat.mode',
} as const;

export type ChatEvent = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

/**
 * A room's broadcasts go out at most once per this many ms: the first message after a quiet spell at
 * once, what is recorded during the window after it together, as one `chat.messages` emit per socket
 * (decision 0073). A burst of 2,000 messages/s costs 10 emits per socket and second instead of 2,000.
 */
export const CHAT_COALESCE_MS = 100;
