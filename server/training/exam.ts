import { EXAM_SUBMIT_GRACE_MS, type ExamRecord } from '../../src/schemas/training';
import { answersShown, SUBMIT_DRAFT, SUBMIT_TIMEUP } from '../../domain/exam';
import { QUESTION_OPEN, sameAnswer } from '../../domain/answers';
import { chancesLeft } from '../../domain/chances';
import type { Queryable } from '../db/types';
import { Refusal } from '../http/reply';
import { msg } from '../../src/text/messages';
import { trainingMsg } from '../../src/text/training';

/**
 * The timed exam's rules, owned by the server (issue 4 item 4):
 * - an attempt starts with a deadline = start + examDuration on the server clock;
 * - drafts (submitType 0) are kept until the deadline;
 * - a final submit (1 manual, 2 time-up) is graded until deadline + EXAM_SUBMIT_GRACE_MS;
 * - after that the attempt is finalised from its last draft (lazily, on the next exam call);
 * - an attempt is graded once: state flips 0 → 1 once, under a per-(user, video) lock; submitting a
 *   finished attempt again answers the same result and counts nothing.
 */
export interface PaperQuestion {
  idx: number;
  question: string;
  questionType: 1 | 2 | 3;
  chooseItems: string[];
  answerItems: string;
  questionAnalysis: string;
}

export interface ExamVideo {
  id: number;
  examJson: string;
  examDuration: number;
  examLimitCount: number;
  showAnswer: number;
  showAnswerTime: Date | null;
}

export interface AttemptRow {
  id: number;
  attempt_no: number;
  state: number;
  answer_json: string;
  sub_index: number;
  submit_type: number;
  deadline: Date;
  saved_at: Date | null;
  correct_number: number;
  wrong_number: number;
}

export const parsePaper = (json: string): PaperQuestion[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as PaperQuestion[]) : [];
  } catch {
    return [];
  }
};

/** The paper as the trainee sees it: no answers, no analysis. */
export const publicPaper = (paper: PaperQuestion[]) =>
  paper.map(({ idx, question, questionType, chooseItems }) => ({ idx, question, questionType, chooseItems }));

function answersOf(json: string): Map<number, string> {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return new Map();
    return new Map(
      list.flatMap((a: unknown) => {
        const o = a as { idx?: unknown; answer?: unknown };
        return typeof o?.idx === 'number' && typeof o.answer === 'string' ? [[o.idx, o.answer] as const] : [];
      }),
    );
  } catch {
    return new Map();
  }
}

/** Correct and wrong counts of the choice questions (open questions, type 3, are read by an expert). */
export function grade(paper: PaperQuestion[], answerJson: string) {
  const answers = answersOf(answerJson);
  let correct = 0;
  let wrong = 0;
  for (const q of paper) {
    if (q.questionType === QUESTION_OPEN) continue;
    if (sameAnswer(answers.get(q.idx) ?? '', q.answerItems)) correct++;
    else wrong++;
  }
  return { correct, wrong };
}

const ATTEMPT_COLUMNS = `id, attempt_no, state, answer_json, sub_index, submit_type, deadline, saved_at,
  correct_number, wrong_number`;

export const lockExam = (tx: Queryable, uid: number, videoId: number) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('exam:' || $1::text || ':' || $2::text))", [uid, videoId]);

async function finish(
  tx: Queryable,
  paper: PaperQuestion[],
  id: number,
  answerJson: string,
  type: number,
  now: number,
) {
  const { correct, wrong } = grade(paper, answerJson);
  await tx.query(
    `UPDATE training_exam_records SET state = 1, answer_json = $2, submit_type = $3, finished_at = $4,
       correct_number = $5, wrong_number = $6 WHERE id = $1 AND state = 0`,
    [id, answerJson, type, new Date(now), correct, wrong],
  );
}

