import { REVIEW_STATUS } from '../../../domain/reviewStatus';
import type { Queryable } from '../../../server/db/types';
import { FULL_VIDEO_URL } from '../../../server/education/media';
import { popsicPicture } from '../../../server/seed/popsic';
import { unique } from './common';
import { createSubmission, type SubmissionRow } from './submissions';

/** A published work of the contest: public, and no one's submission. */
export interface WorkRow extends SubmissionRow {
  likedNumber: number;
}

/**
 * A published work of `uid` (status 0 and never sent through the form, as the contest's works of
 * server/seed/popsic.ts are), with `likedNumber` earlier likes; any field of a submission may be given.
 */
export async function createWork(
  db: Queryable,
  {
    likedNumber = 0,
    ...over
  }: Pick<SubmissionRow, 'uid'> & Partial<Omit<WorkRow, 'id' | 'uid' | 'status' | 'submitted'>>,
): Promise<WorkRow> {
  const work = await createSubmission(db, { ...over, status: REVIEW_STATUS.approved, submitted: false });
  await db.query('UPDATE popsic_works SET liked_number = $2 WHERE id = $1', [work.id, likedNumber]);
  return { ...work, likedNumber };
}

/** A micro-lecture of the contest as made: what its list, carousel, detail, likes and comments decide on. */
export interface LectureRow {
  id: number;
  uid: number;
  title: string;
  /** The author's name it carries. */
  name: string;
  sourceUnit: string;
  videoPath: string;
  fileName: string;
  coverUrl: string;
  /** Whether the carousel of /popsic's lectures shows it. */
  carousel: boolean;
  likedNumber: number;
  createTime: string;
}

/** A micro-lecture of `uid`, inserted as server/seed/popsic.ts inserts them; any field may be given. */
export async function createLecture(
  db: Queryable,
  { uid, ...over }: Pick<LectureRow, 'uid'> & Partial<Omit<LectureRow, 'id' | 'uid'>>,
): Promise<LectureRow> {
  const title = over.title ?? unique('测试微课');
  const row = {
    uid,
    title,
    name: '测试作者',
    sourceUnit: '测试医院放射科',
    videoPath: FULL_VIDEO_URL,
    fileName: `${title}.mp4`,
    coverUrl: popsicPicture(1),
    carousel: false,
    likedNumber: 0,
    createTime: '2024-06-01T00:00:00Z',
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO popsic_lectures (uid, title, content, cover_url, name, source_unit, video_path, file_name, carousel,
       liked_number, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      row.uid,
      row.title,
      `${row.title}——测试微课的简介。`,
      row.coverUrl,
      row.name,
      row.sourceUnit,
      row.videoPath,
      row.fileName,
      row.carousel,
      row.likedNumber,
      row.createTime,
    ],
  );
  return { id: rows[0]!.id, ...row };
}

/** A comment of `uid` on a micro-lecture, as the seed's; returns its id. */
export async function createLectureComment(
  db: Queryable,
  {
    lectureId,
    uid,
    comment = unique('测试评论'),
    createTime = '2024-06-02T00:00:00Z',
  }: { lectureId: number; uid: number; comment?: string; createTime?: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO popsic_lecture_comments (lecture_id, uid, comment, create_time) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [lectureId, uid, comment, createTime],
  );
  return rows[0]!.id;
}
