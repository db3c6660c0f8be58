import { fromCallback, fromPromise } from 'xstate';
import type { Subscription } from 'rxjs';
import {
  examMachine,
  type DraftRequest,
  type ExamAttempt,
  type ExamLoad,
  type LocalDraft,
  type SubmitRequest,
} from '../../../machines/exam.machine';
import { clock$ } from '../../../realtime/clock';
import { connectivity$ } from '../../../realtime/connectivity';
import { examRecord, examRecordLast } from '../../api/training';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { decodeAnswers, encodeAnswers, type ExamRecord } from '../../schemas/training';
import { msg } from '../../text/messages';
import { trainingMsg } from '../../text/training';

/** localStorage key of one attempt's answers: user + video + attempt (docs/decisions.md, training). */
export const localKey = (uid: string, videoId: number, recordId: number) =>
  `training-exam:${uid}:${videoId}:${recordId}`;

export const toAttempt = (r: ExamRecord): ExamAttempt => ({
  id: r.id,
  attemptNo: r.attemptNo,
  finished: r.state === 1,
  deadline: r.deadline,
  serverTime: r.serverTime,
  savedAt: r.savedAt ?? null,
  answers: decodeAnswers(r.answerJson),
  subIndex: r.subIndex,
  submitType: r.submitType,
  correct: r.correctNumber,
  wrong: r.wrongNumber,
  limit: r.examLimitCount,
  used: r.usedExamCount,
  showAnswer: r.showAnswer,
  showAnswerTime: r.showAnswerTime ?? null,
  key: r.examJson ?? null,
});

export interface ExamDeps {
  uid: string;
  videoId: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** Overrides for tests and the benchmark (e.g. a faster draft interval). */
  delays?: { draftInterval?: number };
}

/** The exam machine with the browser's side effects: HTTP, localStorage, the clock and the connection. */
export function createExamLogic({
  uid,
  videoId,
  storage = window.localStorage,
  now = Date.now,
  delays = {},
}: ExamDeps) {
  const readLocal = (videoId: number, recordId: number): LocalDraft | null => {
    try {
      const raw = storage.getItem(localKey(uid, videoId, recordId));
      return raw ? (JSON.parse(raw) as LocalDraft) : null;
    } catch {
      return null;
    }
  };
  const loaded = (videoId: number, record: ExamRecord | null): ExamLoad => {
    const attempt = record ? toAttempt(record) : null;
    return {
      attempt,
      clientNow: now(),
      local: attempt && !attempt.finished ? readLocal(videoId, attempt.id) : null,
    };
  };
  const send = async (r: DraftRequest, submitType: 0 | 1 | 2) => {
    const record = await examRecord({
      trainingVideoId: r.videoId,
      recordId: r.recordId,
      answerJson: encodeAnswers(r.answers),
      submitType,
      subIndex: r.subIndex,
    });
    if (!record) throw new Error(msg.validation.serverError);
    return { attempt: toAttempt(record), clientNow: now() };
  };

  return examMachine.provide({
    actors: {
      loadLast: fromPromise<ExamLoad, { videoId: number }>(async ({ input }) =>
        loaded(input.videoId, await examRecordLast(input.videoId)),
      ),
      startAttempt: fromPromise<ExamLoad, { videoId: number }>(async ({ input }) =>
        loaded(
          input.videoId,
          await examRecord({ trainingVideoId: input.videoId, submitType: 0, subIndex: 0 }),
        ),
      ),
      saveDraft: fromPromise(({ input }: { input: DraftRequest }) => send(input, 0)),
      submitExam: fromPromise(({ input }: { input: SubmitRequest }) => send(input, input.submitType)),
      ticker: fromCallback(({ sendBack }) => {
        const sub: Subscription = clock$(250, now).subscribe((t) => sendBack({ type: 'clock.tick', now: t }));
        return () => sub.unsubscribe();
      }),
      connectivity: fromCallback(({ sendBack }) => {
        const sub = connectivity$().subscribe((online) =>
          sendBack({ type: online ? 'network.online' : 'network.offline' }),
        );
        return () => sub.unsubscribe();
      }),
    },
    actions: {
      persistLocal: (_, p: { recordId: number; answers: Record<number, string>; subIndex: number }) => {
        try {
          storage.setItem(
            localKey(uid, videoId, p.recordId),
            JSON.stringify({ ...p, savedAt: now() } satisfies LocalDraft),
          );
        } catch {
          // storage full or blocked: the 5 s drafts still reach the server
        }
      },
      clearLocal: (_, p: { recordId: number }) => storage.removeItem(localKey(uid, videoId, p.recordId)),
      notifyTimeUp: () => toast.info(trainingMsg.timeUp),
      notifyFailed: (_, p: { message: string }) => notifyFailure(p.message),
    },
    delays: delays.draftInterval ? { draftInterval: delays.draftInterval } : {},
  });
}
