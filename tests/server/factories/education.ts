import type { Queryable } from '../../../server/db/types';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../../../server/education/media';
import { unique } from './common';

/** An education video as made: what the list, detail, quiz and exchange calls decide on. */
export interface VideoRow {
  id: number;
  topic: string;
  keySpeaker: string;
  /** 1 available, 2 live, 3 upcoming. */
  videoState: 1 | 2 | 3;
  videoCategory: number;
  /** The section (youth 1–6) or series group; null for none. */
  videoType: number | null;
  /** An article instead of a video (nothing to play). */
  richText: boolean;
  /** A live video's stream. */
  liveUrl: string;
  /** Points to redeem it (0: free). */
  price: number;
  /** Whether a trial plays before it is redeemed. */
  trySee: boolean;
  videoDate: string;
  clicks: number;
  /** The hearts counted before any user gives one. */
  hearts: number;
  /** 1: the quiz's answers are shown after an attempt (from showAnswerTime when set). */
  showAnswer: 0 | 1;
  showAnswerTime: string | null;
  /** Quiz attempts allowed. */
  examLimit: number;
  seekRestricted: boolean;
  /** The reading system of a category-10 video. */
  readingSysUrl: string;
  description: string;
  /** A picture the media routes serve (the list's cards show it). */
  coverUrl: string;
}

/**
 * An education video, inserted as server/seed/education.ts inserts them: an available one has the full
 * video, a trial one the trial too; any field may be given. Its id comes from the table's sequence.
 */
