import { WORKS_FORM } from '../../../domain/popsic';
import { contentRequired } from '../../../domain/submission';
import { REVIEW_STATUS, type ReviewStatus } from '../../../domain/reviewStatus';
import type { Queryable } from '../../../server/db/types';
import { POPSIC_PDF, SESSION_EPOCH, popsicPicture } from '../../../server/seed/popsic';
import { unique } from './common';

/** A file of a submission, as works/{id} lists it. */
export interface SubmissionFile {
  url: string;
  fileName: string;
  fileSize: number;
}

/** A contest submission as made: what the edit, 完善材料 and review calls decide on. */
export interface SubmissionRow {
  id: number;
  uid: number;
  title: string;
  status: ReviewStatus;
  rejectReason: string;
  /** 1 video, 2 图文, 3 other, 4 other (domain/popsic.ts WORKS_FORM). */
  worksForm: number;
  /** The author's phone, locked once sent. */
  phone: string;
  coverUrl: string;
  files: SubmissionFile[];
  /** false: a published work of the contest that was never a submission. */
  submitted: boolean;
  /** When it was sent (ISO; 我的投稿 lists the newest first). */
  createTime: string;
}

/**
 * A submission of `uid` to the open session, inserted as server/seed/submissions.ts inserts the demo user's:
 * a physician author (the form's fields valid, so an edit may send them back as they are), a generated PNG
 * cover and, for 图文, a generated picture and PDF as its files. Any field may be given.
 */
export async function createSubmission(
  db: Queryable,
  { uid, ...over }: Pick<SubmissionRow, 'uid'> & Partial<Omit<SubmissionRow, 'id' | 'uid'>>,
): Promise<SubmissionRow> {
  const title = over.title ?? unique('测试投稿');
  const row = {
    uid,
    title,
    status: REVIEW_STATUS.pending as ReviewStatus,
    rejectReason: '',
    worksForm: WORKS_FORM.graphic as number,
    phone: '13800000002',
    coverUrl: popsicPicture(0),
    files: [
      { url: popsicPicture(3), fileName: `${title}-1.png`, fileSize: 4096 },
      { url: POPSIC_PDF.short, fileName: `${title}-讲义.pdf`, fileSize: 8192 },
    ],
    submitted: true,
    createTime: '2025-07-01T00:00:00Z',
    ...over,
  };
  const graphic = row.worksForm === WORKS_FORM.graphic;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO popsic_works (epoch, uid, title, content, cover_url, name, works_form, create_time, status,
       submitted, reject_reason, phone, work_unit, identity, source_unit, source_category, science_target,
       science_type, video_type, graphic_type)
     VALUES ($1, $2, $3, $4, $5, '测试作者', $6, $13, $7, $8, $9, $10, '测试医院', '1',
       '测试医院放射科', '3', '1', '1', $11, $12) RETURNING id`,
    [
      SESSION_EPOCH,
      row.uid,
      row.title,
      contentRequired(row.worksForm as 1 | 2 | 3 | 4) ? '<p>作品说明</p>' : '',
      row.coverUrl,
      row.worksForm,
      row.status,
      row.submitted,
      row.rejectReason,
      row.phone,
      row.worksForm === WORKS_FORM.video ? '1' : '',
      graphic ? '2' : '',
      row.createTime,
    ],
  );
  const id = rows[0]!.id;
  for (const [sort, f] of row.files.entries())
    await db.query(
      'INSERT INTO popsic_work_files (work_id, path, file_name, file_size, sort) VALUES ($1, $2, $3, $4, $5)',
      [id, f.url, f.fileName, f.fileSize, sort],
    );
  return { id, ...row };
}
