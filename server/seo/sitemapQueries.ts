import { detailPath } from '../../domain/cardRoute';
import { LITERATURE_STATUS } from '../../domain/journals';
import type { Queryable } from '../db/types';
import { PUBLIC_WORK } from '../popsic/queries';

/** One URL of a sitemap: its path and the W3C date (YYYY-MM-DD, China) it last changed, when known. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

interface Source {
  /** The table with its alias, and what makes a row public. */
  table: string;
  where: string;
  /** The row's path and lastmod, from `id`, `day` and the extra columns. */
  columns: string;
  entry: (row: Record<string, unknown> & { id: number; day: string | null }) => SitemapEntry | null;
}

const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
const CHINA_DAY = (col: string) => DAY(`${col} AT TIME ZONE 'Asia/Shanghai'`);

/** The public detail pages by type (decision 0071), each read a page at a time in id order. */
export const SITEMAP_SOURCES = {
  news: {
    table: 'news n',
    where: 'true',
    columns: `n.id, ${DAY('COALESCE(n.start_time, n.create_time)')} AS day`,
    entry: (r) => ({ path: `/newsDetail/${r.id}`, lastmod: r.day }),
  },
  journals: {
    table: 'literature l',
    where: `l.status = ${LITERATURE_STATUS.published}`,
    columns: `l.id, ${DAY('l.publish_date')} AS day`,
    entry: (r) => ({ path: `/journal/${r.id}`, lastmod: r.day }),
  },
  experts: {
    // Only an expert with achievement data opens a detail page; the table keeps no date of change.
    table: 'experts e',
    where: 'e.achievement = 1',
    columns: 'e.id, NULL AS day',
    entry: (r) => ({ path: `/specialist/${r.id}`, lastmod: null }),
  },
  videos: {
    table: 'youth_videos v',
    where: 'true',
    columns: `v.id, ${DAY('v.video_date')} AS day, v.video_category AS "videoCategory", v.rich_text_type AS "richTextType"`,
    entry: (r) => {
      const path = detailPath({
        id: r.id,
        videoCategory: Number(r.videoCategory),
        richTextType: Number(r.richTextType),
      });
      return path === null ? null : { path, lastmod: r.day };
    },
  },
  works: {
    table: 'popsic_works w',
    where: PUBLIC_WORK,
    columns: `w.id, ${CHINA_DAY('w.create_time')} AS day, w.epoch`,
    entry: (r) => ({ path: `/popsic/worksDetail/${r.id}?ccr=${String(r.epoch)}`, lastmod: r.day }),
  },
  lectures: {
    table: 'popsic_lectures l',
    where: 'true',
    columns: `l.id, ${CHINA_DAY('l.create_time')} AS day`,
    entry: (r) => ({ path: `/popsic/microLectureDetail/${r.id}`, lastmod: r.day }),
  },
} satisfies Record<string, Source>;

export type SitemapType = keyof typeof SITEMAP_SOURCES;
export const SITEMAP_TYPES = Object.keys(SITEMAP_SOURCES) as SitemapType[];

export async function sitemapCount(q: Queryable, type: SitemapType): Promise<number> {
  const { table, where }: Source = SITEMAP_SOURCES[type];
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return rows[0]?.n ?? 0;
}

/** Page `page` (from 1) of `size` entries of one type, in id order. */
export async function sitemapPage(
  q: Queryable,
  type: SitemapType,
  page: number,
  size: number,
): Promise<SitemapEntry[]> {
  const source: Source = SITEMAP_SOURCES[type];
  const { table, where } = source;
  const alias = table.split(' ')[1]!;
  const { rows } = await q.query<Record<string, unknown> & { id: number; day: string | null }>(
    `SELECT ${source.columns} FROM ${table} WHERE ${where} ORDER BY ${alias}.id LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  );
  return rows.map(source.entry).filter((e) => e !== null);
}
