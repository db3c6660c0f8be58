import { sanitiseComment } from '../../domain/popsic';
import {
  COVER_EXTENSIONS,
  COVER_MAX_BYTES,
  MEDIA_MAX_BYTES,
  contentShown,
  hasExtension,
  isShowOf,
  modifyStatusOf,
  needsStudentType,
  typeFieldOf,
  type WorksForm,
} from '../../domain/submission';
import type { z } from 'zod';
import type { modifyWorksBody, UploadedFile } from '../../src/schemas/submission';
import { POPSIC_DICT_NAMES } from '../../src/schemas/popsic';
import { contributionMsg as m } from '../../src/text/contribution';
import type { Queryable } from '../db/types';
import { uploadsOf } from '../uploads/registry';
import { TIME } from './queries';

/**
 * SQL and checks of the works submission (000 §7.4 worksList, works/{id}, commitWorks, modifyWorks,
 * optimizeWorks; docs/decisions/0048). A submission is a row of popsic_works with `submitted` set
 * (migration 017); its author reads it here whatever its status, the public only once approved.
 */

/** What the wizard sends, once the shared schema has parsed it (the phone and SMS fields aside). */
export type WorkInput = Omit<z.output<typeof modifyWorksBody>, 'worksId'>;

/** The answers as stored: fields the chosen form or identity does not show are stored empty. */
export interface StoredWork {
  title: string;
  name: string;
  workUnit: string;
  identity: string;
  studentType: string;
  workId: string;
  studentStatus: string;
  sourceSociety: string;
  sourceGroup: string;
  sourceUnit: string;
  sourcePerson: string;
  sourceCategory: string;
  worksForm: WorksForm;
  videoType: string;
  graphicType: string;
  scienceTarget: string;
  scienceType: string;
  content: string;
  coverUrl: string;
}

/**
 * The stored form of a parsed body: the description as plain text (markup stripped, as comments are;
 * rich text is never trusted) and only when the form shows it; the student type only for a student;
 * only the type dictionary of the chosen form (000 §4.5's clearing rules, applied again here).
 */
export function storedWork(b: WorkInput): StoredWork {
  const form = b.worksForm as WorksForm;
  const typeField = typeFieldOf(form);
  return {
    title: b.title,
    name: b.name,
    workUnit: b.workUnit,
    identity: b.identity,
    studentType: needsStudentType(b.identity) ? b.studentType : '',
    workId: b.workId,
    studentStatus: b.studentStatus,
    sourceSociety: b.sourceSociety,
    sourceGroup: b.sourceGroup,
    sourceUnit: b.sourceUnit,
    sourcePerson: b.sourcePerson,
    sourceCategory: b.sourceCategory,
    worksForm: form,
    videoType: typeField === 'videoType' ? b.videoType : '',
    graphicType: typeField === 'graphicType' ? b.graphicType : '',
    scienceTarget: b.scienceTarget,
    scienceType: b.scienceType,
    content: contentShown(form) ? sanitiseComment(b.content) : '',
    coverUrl: b.coverUrl,
  };
}

