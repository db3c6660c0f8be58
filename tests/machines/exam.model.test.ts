import { expect } from 'vitest';
import { joinLetters, lettersOf } from '../../domain/answers';
import { chancesLeft } from '../../domain/chances';
import { remainingMs, type examMachine } from '../../machines/exam.machine';
import {
  CHOOSE,
  DEADLINE,
  examModel,
  FINISHED_LAST,
  LOCAL,
  OFFSET,
  T0,
  TICK_AFTER,
  TICK_BEFORE,
} from './models/exam.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';
import type { SnapshotFrom } from 'xstate';

type S = SnapshotFrom<typeof examMachine>;

const tickNow = (rec: Recorder) => (rec.step?.event as unknown as { now: number }).now;

/**
 * What holds in every state: the connection flag follows the last network event, and the banner means
 * exactly this: none until the connection is first lost, 'offline' while it is lost, 'online' once it came
 * back after a loss (whatever state heard it, however often it was repeated).
 */
function network(s: S, rec: Recorder) {
  const steps = rec.log.flatMap((e) => (e.kind === 'step' && e.name.startsWith('network.') ? [e.name] : []));
  const last = steps.at(-1);
  expect(s.context.online).toBe(last !== 'network.offline');
  const banner = !steps.includes('network.offline')
    ? null
    : last === 'network.offline'
      ? 'offline'
      : 'online';
  expect(s.context.banner).toBe(banner);
}

/** Steps that leave the state (and its meaning) as it was: network changes and ignored ticks. */
const passive = (rec: Recorder) => rec.via === 'network.offline' || rec.via === 'network.online';

function answering(s: S, rec: Recorder) {
  network(s, rec);
  const a = s.context.attempt!;
  expect(a.finished).toBe(false);
  expect(a.id).toBe(11);
  // The time shown is the server's deadline against the client clock moved by the server's offset.
  expect(s.context.offset).toBe(OFFSET);
  expect(a.deadline).toBe(DEADLINE);
  expect(s.context.remaining).toBe(remainingMs(DEADLINE, s.context.now, OFFSET));
  expect(s.context.remaining).toBeGreaterThan(0);
  expect(rec.running()).toContain('ticker');
  expect(s.can({ type: 'exam.start' })).toBe(false);
  switch (rec.via) {
    case 'done:loadLast':
      // Reopened mid-exam: the local copy is newer than the server's draft, so its answers win.
      expect(s.context.answers).toEqual(LOCAL.answers);
      expect(s.context.subIndex).toBe(LOCAL.subIndex);
      expect(rec.inStep()).toContain('start:ticker');
      break;
    case 'done:startAttempt':
      expect(s.context.answers).toEqual({});
      expect(s.context.subIndex).toBe(0);
      expect(s.context.remaining).toBe(DURATION_LEFT);
      break;
    case 'answer.set':
      // Kept locally at once, with the attempt's id.
      expect(s.context.answers[3]).toBe('D');
      expect(rec.callsInStep('persistLocal')).toEqual([
        { recordId: 11, answers: s.context.answers, subIndex: s.context.subIndex },
      ]);
      break;
    case 'answer.choose': {
      // The machine toggles the letter itself: A joins question 2's letters in option order, or leaves
      // them when this is an even pick since the answers arrived; kept locally at once.
      const picks = rec.history.slice(lastAdopt(rec)).filter((h) => h.via === 'answer.choose').length;
      const base = rec.history[lastAdopt(rec)]!.via === 'done:loadLast' ? LOCAL.answers[CHOOSE.idx] : '';
      const letters = lettersOf(base);
      expect(s.context.answers[CHOOSE.idx] ?? '').toBe(
        picks % 2 === 1 ? joinLetters([...letters, 'A']) : joinLetters(letters.filter((l) => l !== 'A')),
      );
      expect(rec.callsInStep('persistLocal')).toEqual([
        { recordId: 11, answers: s.context.answers, subIndex: s.context.subIndex },
      ]);
      break;
    }
    case 'clock.tick':
      expect(tickNow(rec)).toBe(TICK_BEFORE);
      expect(s.context.remaining).toBe(60_000);
      break;
    default:
      break;
  }
}