export async function createVideo(
  db: Queryable,
  over: Partial<Omit<VideoRow, 'id'>> = {},
): Promise<VideoRow> {
  const topic = over.topic ?? unique('测试视频');
  const row = {
    topic,
    keySpeaker: '测试讲者',
    videoState: 1 as const,
    videoCategory: 2,
    videoType: null,
    richText: false,
    liveUrl: '',
    price: 0,
    trySee: false,
    videoDate: '2025-01-01 09:00:00',
    clicks: 0,
    hearts: 0,
    showAnswer: 0 as const,
    showAnswerTime: null,
    examLimit: 1,
    seekRestricted: false,
    readingSysUrl: '',
    description: `<p>${topic}</p>`,
    coverUrl: '/media/avatar/doctor.svg',
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO youth_videos (topic, key_speaker, video_date, video_state, video_category, video_type,
       rich_text_type, live_streaming_url, score_curr_price, score_origin_price, video_click_count, description,
       video_url, trial_url, try_see, show_answer, show_answer_time, exam_limit_count, reading_sys_url,
       seek_restricted, heart_base, video_cover_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     RETURNING id`,
    [
      row.topic,
      row.keySpeaker,
      row.videoDate,
      row.videoState,
      row.videoCategory,
      row.videoType,
      row.richText ? 1 : 0,
      row.liveUrl,
      row.price,
      row.clicks,
      row.description,
      row.videoState === 1 && !row.richText ? FULL_VIDEO_URL : '',
      row.trySee ? TRIAL_VIDEO_URL : '',
      row.trySee ? 1 : 0,
      row.showAnswer,
      row.showAnswerTime,
      row.examLimit,
      row.readingSysUrl,
      row.seekRestricted ? 1 : 0,
      row.hearts,
      row.coverUrl,
    ],
  );
  return { id: rows[0]!.id, ...row };
}

/** A quiz question of a video: 1 single choice, 2 multiple choice, 3 open (not graded). */
export interface QuestionRow {
  id: number;
  videoId: number;
  sort: number;
  question: string;
  type: 1 | 2 | 3;
  choose: string[];
  /** Sorted comma-joined letters; for an open question a reference answer. */
  answer: string;
  analysis: string;
  /** A picture beside the question ('' none). */
  images: string;
}

/** A question, inserted as server/seed/education.ts inserts a video's questions; any field may be given. */
export async function createQuestion(
  db: Queryable,
  { videoId, ...over }: Pick<QuestionRow, 'videoId'> & Partial<Omit<QuestionRow, 'id' | 'videoId'>>,
): Promise<QuestionRow> {
  const type = over.type ?? 1;
  const row = {
    videoId,
    sort: 1,
    question: unique('测试题目'),
    type,
    choose: type === 3 ? [] : ['甲', '乙', '丙', '丁'],
    answer: type === 3 ? '参考答案' : 'A',
    analysis: unique('解析'),
    images: '',
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO youth_questions (youth_video_id, sort, question, question_type, choose_items, images,
       answer_items, question_analysis) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      row.videoId,
      row.sort,
      row.question,
      row.type,
      JSON.stringify(row.choose),
      row.images,
      row.answer,
      row.analysis,
    ],
  );
  return { id: rows[0]!.id, ...row };
}

/** A seeded comment on a video: its author's name is stored with it. */
export interface CommentRow {
  id: number;
  videoId: number;
  name: string;
  text: string;
  time: string;
}

/** A comment, inserted as server/seed/education.ts inserts the demo comments; any field may be given. */
export async function createComment(
  db: Queryable,
  { videoId, ...over }: Pick<CommentRow, 'videoId'> & Partial<Omit<CommentRow, 'id' | 'videoId'>>,
): Promise<CommentRow> {
  const row = { videoId, name: '测试医生', text: unique('测试评论'), time: '2025-05-02 09:00:00', ...over };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO youth_comments (youth_video_id, user_name, user_img, comment_type, text, create_time)
     VALUES ($1, $2, '/media/avatar/default.svg', 1, $3, $4) RETURNING id`,
    [row.videoId, row.name, row.text, row.time],
  );
  return { id: rows[0]!.id, ...row };
}

const AT = '2025-05-01 12:00:00+08';

/** A video `uid` has redeemed for `score` points (the points themselves are not touched), as the seed's. */
export async function createExchange(
  db: Queryable,
  { uid, videoId, score = 40 }: { uid: number; videoId: number; score?: number },
): Promise<void> {
  await db.query(
    'INSERT INTO youth_exchanges (uid, youth_video_id, score, created_at) VALUES ($1, $2, $3, $4)',
    [uid, videoId, score, AT],
  );
}

/** Where `uid` stopped watching a video, inserted as the demo user's; any field may be given. */
export interface WatchRecordRow {
  uid: number;
  videoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}

export async function createWatchRecord(
  db: Queryable,
  { uid, videoId, ...over }: Pick<WatchRecordRow, 'uid' | 'videoId'> & Partial<WatchRecordRow>,
): Promise<WatchRecordRow> {
  const row = { uid, videoId, watchPosition: 25, maxPosition: 31, completed: 0 as const, ...over };
  await db.query(
    `INSERT INTO youth_watch_records (uid, youth_video_id, watch_position, max_position, completed, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.uid, row.videoId, row.watchPosition, row.maxPosition, row.completed, AT],
  );
  return row;
}

/** The emx information form of `uid` (category-10 videos need it before their quiz), as the seed's doctor's. */
export async function createEmxInfo(db: Queryable, { uid }: { uid: number }): Promise<void> {
  await db.query(
    `INSERT INTO emx_info (uid, real_name, phone, company_name, created_at)
     VALUES ($1, '测试医生', '13800000002', '测试医院', $2)`,
    [uid, AT],
  );
}

/** A reading record: `uid` opened the reading system of a category-10 video. */
export async function createEmxRecord(
  db: Queryable,
  { uid, videoId }: { uid: number; videoId: number },
): Promise<void> {
  await db.query('INSERT INTO emx_records (uid, youth_video_id, created_at) VALUES ($1, $2, $3)', [
    uid,
    videoId,
    AT,
  ]);
}

/**
 * An answered quiz of `uid` (its first attempt, every question answered 'A' and counted right), inserted as
 * the seed inserts the doctor's; returns the attempt's id.
 */
export async function createQuizAttempt(
  db: Queryable,
  { uid, videoId, batch = 1 }: { uid: number; videoId: number; batch?: number },
): Promise<number> {
  const attempt = await db.query<{ id: number }>(
    'INSERT INTO youth_quiz_attempts (uid, youth_video_id, batch, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [uid, videoId, batch, AT],
  );
  const id = attempt.rows[0]!.id;
  const questions = await db.query<{ id: number }>(
    'SELECT id FROM youth_questions WHERE youth_video_id = $1 ORDER BY sort, id',
    [videoId],
  );
  for (const q of questions.rows)
    await db.query(
      'INSERT INTO youth_answers (attempt_id, question_id, answer, is_correct) VALUES ($1, $2, $3, 1)',
      [id, q.id, 'A'],
    );
  return id;
}
