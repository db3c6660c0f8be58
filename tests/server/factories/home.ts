import { HOME_BANNER_KEY } from '../../../domain/news';
import type { Queryable } from '../../../server/db/types';
import { unique } from './common';

export interface SlideRow {
  id: number;
  /** The slideshow's category code (the home banner's is HOME_BANNER_KEY). */
  category: string;
  sort: number;
  imgUrl: string;
  jumpUrl: string;
  title: string;
}

/** A slide of a slideshow, inserted as server/seed/home.ts inserts them. */
export async function createSlide(
  db: Queryable,
  over: Partial<Omit<SlideRow, 'id'>> = {},
): Promise<SlideRow> {
  const title = over.title ?? unique('轮播');
  const row = {
    category: HOME_BANNER_KEY,
    sort: 0,
    imgUrl: `/media/test/${encodeURIComponent(title)}.svg`,
    jumpUrl: '',
    title,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO slideshows (category, sort, img_url, jump_url, title) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [row.category, row.sort, row.imgUrl, row.jumpUrl, row.title],
  );
  return { id: rows[0]!.id, ...row };
}
