import { PUBLIC_WORK } from '../popsic/queries';
import type { Queryable } from '../db/types';

/**
 * The contest's heads need a work's or micro-lecture's own fields only: one indexed query each, where
 * popsic's detail queries also read files, uploader, likes and comments.
 */
export interface ItemHeadRow {
  id: number;
  title: string;
  content: string;
  coverUrl: string;
  name: string;
  createTime: string;
  epoch: string | null;
}

const COLUMNS = (t: string) => `${t}.id, ${t}.title, ${t}.content, ${t}.cover_url AS "coverUrl", ${t}.name,
  to_char(${t}.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;

export async function workHead(q: Queryable, id: number): Promise<ItemHeadRow | null> {
  const { rows } = await q.query<ItemHeadRow>(
    `SELECT ${COLUMNS('w')}, w.epoch FROM popsic_works w WHERE w.id = $1 AND ${PUBLIC_WORK}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function lectureHead(q: Queryable, id: number): Promise<ItemHeadRow | null> {
  const { rows } = await q.query<ItemHeadRow>(
    `SELECT ${COLUMNS('l')}, NULL AS epoch FROM popsic_lectures l WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
