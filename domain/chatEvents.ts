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
  /** Server → room: one new message. */
  message: 'chat.message',
  /** Server → room: `{roomId, count}` of people watching. */
  viewers: 'chat.viewers',
  /** Server → room: `{roomId, slowSeconds}` when the room enters (N seconds per user) or leaves (0) slow mode. */
  mode: 'chat.mode',
} as const;

export type ChatEvent = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];
