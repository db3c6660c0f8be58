/** The training exam's codes (001 §9 exam/record, §3 training video), written once for machine, views and server. */

/** Exam submit types: 0 a draft (every 5 s), 1 the trainee's submit, 2 the automatic submit at time up. */
export const SUBMIT_DRAFT = 0;
export const SUBMIT_MANUAL = 1;
export const SUBMIT_TIMEUP = 2;
export type FinalSubmitType = typeof SUBMIT_MANUAL | typeof SUBMIT_TIMEUP;

/** showAnswer 1: a finished attempt may see the answers, from showAnswerTime when there is one. */
export const SHOW_ANSWER = 1;

/** Whether a paper's answers are shown (once the attempt is finished: the caller's part). */
export const answersShown = (
  video: { showAnswer: number; showAnswerTime?: string | Date | null },
  now: number,
) =>
  video.showAnswer === SHOW_ANSWER &&
  (!video.showAnswerTime || new Date(video.showAnswerTime).getTime() <= now);
