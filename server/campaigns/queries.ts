import {
  CAMPAIGNS,
  isCampaignStatus,
  type CampaignId,
  type CampaignStatus,
  type RegistrationField,
} from '../../domain/campaigns';
import type { z } from 'zod';
import type { commitBody, registerBody } from '../../src/schemas/campaign';
import { campaignMsg as m } from '../../src/text/campaign';
import { msg } from '../../src/text/messages';
import type { Queryable } from '../db/types';
import { TIME } from '../popsic/queries';
import { uploadsOf } from '../uploads/registry';

/**
 * SQL and checks of the contribution campaigns (002 §3, §7; issue 17; docs/decisions/0051, 0052): one row
 * of campaign_entries (migration 018) per user and campaign, registration and work together.
 */

const MB = 1024 * 1024;

/** A file of a work as stored and answered (002 §3: url, name or fileName, fileSize). */
export interface StoredFile {
  url: string;
  name: string;
  fileName: string;
  fileSize: number;
}

export interface EntryRow {
  id: number;
  uid: number;
  name: string;
  workUnit: string;
  sourceUnit: string;
  phone: string;
  sourceSociety: string;
  sourceGroup: string;
  recomLetterUrl: string;
  status: CampaignStatus;
  worksId: number | null;
  title: string;
  subTitle: string;
  content: string;
  coverUrl: string;
  fileList: StoredFile[];
  createTime: string;
}

const COLUMNS = `id, uid, name, work_unit AS "workUnit", source_unit AS "sourceUnit", phone,
  source_society AS "sourceSociety", source_group AS "sourceGroup", recom_letter_url AS "recomLetterUrl",
  status::int AS status, works_id AS "worksId", title, sub_title AS "subTitle", content,
  cover_url AS "coverUrl", file_list AS "fileList", ${TIME('create_time')} AS "createTime"`;

/** The stored list as it is (jsonb), each item read defensively. */
const filesOf = (raw: unknown): StoredFile[] =>
  Array.isArray(raw)
    ? raw.map((f: Record<string, unknown>) => ({
        url: String(f.url ?? ''),
        name: String(f.name ?? ''),
        fileName: String(f.fileName ?? ''),
        fileSize: Number(f.fileSize ?? 0),
      }))
    : [];

const rowOf = (r: EntryRow): EntryRow => ({
  ...r,
  status: isCampaignStatus(r.status) ? r.status : 1,
  fileList: filesOf(r.fileList),
});

