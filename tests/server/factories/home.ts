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

/** A news item of the home page: type 1 with a picture, type 2 rich text. */
export interface NewsRow {
  id: number;
  type: 1 | 2;
  title: string;
  content: string;
  imgUrl: string;
  /** When it was published ('YYYY-MM-DD HH:mm:ss'; the lists show the newest first). */
  time: string;
}

/** A news item, inserted as server/seed/news.ts inserts them; any field may be given. */
export async function createNews(db: Queryable, over: Partial<Omit<NewsRow, 'id'>> = {}): Promise<NewsRow> {
  const title = over.title ?? unique('测试新闻');
  const row = {
    type: 2 as const,
    title,
    content: `<p>${title}</p>`,
    imgUrl: '',
    time: '2025-06-01 09:00:00',
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO news (type, title, content, img_url, jump_url, start_time, create_time)
     VALUES ($1, $2, $3, $4, '', $5, $5) RETURNING id`,
    [row.type, row.title, row.content, row.imgUrl, row.time],
  );
  return { id: rows[0]!.id, ...row };
}