/** Finalises, from its last draft, an open attempt whose deadline + grace has passed. */
export async function finaliseExpired(tx: Queryable, uid: number, video: ExamVideo, now: number) {
  const { rows } = await tx.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM training_exam_records
     WHERE uid = $1 AND training_video_id = $2 AND state = 0 AND deadline < $3`,
    [uid, video.id, new Date(now - EXAM_SUBMIT_GRACE_MS)],
  );
  for (const r of rows) await finish(tx, parsePaper(video.examJson), r.id, r.answer_json, SUBMIT_TIMEUP, now);
}

export async function usedCount(q: Queryable, uid: number, videoId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM training_exam_records WHERE uid = $1 AND training_video_id = $2 AND state = 1',
    [uid, videoId],
  );
  return rows[0]?.n ?? 0;
}

const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export async function attemptView(
  q: Queryable,
  uid: number,
  video: ExamVideo,
  row: AttemptRow,
  now: number,
): Promise<ExamRecord> {
  const finished = row.state === 1;
  const answersAllowed = finished && answersShown(video, now);
  return {
    id: row.id,
    attemptNo: row.attempt_no,
    state: row.state,
    answerJson: row.answer_json,
    subIndex: row.sub_index,
    submitType: row.submit_type,
    deadline: new Date(row.deadline).getTime(),
    serverTime: now,
    savedAt: row.saved_at ? new Date(row.saved_at).getTime() : null,
    correctNumber: row.correct_number,
    wrongNumber: row.wrong_number,
    examLimitCount: video.examLimitCount,
    usedExamCount: await usedCount(q, uid, video.id),
    showAnswer: video.showAnswer,
    showAnswerTime: video.showAnswerTime ? fmt(new Date(video.showAnswerTime)) : null,
    examJson: answersAllowed
      ? parsePaper(video.examJson).map(({ idx, answerItems, questionAnalysis }) => ({
          idx,
          answerItems,
          questionAnalysis,
        }))
      : null,
  };
}

export async function lastAttempt(q: Queryable, uid: number, videoId: number): Promise<AttemptRow | null> {
  const { rows } = await q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM training_exam_records WHERE uid = $1 AND training_video_id = $2
     ORDER BY attempt_no DESC LIMIT 1`,
    [uid, videoId],
  );
  return rows[0] ?? null;
}

async function attemptById(q: Queryable, uid: number, videoId: number, id: number) {
  const { rows } = await q.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM training_exam_records WHERE id = $1 AND uid = $2 AND training_video_id = $3`,
    [id, uid, videoId],
  );
  return rows[0] ?? null;
}

/**
 * POST /api/training/exam/record inside the caller's transaction (the caller holds `lockExam`): the
 * attempt as it now stands, or a `Refusal` (an unknown attempt, a final submit without one, no chances
 * left). A refusal rolls back the expired attempts finalised on the way; they are finalised again, to the
 * same grade, by the next exam call.
 */
export async function recordExam(
  tx: Queryable,
  uid: number,
  video: ExamVideo,
  body: { recordId?: number | null; answerJson: string; submitType: 0 | 1 | 2; subIndex: number },
  now: number,
): Promise<AttemptRow> {
  const paper = parsePaper(video.examJson);
  await finaliseExpired(tx, uid, video, now);
  if (body.recordId) {
    const row = await attemptById(tx, uid, video.id, body.recordId);
    if (!row) throw new Refusal(msg.validation.notFound);
    if (row.state === 1) return row; // idempotent: already graded, nothing counted again
    const deadline = new Date(row.deadline).getTime();
    if (body.submitType === SUBMIT_DRAFT) {
      if (now <= deadline) {
        await tx.query(
          `UPDATE training_exam_records SET answer_json = $2, sub_index = $3, saved_at = $4,
             draft_count = draft_count + 1 WHERE id = $1`,
          [row.id, body.answerJson, body.subIndex, new Date(now)],
        );
      }
    } else {
      // finaliseExpired ran above, so the attempt is still within deadline + grace here.
      await tx.query('UPDATE training_exam_records SET sub_index = $2 WHERE id = $1', [
        row.id,
        body.subIndex,
      ]);
      await finish(tx, paper, row.id, body.answerJson, body.submitType, now);
    }
    return (await attemptById(tx, uid, video.id, row.id))!;
  }
  if (body.submitType !== SUBMIT_DRAFT) throw new Refusal(msg.validation.badRequest);
  const { rows: open } = await tx.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM training_exam_records WHERE uid = $1 AND training_video_id = $2 AND state = 0`,
    [uid, video.id],
  );
  if (open[0]) return open[0]; // a repeated start resumes the open attempt
  if (chancesLeft(video.examLimitCount, await usedCount(tx, uid, video.id)) === 0)
    throw new Refusal(trainingMsg.noChances);
  const { rows } = await tx.query<AttemptRow>(
    `INSERT INTO training_exam_records (uid, training_video_id, attempt_no, started_at, deadline)
     VALUES ($1, $2, (SELECT coalesce(max(attempt_no), 0) + 1 FROM training_exam_records
                      WHERE uid = $1 AND training_video_id = $2), $3, $4)
     RETURNING ${ATTEMPT_COLUMNS}`,
    [uid, video.id, new Date(now), new Date(now + video.examDuration * 1000)],
  );
  return rows[0]!;
}
