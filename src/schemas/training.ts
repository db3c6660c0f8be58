import { z } from 'zod';
import { QUESTION_TYPES } from '../../domain/answers';
import { msg } from '../text/messages';
import { commentText } from './comment';
import { dataResponse, envelope, rowsResponse } from './common';
import { MOBILE_PHONE, PROFILE_MAX } from './limits';
import { codeSchema, idSchema, intSchema, numberSchema, requiredText, textSchema } from './primitives';
import { SUBMIT_DRAFT, SUBMIT_MANUAL, SUBMIT_TIMEUP } from '../../domain/exam';
import { lazySchema } from './lazy';

/** 001 §9 and our own exam constants (docs/decisions.md, training). */
export const TRAINING_LIST_PAGE_SIZE = 10000;
export const TRAINING_REC_PAGE_SIZE = 12;
/** Drafts every 5 s (001 §9). */
export const EXAM_DRAFT_INTERVAL_MS = 5000;
/** A final submit is accepted until deadline + this grace; after it the last draft is graded. */
export const EXAM_SUBMIT_GRACE_MS = 60_000;

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const num = lazySchema(() =>
  z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
);

export const courseGroupSchema = lazySchema(() =>
  z.looseObject({ dictValue: z.coerce.string(), dictLabel: z.string() }),
);
export type CourseGroup = z.infer<typeof courseGroupSchema>;
export const groupsResponse = lazySchema(() => dataResponse(z.array(courseGroupSchema)));

/** A question as the paper shows it (no answers): letters A, B, C … by option position (001 §3). */
export const questionSchema = lazySchema(() =>
  z.looseObject({
    idx: z.number(),
    question: z.string(),
    questionType: z.literal(QUESTION_TYPES),
    chooseItems: z.array(z.string()).default([]),
  }),
);
export type Question = z.infer<typeof questionSchema>;

export const trainingVideoSchema = lazySchema(() =>
  z.looseObject({
    id: z.number(),
    topic: z.string(),
    courseGroupId: z.coerce.string(),
    keySpeaker: str,
    videoDate: str,
    videoCoverUrl: str,
    videoUrl: str,
    description: str,
    videoViewCount: num,
    likeCount: num,
    examDuration: num,
    examLimitCount: num,
    usedExamCount: num,
    showAnswer: num,
    showAnswerTime: z.string().nullish(),
    learningProcess: num,
    /** The paper (questions without answers); absent in lists. */
    examJson: z.array(questionSchema).nullish(),
  }),
);
export type TrainingVideo = z.infer<typeof trainingVideoSchema>;
export const videoListResponse = lazySchema(() => rowsResponse(trainingVideoSchema));
export const videoResponse = lazySchema(() => dataResponse(trainingVideoSchema));

export const applyStateResponse = lazySchema(() =>
  dataResponse(z.looseObject({ state: z.number(), approvalReason: z.string().nullish() }).nullable()),
);

export const commentSchema = lazySchema(() =>
  z.looseObject({
    id: z.number(),
    text: z.string(),
    radioUserName: str,
    radioUserImg: str,
    createTime: str,
  }),
);
export type TrainingComment = z.infer<typeof commentSchema>;
export const commentListResponse = lazySchema(() => rowsResponse(commentSchema));
export const commentBody = lazySchema(() =>
  z.object({
    trainingVideoId: idSchema,
    text: commentText,
  }),
);

export const likeResponse = lazySchema(() => dataResponse(z.looseObject({ likeCount: z.number() })));

export const watchRecordBody = lazySchema(() =>
  z.object({
    trainingVideoId: idSchema,
    watchPosition: numberSchema({ min: 0, max: 1e7 }),
    maxPosition: numberSchema({ min: 0, max: 1e7 }),
    completed: codeSchema([0, 1]),
  }),
);
export const watchRecordResponse = lazySchema(() =>
  dataResponse(
    z.looseObject({ watchPosition: z.number(), maxPosition: z.number(), completed: z.number() }).nullable(),
  ),
);

/** One answer: question idx and letters ("A", "A,C") or text for open questions. */
export const answerSchema = lazySchema(() =>
  z.object({ idx: z.number().int(), answer: z.string().max(2000) }),
);
export type Answer = z.infer<typeof answerSchema>;
export type Answers = Record<number, string>;

export const encodeAnswers = (answers: Answers): string =>
  JSON.stringify(
    Object.entries(answers)
      .filter(([, a]) => a !== '')
      .map(([idx, answer]) => ({ idx: Number(idx), answer }))
      .sort((a, b) => a.idx - b.idx),
  );

export const decodeAnswers = (json: string | null | undefined): Answers => {
  if (!json) return {};
  try {
    const list = z.array(answerSchema).parse(JSON.parse(json));
    return Object.fromEntries(list.map((a) => [a.idx, a.answer]));
  } catch {
    return {};
  }
};

/** POST /api/training/exam/record. `recordId` is the attempt (absent: start or resume one). */
export const examRecordBody = lazySchema(() =>
  z.object({
    trainingVideoId: idSchema,
    recordId: idSchema.nullish(),
    answerJson: textSchema(200_000, { multiline: true }).default('[]'),
    submitType: codeSchema([SUBMIT_DRAFT, SUBMIT_MANUAL, SUBMIT_TIMEUP]),
    subIndex: intSchema({ min: 0 }).default(0),
  }),
);
export type ExamRecordBody = z.input<typeof examRecordBody>;

export const answerKeySchema = lazySchema(() =>
  z.looseObject({
    idx: z.number(),
    answerItems: z.string(),
    questionAnalysis: str,
  }),
);

/** An attempt as the server sees it; times are epoch ms of the server clock. */
export const examRecordSchema = lazySchema(() =>
  z.looseObject({
    id: z.number(),
    attemptNo: z.number(),
    /** 0 in progress, 1 finished. */
    state: z.number(),
    answerJson: str,
    subIndex: num,
    submitType: num,
    deadline: z.number(),
    serverTime: z.number(),
    /** Epoch ms of the last draft the server kept. */
    savedAt: z.number().nullish(),
    correctNumber: num,
    wrongNumber: num,
    examLimitCount: num,
    usedExamCount: num,
    showAnswer: num,
    showAnswerTime: z.string().nullish(),
    /** Answers and analysis, only for a finished paper when they may be shown. */
    examJson: z.array(answerKeySchema).nullish(),
  }),
);
export type ExamRecord = z.infer<typeof examRecordSchema>;
export const examRecordResponse = lazySchema(() => dataResponse(examRecordSchema.nullable()));

/** The application form (001 §3, §5: same five fields and messages as the info form). */
const required = (message: string) => requiredText(message, PROFILE_MAX);
export const applyFormSchema = lazySchema(() =>
  z.object({
    realName: required(msg.profile.realNameRequired),
    phone: required(msg.profile.phoneRequired).regex(MOBILE_PHONE, msg.profile.phoneInvalid),
    validCode: required(msg.profile.captchaRequired),
    smsCode: required(msg.profile.smsRequired),
    companyName: required(msg.profile.hospitalRequired),
  }),
);
export type ApplyForm = z.input<typeof applyFormSchema>;
export const applyBody = lazySchema(() =>
  applyFormSchema.extend({
    /** The group's dictValue (a number in JSON is read as its digits). */
    courseGroupId: z.preprocess(
      (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v),
      requiredText(msg.validation.badRequest, 20),
    ),
    courseGroupName: textSchema(100).optional(),
    uuid: textSchema(64).optional(),
  }),
);
export type ApplyBody = z.input<typeof applyBody>;

export const okResponse = lazySchema(() => envelope);
