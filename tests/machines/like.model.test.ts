import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { likeMachine } from '../../machines/like.machine';
import { LIKED, likeModel, REFUSED, SERVER_COUNT, USER, VISITOR } from './models/like.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof likeMachine>;
const press = { type: 'like.press' } as const;
const loggedIn = { type: 'like.loggedIn' } as const;
const cancelled = { type: 'like.loginCancelled' } as const;

/** Which of the three inputs the path started from. */
const inputOf = (s: Snap, rec: Recorder) => {
  // The initial state and the visitor's missing login tell the three inputs apart.
  const first = rec.history[0]?.state;
  if (first === 'liked') return LIKED;
  return rec.history.some((h) => h.state === 'awaitingLogin') || (!s.context.loggedIn && first === 'notLiked')
    ? VISITOR
    : USER;
};

const meaning: Meaning<typeof likeMachine> = {
  notLiked: (s, rec) => {
    const input = inputOf(s, rec);
    // The heart is usable, nothing is on its way, and the count is the page's again.
    expect(s.context.liked).toBe(false);
    expect(s.context.count).toBe(input.count);
    expect(rec.running()).toEqual([]);
    expect(s.can(press)).toBe(true);
    if (rec.via === 'init') {
      expect(s.context.error).toBeNull();
      expect(s.context.loggedIn).toBe(input.loggedIn);
    } else if (rec.via === 'like.loginCancelled') {
      // The visitor closed the dialog: nothing was sent, still a visitor.
      expect(rec.starts('like')).toEqual([]);
      expect(s.context.loggedIn).toBe(false);
      expect(rec.inStep()).toEqual([]);
    } else {
      // Refused: the optimistic like is rolled back, the server's message kept and told once.
      expect(rec.via).toBe('error:like');
      expect(s.context.error).toBe(REFUSED);
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: REFUSED }]);
      expect(s.context.loggedIn).toBe(true);
    }
  },
  awaitingLogin: (s, rec) => {
    // Only a visitor's press asks for the login; nothing is sent, nothing counted yet.
    expect(rec.via).toBe('like.press');
    expect(s.context.loggedIn).toBe(false);
    expect(s.context.liked).toBe(false);
    expect(s.context.count).toBe(VISITOR.count);
    expect(rec.running()).toEqual([]);
    expect(s.can(loggedIn)).toBe(true);
    expect(s.can(cancelled)).toBe(true);
    // The dialog is open: another press does nothing.
    expect(s.can(press)).toBe(false);
  },
  liking: (s, rec) => {
    const input = inputOf(s, rec);
    expect(['like.press', 'like.loggedIn']).toContain(rec.via);
    if (rec.via === 'like.loggedIn') expect(input).toBe(VISITOR);
    // Optimistic: pressed and counted at once, one request, no second while it runs.
    expect(s.context.liked).toBe(true);
    expect(s.context.count).toBe(input.count + 1);
    expect(s.context.error).toBeNull();
    expect(s.context.loggedIn).toBe(true);
    expect(rec.startsInStep('like')).toHaveLength(1);
    expect(rec.running()).toEqual(['like']);
    expect(s.can(press)).toBe(false);
  },
  liked: (s, rec) => {
    expect(s.context.liked).toBe(true);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'init') {
      expect(s.context.count).toBe(LIKED.count);
      expect(rec.starts('like')).toEqual([]);
    } else if (rec.via === 'done:like') {
      const out = (rec.step?.event as unknown as { output?: { count?: number } }).output;
      const input = inputOf(s, rec);
      // The server's count wins when it gives one; otherwise the optimistic count stays.
      expect(s.context.count).toBe(out?.count === SERVER_COUNT ? SERVER_COUNT : input.count + 1);
      expect(s.context.error).toBeNull();
    } else {
      // A further press on a liked work: told, nothing sent, nothing counted.
      expect(rec.via).toBe('like.press');
      expect(rec.inStep()).toEqual(['notifyAlreadyLiked']);
      expect(rec.startsInStep('like')).toEqual([]);
    }
    expect(s.can(press)).toBe(true);
  },
};

describeModel(likeModel, meaning);
