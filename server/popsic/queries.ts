import {
  HOME_GROUP_SIZE,
  POPSIC_EPOCHS,
  SPECIAL_GROUP,
  WORKS_FORM,
  type PopsicEpoch,
} from '../../domain/popsic';
import { popsicMsg as m } from '../../src/text/popsic';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { Db, Queryable } from '../db/types';
import { Refusal } from '../http/reply';

/** SQL of the works contest (000 §7.4 banner/session/dict, §7.5; docs/api.md "Works contest"). */

export const TIME = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/** Works and micro-lectures are liked and commented the same way, in tables of the same shape. */
export type ItemKind = 'work' | 'lecture';
const T = {
  work: {
    items: 'popsic_works',
    likes: 'popsic_work_likes',
    comments: 'popsic_work_comments',
    fk: 'work_id',
  },
  lecture: {
    items: 'popsic_lectures',
    likes: 'popsic_lecture_likes',
    comments: 'popsic_lecture_comments',
    fk: 'lecture_id',
  },
} as const;

export interface Page<T> {
  rows: T[];
  total: number;
}

// ---------------------------------------------------------------- banner, session, dict

export interface BannerRow {
  platform: string;
  type: string;
  position: string;
  imgUrl: string;
}

export async function banners(q: Queryable, epoch: PopsicEpoch, type?: string): Promise<BannerRow[]> {
  const params: unknown[] = [epoch];
  if (type) params.push(type);
  const { rows } = await q.query<BannerRow>(
    `SELECT platform, type, position, img_url AS "imgUrl" FROM popsic_banners
     WHERE epoch = $1 ${type ? 'AND type = $2' : ''} ORDER BY type, sort, id`,
    params,
  );
  return rows;
}

export interface SessionRow {
  id: number;
  epoch: string;
  name: string;
  startTime: string;
  endTime: string;
}

