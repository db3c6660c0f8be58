import { WORKS_FORM } from '../../domain/popsic';
import { REVIEW_STATUS as S, type ReviewStatus } from '../../domain/reviewStatus';
import type { Queryable } from '../db/types';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../education/media';
import { popsicMediaFiles } from '../popsic/media';
import {
  DEMO_SUBMITTER_NAME,
  POPSIC_PDF,
  POPSIC_PICTURES,
  SESSION_EPOCH,
  popsicPicture,
  seedWorks,
  type SeedWork,
} from './popsic';
import type { SeedStep } from './types';

/**
 * The demo user's submissions (issue 16; docs/decisions/0048): one in every review status of 000 §4.4,
 * with the organisers' reasons where a work was rejected or sent back, a cover (a generated PNG, never an
 * SVG, so an edit or 完善材料 sends it again as it is) and files of the generated contest media (which an
 * edit may keep), and two of the published works marked as the demo user's approved submissions (their
 * covers made PNGs too): 16 rows, two pages of 10. A fresh
 * user has none (the empty table). Deterministic: created 6 hours apart before the seed's `now`.
 */

export const DEMO_SUBMITTER_UID = 1;

export interface SeedSubmissionFile {
  path: string;
  fileName: string;
}

export interface SeedSubmission {
  status: ReviewStatus;
  title: string;
  worksForm: number;
  rejectReason: string;
  /** A student (identity 5, with a student type) for one of them; a physician otherwise. */
  student: boolean;
}

/** Newest first. */
export const seedSubmissions: SeedSubmission[] = [
  { status: S.pending, title: '孕期影像检查安全吗', worksForm: 2, rejectReason: '', student: false },
  {
    status: S.pending,
    title: '磁共振检查的噪音从哪里来',
    worksForm: 1,
    rejectReason: '',
    student: true,
  },
  { status: S.firstPassed, title: '一张图看懂CT增强扫描', worksForm: 2, rejectReason: '', student: false },
  {
    status: S.firstTransferred,
    title: '儿童做CT会不会有辐射风险',
    worksForm: 3,
    rejectReason: '',
    student: false,
  },
  {
    status: S.firstRejected,
    title: '肺结节随访指南',
    worksForm: 3,
    rejectReason: '作品内容与大赛主题不符。',
    student: false,
  },
  { status: S.secondPassed, title: '乳腺超声与钼靶怎么选', worksForm: 2, rejectReason: '', student: false },
  { status: S.secondTransferred, title: '放射科的防护铅衣', worksForm: 4, rejectReason: '', student: false },
  {
    status: S.secondNeedsChanges,
    title: '骨折了为什么还要拍CT',
    worksForm: 1,
    rejectReason: '视频片头请补充作者单位，并核对第2分钟的数据来源。',
    student: false,
  },
  {
    status: S.secondRejected,
    title: '核磁共振与金属植入物',
    worksForm: 2,
    rejectReason: '作品存在科学性错误：多数金属植入物可以安全进行磁共振检查。',
    student: false,
  },
  {
    status: S.returnedForChanges,
    title: '读懂你的胸片报告',
    worksForm: 2,
    rejectReason: '封面图片不清晰，请重新上传800×450的封面。',
    student: false,
  },
  {
    status: S.thirdTransferred,
    title: '脑卒中急救：时间就是大脑',
    worksForm: 1,
    rejectReason: '',
    student: false,
  },
  {
    status: S.thirdNeedsChanges,
    title: '甲状腺结节的超声分级',
    worksForm: 3,
    rejectReason: '描述文字请精简到一屏之内，并删除与科普无关的宣传信息。',
    student: false,
  },
  {
    status: S.thirdRejected,
    title: '体检套餐里的低剂量CT',
    worksForm: 4,
    rejectReason: '与已发表作品重复度较高。',
    student: false,
  },
  {
    status: S.failed,
    title: '造影剂过敏怎么办',
    worksForm: 1,
    rejectReason: '多媒体文件无法播放，请重新投稿。',
    student: false,
  },
];

/** Two published works of the demo user (approved, public), the oldest rows of the list. */
export const approvedSubmissions: SeedWork[] = (['2023-02', '2022-01'] as const).map((epoch) =>
  seedWorks.find((w) => w.uid === DEMO_SUBMITTER_UID && w.epoch === epoch && w.files.length > 0)!,
);
/**
 * The cover of the i-th approved submission: a generated PNG instead of the contest's SVG title card, since
 * its author sends it again with 完善材料 and every cover a user may send is a JPG/JPEG/PNG (000 §5.5).
 */
export const approvedCover = (i: number) => popsicPicture((i + 7) % POPSIC_PICTURES);

export const SUBMISSION_PHONE = '13800000001';