/** Where on the path the answers last arrived from the server (a load or a started attempt). */
const lastAdopt = (rec: Recorder) =>
  rec.history.findLastIndex((h) => h.via === 'done:loadLast' || h.via === 'done:startAttempt');

const DURATION_LEFT = DEADLINE - (T0 + OFFSET);

function sync(state: 'waiting' | 'saving' | 'retryWait' | 'held') {
  return (s: S, rec: Recorder) => {
    switch (state) {
      case 'waiting':
        expect(rec.timers()).toContain('draftInterval');
        expect(rec.running()).not.toContain('saveDraft');
        if (rec.via === 'done:saveDraft') {
          // The server kept the draft: failures reset, the time of the save is shown.
          expect(s.context.draftFailures).toBe(0);
          expect(s.context.savedAt).toBe(T0 + 5000);
        }
        break;
      case 'saving':
        expect(rec.running()).toContain('saveDraft');
        if (
          ['after:draftInterval', 'after:draftRetry', 'network.online'].includes(rec.via) &&
          rec.startsInStep('saveDraft').length
        ) {
          // A draft (submitType 0) carries every answer and the current question.
          expect(rec.startsInStep('saveDraft')).toEqual([
            { videoId: 7, recordId: 11, answers: s.context.answers, subIndex: s.context.subIndex },
          ]);
        }
        break;
      case 'retryWait':
        // A failed draft waits 1 s, 2 s, 4 s … before the next try.
        expect(s.context.draftFailures).toBeGreaterThan(0);
        expect(rec.timers()).toContain('draftRetry');
        expect(rec.running()).not.toContain('saveDraft');
        break;
      case 'held':
        // Offline: no draft is attempted; the answers are safe locally until the connection is back.
        expect(s.context.online).toBe(false);
        expect(rec.running()).not.toContain('saveDraft');
        expect(rec.timers()).not.toContain('draftRetry');
        break;
    }
  };
}

function dialog(state: 'closed' | 'confirming') {
  return (s: S, rec: Recorder) => {
    if (state === 'confirming') {
      // The confirm is shown; nothing has been submitted yet.
      expect(rec.starts('submitExam').length).toBe(
        rec.log.filter((e) => e.kind === 'settle' && e.src === 'submitExam').length,
      );
      expect(s.can({ type: 'confirm.ok' })).toBe(true);
      expect(s.can({ type: 'exam.submit' })).toBe(false);
      if (rec.via === 'exam.submit') expect(rec.inStep()).toEqual([]);
    } else {
      expect(s.can({ type: 'exam.submit' })).toBe(true);
      if (rec.via === 'confirm.cancel') expect(rec.inStep()).toEqual([]);
    }
  };
}