/** The entry of `uid` in `campaign`, or null; `lock` holds it for the rest of the transaction. */
export async function findEntry(
  q: Queryable,
  campaign: CampaignId,
  uid: number,
  { lock = false } = {},
): Promise<EntryRow | null> {
  const { rows } = await q.query<EntryRow>(
    `SELECT ${COLUMNS} FROM campaign_entries WHERE campaign = $1 AND uid = $2${lock ? ' FOR UPDATE' : ''}`,
    [campaign, uid],
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/**
 * GET /api/{id}/works (002 §3, §7): the registration fields the campaign shows and the work, together
 * (src/schemas/campaign.ts campaignEntrySchema); subTitle only where the work form has it.
 */
export function entryAnswer(campaign: CampaignId, e: EntryRow): Record<string, unknown> {
  const cfg = CAMPAIGNS[campaign];
  const registration = Object.fromEntries(cfg.registration.map((f) => [f, e[f]]));
  return {
    ...registration,
    worksId: e.worksId,
    status: e.status,
    title: e.title,
    ...(cfg.work.includes('subTitle') ? { subTitle: e.subTitle } : {}),
    content: e.content,
    coverUrl: e.coverUrl,
    fileList: e.fileList,
  };
}

// ---------------------------------------------------------------- registering

export type Registration = z.output<ReturnType<typeof registerBody>>;

/** The registration as stored: the fields the campaign shows, the rest empty. */
export function storedRegistration(
  campaign: CampaignId,
  body: Registration,
): Record<RegistrationField, string> {
  const shown = CAMPAIGNS[campaign].registration;
  const value = (f: RegistrationField) => (shown.includes(f) ? String(body[f] ?? '').trim() : '');
  return {
    name: value('name'),
    workUnit: value('workUnit'),
    sourceUnit: value('sourceUnit'),
    phone: value('phone'),
    sourceSociety: value('sourceSociety'),
    sourceGroup: value('sourceGroup'),
    recomLetterUrl: value('recomLetterUrl'),
  };
}

/**
 * qc's recommendation proof: an upload of `uid` (the size as the upload recorded it) within the
 * campaign's proof rule (002 §5: ≤ 50 MB). The schema already checked its extension. Null when fine.
 */
export async function checkProof(
  q: Queryable,
  uid: number,
  campaign: CampaignId,
  url: string,
): Promise<string | null> {
  const rule = CAMPAIGNS[campaign].proof;
  if (!rule) return null;
  const upload = (await uploadsOf(q, uid, [url])).get(url);
  if (!upload) return m.fileUnknown;
  return upload.fileSize > rule.maxBytes ? m.proofSize : null;
}

/** A new registration at status 1; false when the user already has one (a concurrent one included). */
export async function insertEntry(
  tx: Queryable,
  a: { campaign: CampaignId; uid: number; registration: Record<RegistrationField, string>; now: number },
): Promise<boolean> {
  const r = a.registration;
  const { rows } = await tx.query(
    `INSERT INTO campaign_entries (campaign, uid, name, work_unit, source_unit, phone, source_society,
       source_group, recom_letter_url, status, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)
     ON CONFLICT (campaign, uid) DO NOTHING RETURNING id`,
    [
      a.campaign,
      a.uid,
      r.name,
      r.workUnit,
      r.sourceUnit,
      r.phone,
      r.sourceSociety,
      r.sourceGroup,
      r.recomLetterUrl,
      new Date(a.now).toISOString(),
    ],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- committing

/**
 * A parsed commit body (src/schemas/campaign.ts commitBody): the schema is built from the campaign's
 * configuration, so its static type is loose; this is the shape every campaign's schema guarantees
 * (subTitle only where the work form has it).
 */
export interface WorkBody {
  title: string;
  subTitle?: string;
  content: string;
  coverUrl: string;
  fileList: { url: string; name: string; fileSize: number }[];
  worksId?: number;
  status?: 3;
}
export const workBodyOf = (parsed: z.output<ReturnType<typeof commitBody>>): WorkBody =>
  parsed as unknown as WorkBody;

export type Verdict<T> = { ok: true; value: T } | { ok: false; msg: string };
const refused = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

/**
 * The cover and files of a commit: each an upload of `uid` or a file the entry already has, the sizes
 * as the upload recorded them (never the browser's), within the campaign's rules (002 §5, domain
 * CAMPAIGNS: cover ≤ 5 MB; attachments ≤ 200 MB qc, 1,000 MB otherwise). The schema already checked
 * the extensions and the count. Answers the files to store, in order.
 */
export async function checkWork(
  q: Queryable,
  uid: number,
  campaign: CampaignId,
  body: WorkBody,
  entry: EntryRow,
): Promise<Verdict<StoredFile[]>> {
  const cfg = CAMPAIGNS[campaign];
  const urls = body.fileList.map((f) => f.url);
  // The same file twice is no work a person sends.
  if (new Set(urls).size !== urls.length) return refused(msg.validation.badRequest);
  const uploads = await uploadsOf(q, uid, [body.coverUrl, ...urls]);
  const cover = uploads.get(body.coverUrl);
  if (!cover && body.coverUrl !== entry.coverUrl) return refused(m.fileUnknown);
  if (cover && cover.fileSize > cfg.cover.maxBytes) return refused(m.coverSize);
  const had = new Map(entry.fileList.map((f) => [f.url, f]));
  const files: StoredFile[] = [];
  for (const f of body.fileList) {
    const upload = uploads.get(f.url);
    const old = had.get(f.url);
    if (!upload && !old) return refused(m.fileUnknown);
    if (upload && upload.fileSize > cfg.attachments.maxBytes)
      return refused(m.fileSize(cfg.attachments.maxBytes / MB));
    files.push({
      url: f.url,
      name: f.name,
      fileName: upload ? upload.fileName : old!.fileName,
      fileSize: upload ? upload.fileSize : old!.fileSize,
    });
  }
  return { ok: true, value: files };
}

/** The next worksId (migration 018's sequence): given by the first commit, kept afterwards. */
export async function nextWorksId(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: number }>("SELECT nextval('campaign_works_id_seq')::int AS id");
  return rows[0]!.id;
}

/** A commit: the work, its files, its worksId and its status (3 on the final submit). */
export async function saveWork(
  tx: Queryable,
  id: number,
  a: {
    work: { title: string; subTitle: string; content: string; coverUrl: string };
    files: readonly StoredFile[];
    worksId: number;
    status: CampaignStatus;
    now: number;
  },
): Promise<void> {
  const at = new Date(a.now).toISOString();
  await tx.query(
    `UPDATE campaign_entries SET title = $2, sub_title = $3, content = $4, cover_url = $5, file_list = $6::jsonb,
       works_id = $7, status = $8::smallint, update_time = $9::timestamptz,
       submit_time = CASE WHEN $8::smallint = 3 THEN $9::timestamptz ELSE submit_time END
     WHERE id = $1`,
    [
      id,
      a.work.title,
      a.work.subTitle,
      a.work.content,
      a.work.coverUrl,
      JSON.stringify(a.files),
      a.worksId,
      a.status,
      at,
    ],
  );
}

// ---------------------------------------------------------------- organisers

export interface ListedEntry {
  uid: number;
  name: string;
  workUnit: string;
  phone: string;
  status: CampaignStatus;
  worksId: number | null;
  title: string;
  files: number;
  createTime: string;
}

/** A campaign's entries, oldest first, optionally of one status. */
export async function listEntries(
  q: Queryable,
  campaign: CampaignId,
  status: CampaignStatus | null = null,
): Promise<ListedEntry[]> {
  const { rows } = await q.query<ListedEntry>(
    `SELECT uid, name, work_unit AS "workUnit", phone, status::int AS status, works_id AS "worksId", title,
       jsonb_array_length(file_list)::int AS files, ${TIME('create_time')} AS "createTime"
     FROM campaign_entries WHERE campaign = $1 AND ($2::int IS NULL OR status = $2)
     ORDER BY create_time, id`,
    [campaign, status],
  );
  return rows;
}

/** Sets the status of an entry (locked by the caller). */
export async function setStatus(tx: Queryable, id: number, status: CampaignStatus, now: number) {
  await tx.query('UPDATE campaign_entries SET status = $2, update_time = $3 WHERE id = $1', [
    id,
    status,
    new Date(now).toISOString(),
  ]);
}