/** The submission session whose window holds `now`, or null (the call then answers 60016). */
export async function activeSession(q: Queryable, now: Date): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, epoch, name, ${TIME('start_time')} AS "startTime", ${TIME('end_time')} AS "endTime"
     FROM popsic_sessions WHERE start_time <= $1 AND end_time > $1 ORDER BY start_time DESC, id DESC LIMIT 1`,
    [now.toISOString()],
  );
  return rows[0] ?? null;
}

/**
 * Opens (a window from 30 days before `now` to a year after) or ends (the window closes a second before
 * `now`) every session; opening with none creates one for the latest epoch. The switch of the test-only
 * route and of `npm run admin -- popsic-session open|ended` (docs/decisions/0044).
 */
export async function setSessionsOpen(q: Queryable, open: boolean, now: number): Promise<void> {
  const day = 86_400_000;
  const window = [
    new Date(now - 30 * day).toISOString(),
    new Date(open ? now + 365 * day : now - 1000).toISOString(),
  ];
  const { rows } = await q.query(
    'UPDATE popsic_sessions SET start_time = $1, end_time = $2 RETURNING id',
    window,
  );
  if (open && rows.length === 0)
    await q.query('INSERT INTO popsic_sessions (epoch, start_time, end_time) VALUES ($1, $2, $3)', [
      POPSIC_EPOCHS[POPSIC_EPOCHS.length - 1],
      ...window,
    ]);
}

export type DictRows = Record<string, { dictValue: string; dictLabel: string }[]>;

export async function dict(q: Queryable, names: readonly string[]): Promise<DictRows> {
  const { rows } = await q.query<{ type: string; dictValue: string; dictLabel: string }>(
    `SELECT dict_type AS type, dict_value AS "dictValue", dict_label AS "dictLabel" FROM popsic_dict
     ORDER BY dict_type, sort, id`,
  );
  const out: DictRows = Object.fromEntries(names.map((n) => [n, []]));
  for (const r of rows) (out[r.type] ??= []).push({ dictValue: r.dictValue, dictLabel: r.dictLabel });
  return out;
}

// ---------------------------------------------------------------- works lists

export interface CardRow {
  id: number;
  coverUrl: string;
  title: string;
  content: string;
  name: string;
  likedNumber: number;
  commentNumber: number;
}

const WORK_CARD = `w.id, w.cover_url AS "coverUrl", w.title, w.content, w.name, w.liked_number AS "likedNumber",
  (SELECT count(*)::int FROM popsic_work_comments c WHERE c.work_id = w.id) AS "commentNumber"`;
const NEWEST = 'ORDER BY w.create_time DESC, w.id DESC';
/**
 * Only approved works are public (status 0, 000 §4.4; migration 017): a submission under review, sent
 * back or rejected is read by its author alone (server/popsic/submissionQueries.ts). Every public read of
 * popsic_works (alias w) carries this.
 */
export const PUBLIC_WORK = 'w.status = 0';

export interface CategoryRow {
  dictValue: string;
  dictLabel: string;
  remark: string;
}

/** The category tabs of an epoch, in their order (dictValue is the id of categories/{id}). */
export async function categories(q: Queryable, epoch: PopsicEpoch): Promise<CategoryRow[]> {
  const { rows } = await q.query<CategoryRow>(
    `SELECT id::text AS "dictValue", label AS "dictLabel", icon AS remark FROM popsic_categories
     WHERE epoch = $1 ORDER BY sort, id`,
    [epoch],
  );
  return rows;
}

/**
 * science/web/work/list: the special groups (推荐作品, 点赞最多, 视频), then every category of the epoch by
 * its label (an empty category as an empty list), each at most HOME_GROUP_SIZE cards.
 */
export async function groups(q: Queryable, epoch: PopsicEpoch): Promise<Record<string, CardRow[]>> {
  const pick = async (where: string, order: string) =>
    (
      await q.query<CardRow>(
        `SELECT ${WORK_CARD} FROM popsic_works w WHERE w.epoch = $1 AND ${PUBLIC_WORK} AND ${where} ${order} LIMIT ${HOME_GROUP_SIZE}`,
        [epoch],
      )
    ).rows;
  const out: Record<string, CardRow[]> = {
    [SPECIAL_GROUP.recommended]: await pick('w.recommended', NEWEST),
    [SPECIAL_GROUP.mostLiked]: await pick('true', 'ORDER BY w.liked_number DESC, w.id'),
    [SPECIAL_GROUP.video]: await pick(`w.works_form = ${WORKS_FORM.video}`, NEWEST),
  };
  // One row per category and card (a category without works: one row of nulls), in the tabs' order.
  const { rows } = await q.query<CardRow & { label: string; ct: unknown }>(
    `SELECT c.label, x.* FROM popsic_categories c
     LEFT JOIN LATERAL (
       SELECT ${WORK_CARD}, w.create_time AS ct FROM popsic_works w WHERE w.category_id = c.id AND ${PUBLIC_WORK}
       ${NEWEST} LIMIT ${HOME_GROUP_SIZE}
     ) x ON true
     WHERE c.epoch = $1 ORDER BY c.sort, c.id, x.ct DESC NULLS LAST, x.id DESC`,
    [epoch],
  );
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ct only orders the rows
  for (const { label, ct, ...card } of rows) {
    const list = (out[label] ??= []);
    if (card.id !== null) list.push(card);
  }
  return out;
}

/** Whether category `id` belongs to `epoch`. */
export async function categoryExists(q: Queryable, id: number, epoch: PopsicEpoch): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM popsic_categories WHERE id = $1 AND epoch = $2', [id, epoch]);
  return rows.length > 0;
}

async function cardPage(
  q: Queryable,
  where: string,
  params: unknown[],
  pageNum: number,
  pageSize: number,
): Promise<Page<CardRow>> {
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM popsic_works w WHERE ${PUBLIC_WORK} AND (${where})`,
    params,
  );
  const { rows } = await q.query<CardRow>(
    `SELECT ${WORK_CARD} FROM popsic_works w WHERE ${PUBLIC_WORK} AND (${where}) ${NEWEST}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export const categoryWorks = (q: Queryable, id: number, p: { pageNum: number; pageSize: number }) =>
  cardPage(q, 'w.category_id = $1', [id], p.pageNum, p.pageSize);

/** Works of an epoch whose title, author or unit contains `value` (a blank value matches them all). */
export function searchWorks(
  q: Queryable,
  p: { value: string; epoch: PopsicEpoch; pageNum: number; pageSize: number },
): Promise<Page<CardRow>> {
  if (p.value === '') return cardPage(q, 'w.epoch = $1', [p.epoch], p.pageNum, p.pageSize);
  return cardPage(
    q,
    `w.epoch = $1 AND (w.title ILIKE $2 ${LIKE_ESCAPE} OR w.name ILIKE $2 ${LIKE_ESCAPE} OR w.source_unit ILIKE $2 ${LIKE_ESCAPE})`,
    [p.epoch, containsPattern(p.value)],
    p.pageNum,
    p.pageSize,
  );
}

// ---------------------------------------------------------------- details

export interface DetailRows {
  works: Record<string, unknown>;
  worksFile: { path: string; fileName: string; coverUrl: string }[];
  worksAuthor: { uid: number; nickName: string; userImg: string } | null;
  worksComment: { id: number; comment: string; uId: number; createTime: string }[];
  worksCommentUser: { uid: number; nickName: string; userImg: string }[];
}

async function commentsOf(q: Queryable, kind: ItemKind, id: number) {
  const t = T[kind];
  const comments = await q.query<DetailRows['worksComment'][number]>(
    `SELECT id, comment, uid AS "uId", ${TIME('create_time')} AS "createTime" FROM ${t.comments}
     WHERE ${t.fk} = $1 ORDER BY create_time DESC, id DESC`,
    [id],
  );
  const users = await q.query<DetailRows['worksCommentUser'][number]>(
    `SELECT uid, nick_name AS "nickName", user_img AS "userImg" FROM users
     WHERE uid IN (SELECT uid FROM ${t.comments} WHERE ${t.fk} = $1) ORDER BY uid`,
    [id],
  );
  return { worksComment: comments.rows, worksCommentUser: users.rows };
}

async function author(q: Queryable, uid: number | null) {
  if (uid === null) return null;
  const { rows } = await q.query<{ uid: number; nickName: string; userImg: string }>(
    'SELECT uid, nick_name AS "nickName", user_img AS "userImg" FROM users WHERE uid = $1',
    [uid],
  );
  return rows[0] ?? null;
}

async function likedBy(q: Queryable, kind: ItemKind, id: number, uid: number | null): Promise<boolean> {
  if (uid === null) return false;
  const t = T[kind];
  const { rows } = await q.query(`SELECT 1 FROM ${t.likes} WHERE ${t.fk} = $1 AND uid = $2`, [id, uid]);
  return rows.length > 0;
}

/** science/web/work/{id}: the work, its files, its uploader, its comments and their users; null = none. */
export async function workDetail(
  q: Queryable,
  id: number,
  viewer: number | null,
): Promise<DetailRows | null> {
  const { rows } = await q.query<Record<string, unknown> & { uid: number | null }>(
    `SELECT w.id, w.uid, w.title, w.content, w.cover_url AS "coverUrl", w.name, w.source_unit AS "sourceUnit",
       w.epoch, w.liked_number AS "likedNumber",
       (SELECT count(*)::int FROM popsic_work_comments c WHERE c.work_id = w.id) AS "commentNumber",
       ${TIME('w.create_time')} AS "createTime"
     FROM popsic_works w WHERE w.id = $1 AND ${PUBLIC_WORK}`,
    [id],
  );
  const works = rows[0];
  if (!works) return null;
  const files = await q.query<DetailRows['worksFile'][number]>(
    `SELECT path, file_name AS "fileName", cover_url AS "coverUrl" FROM popsic_work_files
     WHERE work_id = $1 ORDER BY sort, id`,
    [id],
  );
  return {
    works: { ...works, likedByMe: await likedBy(q, 'work', id, viewer) },
    worksFile: files.rows,
    worksAuthor: await author(q, works.uid),
    ...(await commentsOf(q, 'work', id)),
  };
}

// ---------------------------------------------------------------- micro-lectures

/** Micro-lecture cards spell the counts liked and comments (000 §3 names both spellings). */
export interface LectureCardRow {
  id: number;
  coverUrl: string;
  title: string;
  content: string;
  name: string;
  liked: number;
  comments: number;
}

const LECTURE_CARD = `l.id, l.cover_url AS "coverUrl", l.title, l.content, l.name, l.liked_number AS liked,
  (SELECT count(*)::int FROM popsic_lecture_comments c WHERE c.lecture_id = l.id) AS comments`;

/** video/web/search: micro-lectures whose title, author or unit contains `value` (blank: all), newest first. */
export async function searchLectures(
  q: Queryable,
  p: { value: string; pageNum: number; pageSize: number },
): Promise<Page<LectureCardRow>> {
  const params: unknown[] = [];
  let where = 'true';
  if (p.value !== '') {
    params.push(containsPattern(p.value));
    where = `(l.title ILIKE $1 ${LIKE_ESCAPE} OR l.name ILIKE $1 ${LIKE_ESCAPE} OR l.source_unit ILIKE $1 ${LIKE_ESCAPE})`;
  }
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM popsic_lectures l WHERE ${where}`,
    params,
  );
  const { rows } = await q.query<LectureCardRow>(
    `SELECT ${LECTURE_CARD} FROM popsic_lectures l WHERE ${where} ORDER BY l.create_time DESC, l.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, p.pageSize, (p.pageNum - 1) * p.pageSize],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export async function lectureCarousel(q: Queryable): Promise<LectureCardRow[]> {
  const { rows } = await q.query<LectureCardRow>(
    `SELECT ${LECTURE_CARD} FROM popsic_lectures l WHERE l.carousel ORDER BY l.id`,
  );
  return rows;
}

/** video/web/videoShow/{id}: the same shape as a work's detail, its video as the one file; null = none. */
export async function lectureDetail(
  q: Queryable,
  id: number,
  viewer: number | null,
): Promise<DetailRows | null> {
  const { rows } = await q.query<
    Record<string, unknown> & { uid: number | null; videoPath: string; fileName: string; coverUrl: string }
  >(
    `SELECT l.id, l.uid, l.title, l.content, l.cover_url AS "coverUrl", l.name, l.source_unit AS "sourceUnit",
       l.liked_number AS liked,
       (SELECT count(*)::int FROM popsic_lecture_comments c WHERE c.lecture_id = l.id) AS comments,
       ${TIME('l.create_time')} AS "createTime", l.video_path AS "videoPath", l.file_name AS "fileName"
     FROM popsic_lectures l WHERE l.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { videoPath, fileName, ...works } = row;
  return {
    works: { ...works, likedByMe: await likedBy(q, 'lecture', id, viewer) },
    worksFile: videoPath ? [{ path: videoPath, fileName, coverUrl: row.coverUrl }] : [],
    worksAuthor: await author(q, row.uid),
    ...(await commentsOf(q, 'lecture', id)),
  };
}

