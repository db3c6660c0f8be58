import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { QUESTION_MULTIPLE, QUESTION_OPEN, QUESTION_SINGLE } from '../../domain/answers';
import {
  examMachine,
  inPaper,
  shownBanner,
  type ExamAttempt,
  type ExamLoad,
} from '../../machines/exam.machine';
import { backoffMs, localIsNewer, mmss, remainingMs } from '../../machines/examTime';
import { connectivity$ } from '../../realtime/connectivity';
import { DEADLINE, OFFSET, OPEN, T0 } from '../machines/models/exam.model';
import { decodeAnswers, encodeAnswers } from '../../src/schemas/training';

describe('exam time helpers', () => {
  it('computes the time left from the deadline and the server offset, never below 0', () => {
    expect(remainingMs(100_000, 10_000, 30_000)).toBe(60_000);
    expect(remainingMs(100_000, 80_000, 30_000)).toBe(0);
    expect(mmss(61_001)).toBe('01:02');
    expect(mmss(0)).toBe('00:00');
  });
  it('backs off 1, 2, 4 … s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
  it('a local copy wins only for the same attempt and when newer than the server draft', () => {
    const local = { recordId: OPEN.id, answers: {}, subIndex: 0, savedAt: 1000 };
    expect(localIsNewer({ ...OPEN, savedAt: 1500 }, local, 600)).toBe(true);
    expect(localIsNewer({ ...OPEN, savedAt: 1700 }, local, 600)).toBe(false);
    // Kept at the same moment as the server's draft: the server's copy stands (nothing newer here).
    expect(localIsNewer({ ...OPEN, savedAt: 1600 }, local, 600)).toBe(false);
    expect(localIsNewer({ ...OPEN, savedAt: 1599 }, local, 600)).toBe(true);
    expect(localIsNewer({ ...OPEN, savedAt: null }, local, 0)).toBe(true);
    expect(localIsNewer(OPEN, { ...local, recordId: 99 }, 0)).toBe(false);
    // Another attempt's copy never wins, not even over an attempt without a server draft.
    expect(localIsNewer({ ...OPEN, savedAt: null }, { ...local, recordId: 99 }, 0)).toBe(false);
    // Without a server draft the local copy wins whatever its time says.
    expect(localIsNewer({ ...OPEN, savedAt: null }, { ...local, savedAt: 0 }, -5000)).toBe(true);
  });
});

describe('answers', () => {
  it('encoding answers round-trips (the letters themselves: tests/unit/domain/answers.test.ts)', () => {
    const json = encodeAnswers({ 2: 'A,C', 1: 'B', 3: '' });
    expect(json).toBe('[{"idx":1,"answer":"B"},{"idx":2,"answer":"A,C"}]');
    expect(decodeAnswers(json)).toEqual({ 1: 'B', 2: 'A,C' });
    expect(decodeAnswers('not json')).toEqual({});
  });
});

describe('connectivity$', () => {
  it('starts with the current state and follows online/offline events', () => {
    const target = new EventTarget();
    const seen: boolean[] = [];
    const sub = connectivity$(target as unknown as Window, () => true).subscribe((v) => seen.push(v));
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    sub.unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([true, false, true]);
  });
});

describe('the exam machine picks the letters (answer.choose)', () => {
  /** The real machine, its calls stubbed: resumed into answering with the server's answers. */
  const answering = async (answers: Record<number, string>) => {
    const kept: Array<Record<number, string>> = [];
    const actor = createActor(
      examMachine.provide({
        actors: {
          loadLast: fromPromise<ExamLoad, { videoId: number }>(async () => ({
            attempt: { ...OPEN, answers },
            clientNow: T0,
            local: null,
          })),
        },
        actions: { persistLocal: (_, p) => void kept.push(p.answers) },
      }),
      { input: { videoId: 7, now: T0 } },
    ).start();
    actor.send({ type: 'exam.unlock' });
    await waitFor(actor, (s) => s.matches('answering'));
    return { actor, kept, answer: (idx: number) => actor.getSnapshot().context.answers[idx] };
  };

  it('a single choice replaces the letter; a multiple choice toggles its letter in option order', async () => {
    const { actor, kept, answer } = await answering({ 1: 'A', 2: 'C' });
    actor.send({ type: 'answer.choose', idx: 1, questionType: QUESTION_SINGLE, option: 2 });
    expect(answer(1)).toBe('C');
    actor.send({ type: 'answer.choose', idx: 2, questionType: QUESTION_MULTIPLE, option: 0 });
    expect(answer(2)).toBe('A,C');
    actor.send({ type: 'answer.choose', idx: 2, questionType: QUESTION_MULTIPLE, option: 2 });
    expect(answer(2)).toBe('A');
    actor.send({ type: 'answer.choose', idx: 5, questionType: QUESTION_MULTIPLE, option: 1 });
    expect(answer(5)).toBe('B');
    // Every pick is kept locally at once, with the answers after it.
    expect(kept.map((a) => a[2])).toEqual(['C', 'A,C', 'A', 'A']);
    expect(kept.at(-1)).toEqual({ 1: 'C', 2: 'A', 5: 'B' });
    actor.stop();
  });

  it('an open question is not chosen (its text comes with answer.set); nothing is chosen once submitted', async () => {
    const { actor, answer } = await answering({ 3: '肺窗' });
    actor.send({ type: 'answer.choose', idx: 3, questionType: QUESTION_OPEN, option: 0 });
    expect(answer(3)).toBe('肺窗');
    // Nor does a click on an unanswered open question invent an answer: it stays blank.
    actor.send({ type: 'answer.choose', idx: 4, questionType: QUESTION_OPEN, option: 1 });
    expect(answer(4) ?? '').toBe('');
    actor.send({ type: 'answer.set', idx: 3, answer: '纵隔窗' });
    expect(answer(3)).toBe('纵隔窗');
    actor.send({ type: 'exam.submit' });
    actor.send({ type: 'confirm.ok' });
    expect(actor.getSnapshot().can({ type: 'answer.choose', idx: 1, questionType: 1, option: 0 })).toBe(
      false,
    );
    actor.stop();
  });
});

describe('the exam paper and its banner', () => {
  it('the paper is on screen while answering, submitting or queued, by state value or its top-level name', () => {
    expect(inPaper('answering')).toBe(true);
    expect(inPaper({ answering: { sync: 'waiting', dialog: 'closed' } })).toBe(true);
    expect(inPaper('submitting')).toBe(true);
    expect(inPaper('submitQueued')).toBe(true);
    expect(inPaper('finished')).toBe(false);
    expect(inPaper('ready')).toBe(false);
  });

  it('网络已恢复 goes with the paper only; the offline warning shows everywhere', () => {
    expect(shownBanner('online', true)).toBe('online');
    expect(shownBanner('online', false)).toBeNull();
    expect(shownBanner('offline', false)).toBe('offline');
    expect(shownBanner('offline', true)).toBe('offline');
    expect(shownBanner(null, true)).toBeNull();
  });

  it("a resumed draft's saving time is moved onto the client's clock by the server offset", async () => {
    const resumed = async (attempt: ExamAttempt) => {
      const actor = createActor(
        examMachine.provide({
          actors: {
            loadLast: fromPromise<ExamLoad, { videoId: number }>(async () => ({
              attempt,
              clientNow: T0,
              local: null,
            })),
          },
          actions: { persistLocal: () => undefined },
        }),
        { input: { videoId: 7, now: T0 } },
      ).start();
      actor.send({ type: 'exam.unlock' });
      await waitFor(actor, (st) => st.matches('answering'));
      const { savedAt, offset } = actor.getSnapshot().context;
      actor.stop();
      return { savedAt, offset };
    };
    const offset = OPEN.serverTime - T0;
    expect(offset).not.toBe(0);
    expect(await resumed(OPEN)).toEqual({ savedAt: OPEN.savedAt! - offset, offset });
    expect((await resumed({ ...OPEN, savedAt: null })).savedAt).toBeNull();
  });
});

describe('the exam time-up (clock.tick)', () => {
  /** Resumed into answering, its submit held open so the state after the time-up stays to be seen. */
  const answeringAt = async () => {
    const actor = createActor(
      examMachine.provide({
        actors: {
          loadLast: fromPromise<ExamLoad, { videoId: number }>(async () => ({
            attempt: OPEN,
            clientNow: T0,
            local: null,
          })),
          submitExam: fromPromise(() => new Promise<Saved>(() => {})),
          saveDraft: fromPromise(() => new Promise<Saved>(() => {})),
        },
        actions: { persistLocal: () => undefined },
      }),
      { input: { videoId: 7, now: T0 } },
    ).start();
    actor.send({ type: 'exam.unlock' });
    await waitFor(actor, (s) => s.matches('answering'));
    return actor;
  };
  type Saved = { attempt: ExamAttempt; clientNow: number };
  /** The client clock reading at which the server's deadline is reached. */
  const atDeadline = DEADLINE - OFFSET;

  it('one millisecond before the deadline the paper stays open with 1 ms left', async () => {
    const actor = await answeringAt();
    actor.send({ type: 'clock.tick', now: atDeadline - 1 });
    const s = actor.getSnapshot();
    expect(s.matches('answering')).toBe(true);
    expect(s.context.remaining).toBe(1);
    expect(s.context.now).toBe(atDeadline - 1);
    actor.stop();
  });

  it('exactly at the deadline the time is up: submitted as a time-up (type 2), the clock reading kept', async () => {
    const actor = await answeringAt();
    actor.send({ type: 'clock.tick', now: atDeadline });
    const s = actor.getSnapshot();
    expect(s.matches('answering')).toBe(false);
    expect(inPaper(s.value)).toBe(true);
    expect(s.context.submitType).toBe(2);
    expect(s.context.remaining).toBe(0);
    expect(s.context.now).toBe(atDeadline);
    actor.stop();
  });
});
