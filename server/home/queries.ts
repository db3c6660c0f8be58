import type { Queryable } from '../db/types';
import { EMX_STATE } from '../education/queries';

/** SQL of the home and news endpoints (000 §7.2); times are answered as 'YYYY-MM-DD HH:mm:ss'. */
const TIME = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

export interface SlideRow {
  id: number;
  category: string;
  imgUrl: string;
  jumpUrl: string;
  title: string;
}

export async function slides(q: Queryable, category: string | null): Promise<SlideRow[]> {
  const { rows } = await q.query<SlideRow>(
    `SELECT id, category, img_url AS "imgUrl", jump_url AS "jumpUrl", title FROM slideshows
     WHERE $1::text IS NULL OR category = $1 ORDER BY category, sort, id`,
    [category],
  );
  return rows;
}

export async function itemOrder(q: Queryable, module: string): Promise<string | null> {
  const { rows } = await q.query<{ item_order: string }>(
    'SELECT item_order FROM dynamic_config WHERE module = $1',
    [module],
  );
  return rows[0]?.item_order ?? null;
}

const NEWS_COLUMNS = `id, title, content, img_url AS "imgUrl", jump_url AS "jumpUrl",
  ${TIME('start_time')} AS "startTime", ${TIME('create_time')} AS "createTime"`;

export interface NewsRow {
  id: number;
  title: string;
  content: string;
  imgUrl: string;
  jumpUrl: string;
  startTime: string | null;
  createTime: string;
}

/** Newest first; `total` counts the whole type, as a paged RuoYi list does. */
export async function newsList(q: Queryable, type: number, limit: number) {
  const [list, count] = await Promise.all([
    q.query<NewsRow>(
      `SELECT ${NEWS_COLUMNS} FROM news WHERE type = $1 ORDER BY create_time DESC, id DESC LIMIT $2`,
      [type, limit],
    ),
    q.query<{ total: number }>('SELECT count(*)::int AS total FROM news WHERE type = $1', [type]),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

export async function newsById(q: Queryable, id: number): Promise<NewsRow | null> {
  const { rows } = await q.query<NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Course cards (src/schemas/home.ts courseCardSchema), newest first; emxState is the user's (issue 3). */
export async function newVideos(q: Queryable, limit: number, uid: number | null = null) {
  const { rows } = await q.query(
    `SELECT id, topic, key_speaker AS "keySpeaker", ${TIME('video_date')} AS "videoDate",
       video_cover_url AS "videoCoverUrl", video_state AS "videoState", video_category AS "videoCategory",
       rich_text_type AS "richTextType", ${EMX_STATE('$2')} AS "emxState", live_streaming_url AS "liveStreamingUrl",
       score_curr_price AS "scoreCurrPrice", score_origin_price AS "scoreOriginPrice",
       video_click_count AS "videoClickCount"
     FROM youth_videos v ORDER BY video_date DESC, id DESC LIMIT $1`,
    [limit, uid],
  );
  return rows;
}

export async function coursesList(q: Queryable) {
  const { rows } = await q.query(
    'SELECT id, img_url AS "imgUrl", title, sub_title AS "subTitle" FROM courses ORDER BY sort, id',
  );
  return rows;
}
