import { describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../../domain/chatEvents';

describe('chat event names', () => {
  it('are the wire names deployed clients speak, one per event and none shared', () => {
    // Renaming one breaks every open tab still running the previous build: change them only on purpose.
    expect(CHAT_EVENTS).toEqual({
      join: 'chat.join',
      history: 'chat.history',
      send: 'chat.send',
      messages: 'chat.messages',
      viewers: 'chat.viewers',
      mode: 'chat.mode',
    });
    const names = Object.values(CHAT_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });
});
