import type { Queryable } from '../db/types';

/** SQL of the institute's pages (docs/api.md "Institute"); times as 'YYYY-MM-DD HH:mm:ss' (China time). */
const TIME = (col: string) => `to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

export interface InstituteRow {
  title: string;
  content: string;
  updateTime: string;
}

export async function institute(q: Queryable): Promise<InstituteRow | null> {
  const { rows } = await q.query<InstituteRow>(
    `SELECT title, content, ${TIME('update_time')} AS "updateTime" FROM institute_info WHERE id = 1`,
  );
  return rows[0] ?? null;
}

export interface TeamRow {
  id: number;
  name: string;
  post: number;
  title: string;
  hospital: string;
  avatarUrl: string;
  sort: number;
}

/** Every member, by post, then sort, then id (the page groups them by post: domain/committee.ts). */
export async function team(q: Queryable): Promise<TeamRow[]> {
  const { rows } = await q.query<TeamRow>(
    `SELECT id, name, post, title, hospital, avatar_url AS "avatarUrl", sort
     FROM team_members ORDER BY post, sort, id`,
  );
  return rows;
}

export interface PhotoRow {
  id: number;
  session: number;
  title: string;
  imgUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
}

export async function gallery(q: Queryable, session: number | null): Promise<PhotoRow[]> {
  const { rows } = await q.query<PhotoRow>(
    `SELECT id, session, title, img_url AS "imgUrl", thumb_url AS "thumbUrl", width, height
     FROM ai_gallery WHERE $1::int IS NULL OR session = $1 ORDER BY session, sort, id`,
    [session],
  );
  return rows;
}
