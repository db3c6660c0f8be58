import type { Queryable } from '../../../server/db/types';
import { unique } from './common';

/** The overview (one row, id 1), replaced as server/seed/institute.ts writes it; `updateTime` an instant. */
export async function setInstituteInfo(
  db: Queryable,
  over: { title?: string; content?: string; updateTime?: Date } = {},
) {
  const row = { title: unique('研究院'), content: '<p>简介</p>', updateTime: new Date(), ...over };
  await db.query('DELETE FROM institute_info');
  await db.query('INSERT INTO institute_info (id, title, content, update_time) VALUES (1, $1, $2, $3)', [
    row.title,
    row.content,
    row.updateTime,
  ]);
  return row;
}

export interface TeamMemberRow {
  id: number;
  name: string;
  /** domain/committee.ts: 1 chair … 5 member. */
  post: 1 | 2 | 3 | 4 | 5;
  title: string;
  hospital: string;
  avatarUrl: string;
  sort: number;
}

/** A committee member of the institute, inserted as server/seed/institute.ts inserts them. */
export async function createTeamMember(
  db: Queryable,
  over: Partial<Omit<TeamMemberRow, 'id'>> = {},
): Promise<TeamMemberRow> {
  const row = {
    name: unique('委员'),
    post: 5 as const,
    title: '主任医师',
    hospital: '测试医院',
    avatarUrl: '',
    sort: 0,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO team_members (name, post, title, hospital, avatar_url, sort) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [row.name, row.post, row.title, row.hospital, row.avatarUrl, row.sort],
  );
  return { id: rows[0]!.id, ...row };
}

export interface GalleryPhotoRow {
  id: number;
  /** domain/gallery.ts: 1 first session, 2 second. */
  session: 1 | 2;
  title: string;
  imgUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
  sort: number;
}

/** A photo of the AI gallery, inserted as server/seed/institute.ts inserts them. */
export async function createGalleryPhoto(
  db: Queryable,
  over: Partial<Omit<GalleryPhotoRow, 'id'>> = {},
): Promise<GalleryPhotoRow> {
  const title = over.title ?? unique('照片');
  const row = {
    session: 1 as const,
    title,
    imgUrl: `/media/test/${encodeURIComponent(title)}.svg`,
    thumbUrl: `/media/test/${encodeURIComponent(title)}-thumb.svg`,
    width: 1200,
    height: 800,
    sort: 0,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ai_gallery (session, title, img_url, thumb_url, width, height, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [row.session, row.title, row.imgUrl, row.thumbUrl, row.width, row.height, row.sort],
  );
  return { id: rows[0]!.id, ...row };
}