/** Whether every chosen dictionary value exists in its dictionary (science/dict). */
export async function choicesValid(q: Queryable, w: StoredWork): Promise<boolean> {
  // Each stored field that takes a dictionary value is named after its dictionary (000 §3 Dictionaries).
  const chosen = POPSIC_DICT_NAMES.filter((f) => w[f] !== '');
  if (chosen.length === 0) return true;
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM popsic_dict d
     JOIN unnest($1::text[], $2::text[]) AS c(t, v) ON d.dict_type = c.t AND d.dict_value = c.v`,
    [chosen, chosen.map((f) => w[f])],
  );
  return rows[0]?.n === chosen.length;
}

// ---------------------------------------------------------------- files

/** A file as popsic_work_files stores it. */
export interface FileRow {
  path: string;
  fileName: string;
  fileSize: number | null;
}

/** What a work already has: its files (by address, with their sizes) and its pictures (cover, share). */
export interface Existing {
  files: ReadonlyMap<string, number | null>;
  pictures: ReadonlySet<string>;
}
export const NOTHING: Existing = { files: new Map(), pictures: new Set() };

export type Verdict<T> = { ok: true; value: T } | { ok: false; msg: string };
const refused = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

/**
 * A cover or share picture: one the work already has, or an upload of `uid` that is a JPG/JPEG/PNG of at
 * most COVER_MAX_BYTES (the size as the upload recorded it, not as the browser claims).
 */
export async function checkPicture(
  q: Queryable,
  uid: number,
  url: string,
  existing: Existing,
): Promise<string | null> {
  if (existing.pictures.has(url)) return null;
  if (!hasExtension(url, COVER_EXTENSIONS)) return m.coverType;
  const upload = (await uploadsOf(q, uid, [url])).get(url);
  if (!upload) return m.fileUnknown;
  return upload.fileSize > COVER_MAX_BYTES ? m.coverSize : null;
}

/**
 * The cover and media files of a submission: each an upload of `uid` or a file the work already has, an
 * upload at most MEDIA_MAX_BYTES. (That every file is of a type the work form takes is the shared schema's
 * rule, domain misfitFiles, checked when the body is parsed.) Answers the rows to store, in order.
 */
export async function checkFiles(
  q: Queryable,
  uid: number,
  w: StoredWork,
  fileList: readonly UploadedFile[],
  existing: Existing,
): Promise<Verdict<FileRow[]>> {
  const cover = await checkPicture(q, uid, w.coverUrl, existing);
  if (cover) return refused(cover);
  const uploads = await uploadsOf(
    q,
    uid,
    fileList.map((f) => f.url),
  );
  const rows: FileRow[] = [];
  for (const f of fileList) {
    const upload = uploads.get(f.url);
    if (!upload && !existing.files.has(f.url)) return refused(m.fileUnknown);
    if (upload && upload.fileSize > MEDIA_MAX_BYTES)
      return refused(m.mediaSize(MEDIA_MAX_BYTES / (1024 * 1024)));
    rows.push({
      path: f.url,
      fileName: f.fileName,
      fileSize: upload ? upload.fileSize : (existing.files.get(f.url) ?? null),
    });
  }
  return { ok: true, value: rows };
}

// ---------------------------------------------------------------- reading

const COLUMNS = `w.title, w.name, w.phone, w.work_unit AS "workUnit", w.identity, w.student_type AS "studentType",
  w.author_work_id AS "workId", w.student_status AS "studentStatus", w.source_society AS "sourceSociety",
  w.source_group AS "sourceGroup", w.source_unit AS "sourceUnit", w.source_person AS "sourcePerson",
  w.source_category AS "sourceCategory", w.works_form AS "worksForm", w.video_type AS "videoType",
  w.graphic_type AS "graphicType", w.science_target AS "scienceTarget", w.science_type AS "scienceType",
  w.cover_url AS "coverUrl", w.content`;

export interface OwnRow {
  worksId: number;
  title: string;
  name: string;
  createTime: string;
  status: number;
  rejectReason: string;
  coverUrl: string;
  sharePictureUrl: string;
  modifyStatus: 0 | 1;
  isShow: 1 | 2;
  epoch: string;
}

/** science/worksList: the caller's submissions, newest first, with what each row's buttons need. */
export async function ownWorks(
  q: Queryable,
  uid: number,
  p: { pageNum: number; pageSize: number },
): Promise<{ rows: OwnRow[]; total: number }> {
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM popsic_works w WHERE w.uid = $1 AND w.submitted',
    [uid],
  );
  const { rows } = await q.query<Omit<OwnRow, 'modifyStatus' | 'isShow'>>(
    `SELECT w.id AS "worksId", w.title, w.name, ${TIME('w.create_time')} AS "createTime", w.status::int AS status,
       w.reject_reason AS "rejectReason", w.cover_url AS "coverUrl", w.share_picture_url AS "sharePictureUrl",
       w.epoch
     FROM popsic_works w WHERE w.uid = $1 AND w.submitted
     ORDER BY w.create_time DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [uid, p.pageSize, (p.pageNum - 1) * p.pageSize],
  );
  return {
    rows: rows.map((r) => ({ ...r, modifyStatus: modifyStatusOf(r.status), isShow: isShowOf(r.status) })),
    total: count.rows[0]?.n ?? 0,
  };
}

export interface OwnWork {
  worksData: Record<string, unknown> & { worksId: number; status: number };
  worksFileList: { url: string; fileName: string; fileSize: number }[];
}

/** science/works/{id}: the caller's own submission as the wizard fills it in; null when not theirs. */
export async function ownWork(q: Queryable, uid: number, id: number): Promise<OwnWork | null> {
  const { rows } = await q.query<OwnWork['worksData']>(
    `SELECT w.id AS "worksId", ${COLUMNS}, w.status::int AS status, w.reject_reason AS "rejectReason",
       w.share_picture_url AS "sharePictureUrl", w.epoch, ${TIME('w.create_time')} AS "createTime"
     FROM popsic_works w WHERE w.id = $1 AND w.uid = $2 AND w.submitted`,
    [id, uid],
  );
  const worksData = rows[0];
  if (!worksData) return null;
  const files = await q.query<OwnWork['worksFileList'][number]>(
    `SELECT path AS url, file_name AS "fileName", coalesce(file_size, 0)::float8 AS "fileSize"
     FROM popsic_work_files WHERE work_id = $1 ORDER BY sort, id`,
    [id],
  );
  return { worksData, worksFileList: files.rows };
}