const meaning: Meaning<typeof examMachine> = {
  locked: (s, rec) => {
    network(s, rec);
    expect(s.context.attempt).toBeNull();
    expect(s.can({ type: 'exam.start' })).toBe(false);
    expect(rec.running()).toEqual(['connectivity']);
    if (rec.via === 'init') expect(rec.inStep()).toEqual(['start:connectivity']);
    else expect(passive(rec)).toBe(true);
  },
  loading: (s, rec) => {
    network(s, rec);
    expect(rec.running()).toContain('loadLast');
    if (!passive(rec)) {
      expect(['exam.unlock', 'exam.retry']).toContain(rec.via);
      expect(rec.startsInStep('loadLast')).toEqual([{ videoId: 7 }]);
    }
  },
  loadFailed: (s, rec) => {
    network(s, rec);
    expect(s.context.error).toBe('网络错误');
    expect(s.can({ type: 'exam.retry' })).toBe(true);
  },
  ready: (s, rec) => {
    network(s, rec);
    expect(s.can({ type: 'exam.start' })).toBe(true);
    expect(s.context.attempt).toBeNull();
    if (rec.via === 'error:startAttempt') {
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '考试次数已用完' }]);
      expect(s.context.error).toBe('考试次数已用完');
    } else if (!passive(rec)) {
      expect(rec.via).toBe('done:loadLast');
      expect(s.context.error).toBeNull();
    }
  },
  starting: (s, rec) => {
    network(s, rec);
    expect(s.context.submitType).toBe(1);
    expect(rec.running()).toContain('startAttempt');
    if (!passive(rec)) {
      expect(['exam.start', 'exam.retake']).toContain(rec.via);
      expect(rec.startsInStep('startAttempt')).toEqual([{ videoId: 7 }]);
      if (rec.via === 'exam.retake')
        expect(chancesLeft(s.context.attempt!.limit, s.context.attempt!.used)).toBeGreaterThan(0);
    }
  },
  submitQueued: (s, rec) => {
    network(s, rec);
    expect(rec.running()).not.toContain('submitExam');
    expect(rec.running()).not.toContain('ticker');
    if (rec.via === 'clock.tick') {
      // Time is up (the deadline passed, however late the tick came) while offline: queued, type 2.
      expect(tickNow(rec)).toBe(TICK_AFTER);
      expect(s.context.submitType).toBe(2);
      expect(s.context.remaining).toBe(0);
      expect(s.context.online).toBe(false);
    } else if (rec.via === 'confirm.ok') {
      expect(s.context.submitType).toBe(1);
      expect(s.context.online).toBe(false);
    } else if (rec.via === 'error:submitExam') {
      expect(s.context.submitFailures).toBeGreaterThan(0);
      expect(s.context.error).toBe('Network Error');
      expect(rec.timers()).toContain('submitRetry');
    } else {
      expect(passive(rec) || rec.via === 'after:submitRetry').toBe(true);
      if (rec.via === 'after:submitRetry') expect(s.context.online).toBe(false);
    }
  },
  submitting: (s, rec) => {
    network(s, rec);
    expect(s.context.online || passive(rec)).toBe(true);
    expect(rec.running()).toContain('submitExam');
    if (rec.startsInStep('submitExam').length) {
      expect(rec.startsInStep('submitExam')).toEqual([
        {
          videoId: 7,
          recordId: 11,
          answers: s.context.answers,
          subIndex: s.context.subIndex,
          submitType: s.context.submitType,
        },
      ]);
      if (rec.via === 'clock.tick') {
        expect(tickNow(rec)).toBe(TICK_AFTER);
        expect(s.context.submitType).toBe(2);
      }
      if (rec.via === 'confirm.ok') expect(s.context.submitType).toBe(1);
    }
  },
  finished: (s, rec) => {
    network(s, rec);
    const a = s.context.attempt!;
    expect(a.finished).toBe(true);
    expect(rec.running()).not.toContain('ticker');
    expect(s.can({ type: 'exam.retake' })).toBe(chancesLeft(a.limit, a.used) > 0);
    expect(a === FINISHED_LAST ? chancesLeft(a.limit, a.used) : 1).toBe(a === FINISHED_LAST ? 0 : 1);
    if (rec.via === 'done:submitExam') {
      expect(rec.callsInStep('clearLocal')).toEqual([{ recordId: 11 }]);
      // 答题时间结束，系统已经为您自动交卷。。。 only for the time-up submit.
      expect(rec.callsInStep('notifyTimeUp').length).toBe(s.context.submitType === 2 ? 1 : 0);
      expect(a.correct).toBe(4);
      expect(a.wrong).toBe(1);
    }
    if (rec.via === 'error:startAttempt') {
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '考试次数已用完' }]);
    }
  },
};

for (const st of ['waiting', 'saving', 'retryWait', 'held'] as const) {
  for (const dl of ['closed', 'confirming'] as const) {
    meaning[`answering.sync.${st} + answering.dialog.${dl}`] = (s, rec) => {
      answering(s, rec);
      sync(st)(s, rec);
      dialog(dl)(s, rec);
    };
  }
}

describeModel(examModel, meaning);
