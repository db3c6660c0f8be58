import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { isAnswered, letterOf, lettersOf } from '../../domain/answers';
import { chancesLeft } from '../../domain/chances';
import { quizMachine, type QuizInput, type SavedAnswer } from '../../machines/quiz.machine';
import { EMX_NEW, PLAIN, SAVED, quizModel } from './models/quiz.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof quizMachine>;

/** The answers the previous state of the same path showed, to check what one event changed. */
const before = new WeakMap<Recorder, Record<string, string>>();

const choose = { type: 'answer.choose', questionId: 'q1', index: 0 } as const;
const write = { type: 'answer.write', questionId: 'q3', text: 't' } as const;

/** Nothing can be typed or chosen outside `answering`; answers shown locked. */
const locked = (s: Snap) => {
  expect(s.can(choose)).toBe(false);
  expect(s.can(write)).toBe(false);
  expect(s.can({ type: 'quiz.submit' })).toBe(false);
};

/** What the checking call answered on this step: whether a reading record exists. */
const recordFound = (rec: Recorder) => (rec.step?.event as unknown as { output: boolean }).output;

/** Saved answers are only ever held while they are shown locked (submitted); elsewhere none. */
const noneSaved = (s: Snap) => expect(s.context.saved).toEqual([]);

const wellFormed = (s: Snap) => {
  for (const q of s.context.questions) {
    const answer = s.context.answers[q.id];
    if (answer === undefined) continue;
    if (q.type === 1) expect(lettersOf(answer)).toHaveLength(1);
    // Multiple choice: letters sorted and comma-joined.
    if (q.type === 2) expect(answer).toBe(lettersOf(answer).join(','));
  }
};