/** The caller's own submission, locked for the rest of the transaction (an edit, a review): null when not theirs. */
export async function lockOwnWork(
  tx: Queryable,
  uid: number,
  id: number,
): Promise<{ status: number; existing: Existing } | null> {
  const { rows } = await tx.query<{ status: number; coverUrl: string; sharePictureUrl: string }>(
    `SELECT status::int AS status, cover_url AS "coverUrl", share_picture_url AS "sharePictureUrl"
     FROM popsic_works WHERE id = $1 AND uid = $2 AND submitted FOR UPDATE`,
    [id, uid],
  );
  const work = rows[0];
  if (!work) return null;
  const files = await tx.query<{ path: string; fileSize: number | null }>(
    'SELECT path, file_size::float8 AS "fileSize" FROM popsic_work_files WHERE work_id = $1',
    [id],
  );
  return {
    status: work.status,
    existing: {
      files: new Map(files.rows.map((f) => [f.path, f.fileSize])),
      pictures: new Set([work.coverUrl, work.sharePictureUrl].filter((u) => u !== '')),
    },
  };
}

// ---------------------------------------------------------------- writing

const fieldValues = (w: StoredWork) => [
  w.title,
  w.name,
  w.workUnit,
  w.identity,
  w.studentType,
  w.workId,
  w.studentStatus,
  w.sourceSociety,
  w.sourceGroup,
  w.sourceUnit,
  w.sourcePerson,
  w.sourceCategory,
  w.worksForm,
  w.videoType,
  w.graphicType,
  w.scienceTarget,
  w.scienceType,
  w.content,
  w.coverUrl,
];
const FIELD_COLUMNS = [
  'title',
  'name',
  'work_unit',
  'identity',
  'student_type',
  'author_work_id',
  'student_status',
  'source_society',
  'source_group',
  'source_unit',
  'source_person',
  'source_category',
  'works_form',
  'video_type',
  'graphic_type',
  'science_target',
  'science_type',
  'content',
  'cover_url',
];

/** Replaces a work's files by `files`, in their order. */
export async function replaceFiles(tx: Queryable, workId: number, files: readonly FileRow[]): Promise<void> {
  await tx.query('DELETE FROM popsic_work_files WHERE work_id = $1', [workId]);
  if (files.length === 0) return;
  await tx.query(
    `INSERT INTO popsic_work_files (work_id, path, file_name, file_size, sort)
     SELECT $1, f.path, f.name, f.size, f.sort - 1
     FROM unnest($2::text[], $3::text[], $4::bigint[]) WITH ORDINALITY AS f(path, name, size, sort)`,
    [workId, files.map((f) => f.path), files.map((f) => f.fileName), files.map((f) => f.fileSize)],
  );
}

/** commitWorks: a new submission, pending (1), in the epoch of the session open now. Answers its id. */
export async function insertWork(
  tx: Queryable,
  a: { uid: number; epoch: string; phone: string; work: StoredWork; files: readonly FileRow[]; now: number },
): Promise<number> {
  const values = fieldValues(a.work);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO popsic_works (uid, epoch, phone, status, submitted, create_time, ${FIELD_COLUMNS.join(', ')})
     VALUES ($1, $2, $3, 1, true, $4, ${values.map((_, i) => `$${i + 5}`).join(', ')}) RETURNING id`,
    [a.uid, a.epoch, a.phone, new Date(a.now).toISOString(), ...values],
  );
  const id = rows[0]!.id;
  await replaceFiles(tx, id, a.files);
  return id;
}

/** modifyWorks: new answers and files (the phone stays), back to pending with the reason cleared. */
export async function updateWork(
  tx: Queryable,
  id: number,
  work: StoredWork,
  files: readonly FileRow[],
  now: number,
): Promise<void> {
  const values = fieldValues(work);
  await tx.query(
    `UPDATE popsic_works SET status = 1, reject_reason = '', update_time = $2,
       ${FIELD_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}
     WHERE id = $1`,
    [id, new Date(now).toISOString(), ...values],
  );
  await replaceFiles(tx, id, files);
}

/** optimizeWorks: the cover and the share picture of a work that has passed a review. */
export async function setPictures(
  tx: Queryable,
  id: number,
  coverUrl: string,
  sharePictureUrl: string,
  now: number,
): Promise<void> {
  await tx.query(
    'UPDATE popsic_works SET cover_url = $2, share_picture_url = $3, update_time = $4 WHERE id = $1',
    [id, coverUrl, sharePictureUrl, new Date(now).toISOString()],
  );
}
