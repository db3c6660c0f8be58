import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { LikeInput, likeMachine } from '../../machines/like.machine';
import { likeModel, REFUSED, SERVER_COUNT } from './models/like.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof likeMachine>;
const press = { type: 'like.press' } as const;
const loggedIn = { type: 'like.loggedIn' } as const;
const cancelled = { type: 'like.loginCancelled' } as const;

/** What each path started from (read at its first state) and the session it was told last. */
const started = new WeakMap<Recorder, LikeInput>();
const session = new WeakMap<Recorder, boolean>();

/** Reads the path's start and the session; answers the session event's value when this step was one. */
const track = (s: Snap, rec: Recorder): boolean | null => {
  if (rec.via === 'init') {
    const start = { liked: s.context.liked, count: s.context.count, loggedIn: s.context.loggedIn };
    // The machine starts from its input as given (one of the model's inputs).
    expect(likeModel.inputs).toContainEqual(start);
    started.set(rec, start);
    session.set(rec, s.context.loggedIn);
  }
  let told: boolean | null = null;
  if (rec.via === 'like.session') {
    told = (rec.step?.event as unknown as { loggedIn: boolean }).loggedIn;
    session.set(rec, told);
  }
  if (rec.via === 'like.loggedIn') session.set(rec, true);
  // The machine's session is always the last one it was told (a login through the dialog included).
  expect(s.context.loggedIn).toBe(session.get(rec));
  return told;
};
const input = (rec: Recorder) => started.get(rec)!;

const meaning: Meaning<typeof likeMachine> = {
  notLiked: (s, rec) => {
    const told = track(s, rec);
    // The heart is usable, nothing is on its way, and the count is the page's again.
    expect(s.context.liked).toBe(false);
    expect(s.context.count).toBe(input(rec).count);
    expect(rec.running()).toEqual([]);
    expect(s.can(press)).toBe(true);
    if (rec.via === 'init') {
      expect(s.context.error).toBeNull();
    } else if (rec.via === 'like.loginCancelled') {
      // The visitor closed the dialog: nothing was sent, still a visitor.
      expect(rec.startsInStep('like')).toEqual([]);
      expect(s.context.loggedIn).toBe(false);
      expect(rec.inStep()).toEqual([]);
    } else if (told !== null) {
      // A session change alone sends nothing.
      expect(rec.inStep()).toEqual([]);
    } else {
      // Refused: the optimistic like is rolled back, the server's message kept and told once.
      expect(rec.via).toBe('error:like');
      expect(s.context.error).toBe(REFUSED);
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: REFUSED }]);
    }
  },
  awaitingLogin: (s, rec) => {
    const told = track(s, rec);
    // Only a visitor's press asks for the login (or a logout while waiting); nothing is sent or counted.
    if (told === null) expect(rec.via).toBe('like.press');
    else expect(told).toBe(false);
    expect(s.context.loggedIn).toBe(false);
    expect(s.context.liked).toBe(false);
    expect(s.context.count).toBe(input(rec).count);
    expect(rec.running()).toEqual([]);
    expect(rec.startsInStep('like')).toEqual([]);
    expect(s.can(loggedIn)).toBe(true);
    expect(s.can(cancelled)).toBe(true);
    // The dialog is open: another press does nothing.
    expect(s.can(press)).toBe(false);
  },
  liking: (s, rec) => {
    const told = track(s, rec);
    // Optimistic: pressed and counted at once, one request, no second while it runs.
    expect(s.context.liked).toBe(true);
    expect(s.context.count).toBe(input(rec).count + 1);
    expect(s.context.error).toBeNull();
    expect(rec.running()).toEqual(['like']);
    expect(s.can(press)).toBe(false);
    const waited = rec.history.at(-2)?.state === 'awaitingLogin';
    if (rec.via === 'like.press') {
      // A logged-in press posts at once (track() checked the session says logged in).
      expect(waited).toBe(false);
      expect(rec.startsInStep('like')).toHaveLength(1);
    } else if (rec.via === 'like.loggedIn' || (told === true && waited)) {
      // The login finished (through the dialog or anywhere on the page): the pending like goes on.
      expect(rec.startsInStep('like')).toHaveLength(1);
    } else {
      // A session change while the like is on its way changes nothing else.
      expect(told).not.toBeNull();
      expect(rec.inStep()).toEqual([]);
    }
  },
  liked: (s, rec) => {
    const told = track(s, rec);
    expect(s.context.liked).toBe(true);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'init') {
      expect(s.context.count).toBe(input(rec).count);
      expect(rec.starts('like')).toEqual([]);
    } else if (rec.via === 'done:like') {
      const out = (rec.step?.event as unknown as { output?: { count?: number } }).output;
      // The server's count wins when it gives one; otherwise the optimistic count stays.
      expect(s.context.count).toBe(out?.count === SERVER_COUNT ? SERVER_COUNT : input(rec).count + 1);
      expect(s.context.error).toBeNull();
    } else if (told !== null) {
      expect(rec.inStep()).toEqual([]);
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
