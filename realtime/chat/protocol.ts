/** Socket.io event names of the chat protocol; the server's `CHAT_EVENTS` must equal these (unit-tested). */
export const CHAT_EVENTS = {
  join: 'chat.join',
  send: 'chat.send',
  message: 'chat.message',
  viewers: 'chat.viewers',
} as const;