/** The files of the i-th submission, by its form (domain mediaExtensions). */
export function submissionFiles(i: number, s: SeedSubmission): SeedSubmissionFile[] {
  if (s.worksForm === WORKS_FORM.video)
    return [{ path: i % 2 === 0 ? FULL_VIDEO_URL : TRIAL_VIDEO_URL, fileName: `${s.title}.mp4` }];
  if (s.worksForm === WORKS_FORM.graphic)
    return [
      { path: popsicPicture((i + 3) % 12), fileName: `${s.title}-1.png` },
      { path: POPSIC_PDF.short, fileName: `${s.title}-讲义.pdf` },
    ];
  if (s.worksForm === WORKS_FORM.other3) return [{ path: POPSIC_PDF.long, fileName: `${s.title}.pdf` }];
  return [
    { path: POPSIC_PDF.short, fileName: `${s.title}.pdf` },
    { path: popsicPicture((i + 5) % 12), fileName: `${s.title}-海报.png` },
  ];
}

const AUTHOR = {
  name: DEMO_SUBMITTER_NAME,
  workUnit: '四川大学华西医院',
  identity: '1',
  studentType: '',
  workId: 'HX2024001',
  studentStatus: '',
  sourceSociety: '',
  sourceGroup: '',
  sourceUnit: '四川大学华西医院放射科',
  sourcePerson: '',
  sourceCategory: '3',
  scienceTarget: '1',
  scienceType: '1',
};
const STUDENT = { identity: '5', studentType: '2', workId: '', studentStatus: '在读' };

const at = (ms: number) => new Date(ms).toISOString();

const columns = (s: SeedSubmission | null, form: number) => ({
  ...AUTHOR,
  ...(s?.student ? STUDENT : {}),
  videoType: form === WORKS_FORM.video ? '1' : '',
  graphicType: form === WORKS_FORM.graphic ? '2' : '',
});

const UPDATE_AUTHOR = `phone = $2, work_unit = $3, identity = $4, student_type = $5, author_work_id = $6,
  student_status = $7, source_society = $8, source_group = $9, source_unit = $10, source_person = $11,
  source_category = $12, science_target = $13, science_type = $14, video_type = $15, graphic_type = $16`;
const authorValues = (c: ReturnType<typeof columns>) => [
  SUBMISSION_PHONE,
  c.workUnit,
  c.identity,
  c.studentType,
  c.workId,
  c.studentStatus,
  c.sourceSociety,
  c.sourceGroup,
  c.sourceUnit,
  c.sourcePerson,
  c.sourceCategory,
  c.scienceTarget,
  c.scienceType,
  c.videoType,
  c.graphicType,
];

/** The size of a generated contest file; null for the videos (encoded when first served). */
async function sizeOf(path: string): Promise<number | null> {
  const file = (await popsicMediaFiles()).get(path.replace(/^\/media\//, ''));
  if (file === undefined) return null;
  return Buffer.byteLength(typeof file === 'function' ? file() : file);
}

async function insertFiles(tx: Queryable, workId: number, files: readonly SeedSubmissionFile[]) {
  for (const [sort, f] of files.entries())
    await tx.query(
      'INSERT INTO popsic_work_files (work_id, path, file_name, file_size, sort) VALUES ($1, $2, $3, $4, $5)',
      [workId, f.path, f.fileName, await sizeOf(f.path), sort],
    );
}

export const submissionsSeed: SeedStep = {
  name: '017_submissions',
  async run(tx, now) {
    for (const [i, s] of seedSubmissions.entries()) {
      const c = columns(s, s.worksForm);
      const content =
        s.worksForm === WORKS_FORM.video || s.worksForm === WORKS_FORM.other4
          ? ''
          : `${s.title}：放射科医生用通俗的语言讲清楚检查的原理、准备和注意事项。`;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO popsic_works (epoch, uid, title, content, cover_url, name, works_form, create_time,
           status, submitted, reject_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10) RETURNING id`,
        [
          SESSION_EPOCH,
          DEMO_SUBMITTER_UID,
          s.title,
          content,
          popsicPicture(i % 12),
          c.name,
          s.worksForm,
          at(now - (i + 1) * 6 * 3_600_000),
          s.status,
          s.rejectReason,
        ],
      );
      const id = rows[0]!.id;
      await tx.query(`UPDATE popsic_works SET ${UPDATE_AUTHOR} WHERE id = $1`, [id, ...authorValues(c)]);
      await insertFiles(tx, id, submissionFiles(i, s));
    }
    // The published ones: already public with their files; now also the demo user's submissions.
    for (const [i, w] of approvedSubmissions.entries()) {
      await tx.query(
        `UPDATE popsic_works SET submitted = true, status = 0, share_picture_url = $17, cover_url = $18,
           ${UPDATE_AUTHOR}
         WHERE id = $1`,
        [
          w.id,
          ...authorValues(columns(null, w.worksForm)),
          i === 0 ? popsicPicture(1) : '',
          approvedCover(i),
        ],
      );
      for (const f of w.files)
        await tx.query('UPDATE popsic_work_files SET file_size = $3 WHERE work_id = $1 AND path = $2', [
          w.id,
          f.path,
          await sizeOf(f.path),
        ]);
    }
  },
};