// ---------------------------------------------------------------- likes and comments

export async function itemExists(q: Queryable, kind: ItemKind, id: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM ${T[kind].items} w WHERE w.id = $1 ${kind === 'work' ? `AND ${PUBLIC_WORK}` : ''}`,
    [id],
  );
  return rows.length > 0;
}

/**
 * One like per user per item: the like row's primary key decides, so of any number of concurrent likes
 * by one user exactly one inserts and raises the counter; the others are refused (您已经点过赞了).
 * Answers the new count; null when there is no such item.
 */
export async function like(db: Db, kind: ItemKind, id: number, uid: number, now: Date) {
  const t = T[kind];
  return db.transaction(async (tx) => {
    if (!(await itemExists(tx, kind, id))) return null;
    const added = await tx.query(
      `INSERT INTO ${t.likes} (${t.fk}, uid, create_time) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING uid`,
      [id, uid, now.toISOString()],
    );
    if (added.rows.length === 0) throw new Refusal(m.alreadyLiked);
    const { rows } = await tx.query<{ likedNumber: number }>(
      `UPDATE ${t.items} SET liked_number = liked_number + 1 WHERE id = $1 RETURNING liked_number AS "likedNumber"`,
      [id],
    );
    return { likedNumber: rows[0]!.likedNumber };
  });
}

export interface PostedCommentRow {
  id: number;
  comment: string;
  uId: number;
  createTime: string;
  nickName: string;
  userImg: string;
}

/** Stores a (sanitised) comment; answers it with its author's nickname and picture. */
export async function addComment(
  q: Queryable,
  kind: ItemKind,
  id: number,
  uid: number,
  comment: string,
  now: Date,
): Promise<PostedCommentRow> {
  const t = T[kind];
  const { rows } = await q.query<PostedCommentRow>(
    `WITH c AS (
       INSERT INTO ${t.comments} (${t.fk}, uid, comment, create_time) VALUES ($1, $2, $3, $4)
       RETURNING id, uid, comment, create_time
     )
     SELECT c.id, c.comment, c.uid AS "uId", ${TIME('c.create_time')} AS "createTime",
       u.nick_name AS "nickName", u.user_img AS "userImg"
     FROM c JOIN users u ON u.uid = c.uid`,
    [id, uid, comment, now.toISOString()],
  );
  return rows[0]!;
}
