/** Pure helpers and data shapes of the exam machine (no xstate, no DOM, no clock). */

/** Question idx → answer letters ("A", "A,C") or text. */
export type Answers = Record<number, string>;

/** An attempt as the machine needs it (decoded from the server's exam record). */
export interface ExamAttempt {
  id: number;
  attemptNo: number;
  finished: boolean;
  /** Epoch ms on the server clock. */
  deadline: number;
  /** The server clock when it answered. */
  serverTime: number;
  /** Server clock of the last draft it kept; null before the first. */
  savedAt: number | null;
  answers: Answers;
  subIndex: number;
  submitType: number;
  correct: number;
  wrong: number;
  limit: number;
  used: number;
  showAnswer: number;
  showAnswerTime: string | null;
  /** Answers and analysis when they may be shown. */
  key: Array<{ idx: number; answerItems: string; questionAnalysis: string }> | null;
}

/** The answers kept in this browser for one attempt. */
export interface LocalDraft {
  recordId: number;
  answers: Answers;
  subIndex: number;
  /** Client clock when they were kept. */
  savedAt: number;
}

/** What loading or starting answers: the attempt (or none), the client clock on arrival, the local copy. */
export interface ExamLoad {
  attempt: ExamAttempt | null;
  clientNow: number;
  local: LocalDraft | null;
}

/** Time left: the server's deadline against the client clock moved onto the server's (never below 0). */
export const remainingMs = (deadline: number, now: number, offset: number) =>
  Math.max(0, deadline - (now + offset));

/** 1 s, 2 s, 4 s … after the 1st, 2nd, 3rd failure; at most 30 s. */
export const backoffMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/** The local copy wins when it belongs to this attempt and was kept after the server's last draft. */
export const localIsNewer = (attempt: ExamAttempt, local: LocalDraft, offset: number) =>
  local.recordId === attempt.id && (attempt.savedAt === null || local.savedAt + offset > attempt.savedAt);

/** mm:ss of a duration in ms, rounded up to the second. */
export const mmss = (ms: number) => {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