const meaning: Meaning<typeof quizMachine> = {
  needInfo: (s, rec) => {
    // Category 10, emxState 0: the info form comes first; nothing is fetched yet.
    expect(rec.via).toBe('init');
    expect(s.context).toMatchObject({ gated: true, needsInfo: true, videoId: EMX_NEW.videoId });
    expect(rec.log).toEqual([]);
    expect(s.can({ type: 'info.done' })).toBe(true);
    noneSaved(s);
    locked(s);
  },
  checkingRecord: (s, rec) => {
    expect(s.context.gated).toBe(true);
    expect(s.context.needsInfo).toBe(false);
    expect(['init', 'info.done', 'quiz.retry']).toContain(rec.via);
    expect(rec.startsInStep('checkReadingRecord')).toEqual([{ videoId: s.context.videoId }]);
    expect(rec.running()).toEqual(['checkReadingRecord']);
    // A retry clears the failure it follows.
    expect(s.context.error).toBeNull();
    noneSaved(s);
    locked(s);
  },
  needReading: (s, rec) => {
    // No reading record: the quiz stays closed until the reading system is opened.
    expect(s.context.gated).toBe(true);
    expect(s.can({ type: 'reading.open' })).toBe(true);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'error:createReadingRecord') {
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '请登录后操作！' }]);
    } else {
      expect(rec.via).toBe('done:checkReadingRecord');
      expect(recordFound(rec)).toBe(false);
      expect(rec.inStep()).toEqual(['settle:checkReadingRecord']);
    }
    noneSaved(s);
    locked(s);
  },
  recordingReading: (s, rec) => {
    expect(rec.via).toBe('reading.open');
    // The reading system opens inside the click, and the record is saved.
    expect(rec.inStep()).toEqual(['openReadingSystem', 'start:createReadingRecord']);
    expect(rec.startsInStep('createReadingRecord')).toEqual([{ videoId: s.context.videoId }]);
    noneSaved(s);
    locked(s);
  },
  loading: (s, rec) => {
    expect(rec.startsInStep('loadSaved')).toEqual([{ videoId: s.context.videoId }]);
    expect(s.context.error).toBeNull();
    switch (rec.via) {
      case 'init':
      case 'quiz.retry':
        expect(s.context.gated).toBe(false);
        break;
      case 'done:checkReadingRecord':
        // The reading record exists: the quiz opens.
        expect(recordFound(rec)).toBe(true);
        expect(s.context.gated).toBe(true);
        break;
      case 'done:createReadingRecord':
        expect(s.context.gated).toBe(true);
        break;
      case 'done:submitAnswers':
        // Submitted: one chance used, and the saved (graded) answers are fetched again.
        expect(rec.inStep()).toEqual(['settle:submitAnswers', 'notifySubmitted', 'start:loadSaved']);
        expect(s.context.usedExamCount).toBe(rec.calls('notifySubmitted').length);
        break;
      default:
        throw new Error(`unexpected way into loading: ${rec.via}`);
    }
    noneSaved(s);
    locked(s);
  },
  failed: (s, rec) => {
    expect(['error:loadSaved', 'error:checkReadingRecord']).toContain(rec.via);
    expect(s.context.error).toMatch(/失败/);
    expect(s.can({ type: 'quiz.retry' })).toBe(true);
    noneSaved(s);
    locked(s);
  },
  answering: (s, rec) => {
    wellFormed(s);
    noneSaved(s);
    expect(s.can(choose)).toBe(true);
    const prev = before.get(rec) ?? {};
    const event = rec.step?.event as { type: string; questionId?: string; index?: number; text?: string };
    switch (rec.via) {
      case 'done:loadSaved':
        // Nothing submitted yet: a blank paper.
        expect(s.context.answers).toEqual({});
        expect(s.context.saved).toEqual([]);
        break;
      case 'answer.choose': {
        const id = event.questionId ?? '';
        const letter = letterOf(event.index ?? 0);
        if (id === 'q1') expect(s.context.answers.q1).toBe(letter); // single: replaced
        if (id === 'q2') {
          // multiple: toggled, the others kept
          const had = lettersOf(prev.q2 ?? '');
          const expected = had.includes(letter) ? had.filter((l) => l !== letter) : [...had, letter];
          expect(lettersOf(s.context.answers.q2 ?? '')).toEqual(expected.sort());
        }
        if (id === 'q3') expect(s.context.answers).toEqual(prev); // an open question has no options
        for (const other of ['q1', 'q2', 'q3'].filter((q) => q !== id)) {
          expect(s.context.answers[other]).toBe(prev[other]);
        }
        break;
      }
      case 'answer.write':
        if (event.questionId === 'q3') expect(s.context.answers).toEqual({ ...prev, q3: event.text });
        else expect(s.context.answers).toEqual(prev); // text for a choice question is ignored
        break;
      case 'quiz.submit':
        // Not every question answered: 请完成所有的题目后再提交！ and nothing is sent.
        expect(rec.inStep()).toEqual(['notifyIncomplete']);
        expect(s.context.questions.some((q) => !(s.context.answers[q.id] ?? '').trim())).toBe(true);
        expect(s.context.answers).toEqual(prev);
        break;
      case 'error:submitAnswers':
        // The server's message; what the user chose stays.
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '答题次数已用完' }]);
        expect(s.context.answers).toEqual(prev);
        break;
      case 'quiz.again':
        // A fresh paper while chances remain.
        expect(s.context.answers).toEqual({});
        expect(s.context.saved).toEqual([]);
        expect(chancesLeft(s.context.examLimitCount, s.context.usedExamCount)).toBeGreaterThan(0);
        break;
      default:
        throw new Error(`unexpected way into answering: ${rec.via}`);
    }
  },
  submitting: (s, rec) => {
    expect(rec.via).toBe('quiz.submit');
    expect(rec.inStep()).toEqual(['start:submitAnswers']);
    expect(rec.startsInStep('submitAnswers')).toEqual([
      { videoId: s.context.videoId, answers: s.context.answers },
    ]);
    for (const q of s.context.questions) expect((s.context.answers[q.id] ?? '').trim()).not.toBe('');
    wellFormed(s);
    noneSaved(s);
    locked(s);
  },
  submitted: (s, rec) => {
    if (rec.via === 'quiz.again') {
      // No chance left: 再答一次 does nothing, the submitted answers stay.
      expect(chancesLeft(s.context.examLimitCount, s.context.usedExamCount)).toBe(0);
      expect(rec.inStep()).toEqual([]);
    } else expect(rec.via).toBe('done:loadSaved');
    // The saved answers, locked; answer again only while chances remain.
    expect(s.context.saved).toEqual(SAVED);
    expect(s.context.answers).toEqual({ q1: 'B', q2: 'A,B', q3: '要点' });
    expect(s.can({ type: 'quiz.again' })).toBe(
      chancesLeft(s.context.examLimitCount, s.context.usedExamCount) > 0,
    );
    locked(s);
  },
};

// Remember the answers after every state, for the next step's comparison.
const tracked = Object.fromEntries(
  Object.entries(meaning).map(([key, check]) => [
    key,
    (s: Snap, rec: Recorder) => {
      check(s, rec);
      before.set(rec, { ...s.context.answers });
    },
  ]),
) as Meaning<typeof quizMachine>;

describeModel(quizModel, tracked);

describe('answers the paper cannot take', () => {
  const answering = async (input: QuizInput) => {
    const logic = quizMachine.provide({
      actors: { loadSaved: fromPromise<SavedAnswer[], { videoId: string }>(async () => []) },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('answering'));
    return actor;
  };

  it('ignores a choice or a text for a question that is not on the paper', async () => {
    const actor = await answering(PLAIN);
    actor.send({ type: 'answer.choose', questionId: 'q1', index: 1 });
    actor.send({ type: 'answer.choose', questionId: 'gone', index: 0 });
    actor.send({ type: 'answer.write', questionId: 'gone', text: '要点' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.answers).toEqual({ q1: 'B' });
    actor.stop();
  });

  it('invents no answer from an option of a question type it does not know', async () => {
    // The schemas refuse such a question (domain QUESTION_TYPES); the machine's input is any number, and it
    // must not answer one by itself.
    const actor = await answering({ ...PLAIN, questions: [{ id: 'q4', type: 4 }] });
    actor.send({ type: 'answer.choose', questionId: 'q4', index: 1 });
    expect(isAnswered(actor.getSnapshot().context.answers.q4)).toBe(false);
    actor.stop();
  });
});
