import type { Queryable } from '../db/types';
import { indexTokens } from './segment';

const TIME = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

export interface SearchRow {
  id: number;
  title: string;
  body: string;
  author: string;
  createTime: string;
  coverUrl: string;
  majorCategory: number;
  minorCategory: number | null;
  originId: number;
  epoch: string | null;
  total: number;
}

const MATCHES = `strpos(s.title_lc, t) > 0 OR strpos(s.author_lc, t) > 0 OR strpos(s.body_lc, t) > 0`;

/**
 * The items that share a word with the terms (the GIN index on `tokens`), or whose title holds the
 * whole keyword: only these are ranked. The terms are parsed by 'simple' as the items' words were, and
 * OR-ed into a tsquery built from lexemes (quote_literal), so no keyword can break the query's syntax.
 */
const CANDIDATE = `(s.tokens @@ coalesce((SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery
                     FROM unnest(to_tsvector('simple', array_to_string($1::text[], ' ')))), ''::tsquery)
                   OR strpos(s.title_lc, ($1::text[])[1]) > 0)`;

/** Term k (1-based) of `$1`, the terms array: only this index is written into the SQL, never a term. */
const term = (k: number) => `($1::text[])[${k}]`;

/**
 * Items matching at least one term, most terms matched first, then by weight (a term in the title 3,
 * in the author 2, in the text 1; the whole keyword, `terms[0]`, in the title 5 more), then newest.
 * `total` is the number of matching items (on every row).
 *
 * Where the time goes (issue 14, EXPLAIN ANALYZE on 10,000 items): a broad keyword makes nearly every
 * item a candidate, and each candidate is tested for every term in three columns (`strpos`), so the cost
 * is per candidate. Each test is therefore written once per term as a column of `hit` (`OFFSET 0` keeps
 * the planner from inlining it into every expression that reads it) instead of a join of items and terms
 * grouped back by id (which spilled to disk and evaluated each test twice); only narrow columns are
 * counted and sorted, and the page's few wide rows (the text for the snippet) are read last by id.
 */
export async function searchItems(
  q: Queryable,
  { terms, major, limit, offset }: { terms: string[]; major: number; limit: number; offset: number },
): Promise<SearchRow[]> {
  if (terms.length === 0) return [];
  const ks = terms.map((_, i) => i + 1);
  const tests = ks.map(
    (k) => `strpos(s.title_lc, ${term(k)}) > 0 AS t${k}, strpos(s.author_lc, ${term(k)}) > 0 AS a${k},
            strpos(s.body_lc, ${term(k)}) > 0 AS b${k}`,
  );
  const matched = ks.map((k) => `(t${k} OR a${k} OR b${k})::int`).join(' + ');
  const weight = ks
    .map(
      (k) =>
        `CASE WHEN t${k} THEN 3 ELSE 0 END + CASE WHEN a${k} THEN 2 ELSE 0 END + CASE WHEN b${k} THEN 1 ELSE 0 END`,
    )
    .join(' + ');
  const { rows } = await q.query<SearchRow>(
    `WITH hit AS (
       SELECT s.id, s.create_time, ${tests.join(',\n')}
       FROM search_items s
       WHERE ($2::int = 0 OR s.major_category = $2::int) AND ${CANDIDATE}
       OFFSET 0
     ), page AS (
       SELECT id, ${matched} AS matched, ${weight} + CASE WHEN t1 THEN 5 ELSE 0 END AS score,
              (count(*) OVER ())::int AS total
       FROM hit
       WHERE ${matched} > 0
       ORDER BY matched DESC, score DESC, create_time DESC, id DESC
       LIMIT $3 OFFSET $4
     )
     SELECT s.id, s.title, s.body, s.author, ${TIME('s.create_time')} AS "createTime",
            s.cover_url AS "coverUrl", s.major_category AS "majorCategory",
            s.minor_category AS "minorCategory", s.origin_id AS "originId", s.epoch, p.total
     FROM page p JOIN search_items s ON s.id = p.id
     ORDER BY p.matched DESC, p.score DESC, s.create_time DESC, s.id DESC`,
    [terms, major, limit, offset],
  );
  return rows;
}

/** The number of matching items (asked only when a page past the end came back empty). */
export async function countItems(q: Queryable, { terms, major }: { terms: string[]; major: number }) {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM search_items s
     WHERE ($2::int = 0 OR s.major_category = $2::int) AND ${CANDIDATE}
       AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS t WHERE ${MATCHES})`,
    [terms, major],
  );
  return rows[0]?.n ?? 0;
}

export interface IndexItem {
  title: string;
  body: string;
  author: string;
  coverUrl: string;
  createTime: string;
  majorCategory: number;
  minorCategory: number | null;
  originId: number;
  epoch: string | null;
}

/** Adds (or refreshes) items of the index, by their category and origin: one statement for the lot. */
export async function indexItems(q: Queryable, items: readonly IndexItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((i) => ({ ...i, tokens: indexTokens(i.title, i.author, i.body) }));
  await q.query(
    `INSERT INTO search_items (title, body, author, cover_url, create_time, major_category, minor_category,
                               origin_id, epoch, tokens)
     SELECT x.title, x.body, x.author, x."coverUrl", x."createTime"::timestamp, x."majorCategory",
            x."minorCategory", x."originId", x.epoch, to_tsvector('simple', x.tokens)
     FROM jsonb_to_recordset($1::jsonb) AS x(title text, body text, author text, "coverUrl" text,
          "createTime" text, "majorCategory" smallint, "minorCategory" int, "originId" int, epoch text, tokens text)
     ON CONFLICT (major_category, minor_category, origin_id) DO UPDATE
     SET title = EXCLUDED.title, body = EXCLUDED.body, author = EXCLUDED.author, cover_url = EXCLUDED.cover_url,
         create_time = EXCLUDED.create_time, epoch = EXCLUDED.epoch, tokens = EXCLUDED.tokens`,
    [JSON.stringify(rows)],
  );
}

/** Education and training videos into the index, from their own tables (the categories search routes). */
export async function indexVideos(
  q: Queryable,
  minors: readonly number[],
  trainingMinor: number,
): Promise<void> {
  const columns = `topic AS title, regexp_replace(description, '<[^>]*>', ' ', 'g') AS body, key_speaker AS author,
    video_cover_url AS "coverUrl", to_char(video_date, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", id AS "originId"`;
  const youth = await q.query<IndexItem>(
    `SELECT ${columns}, 1 AS "majorCategory", video_category AS "minorCategory", NULL AS epoch
     FROM youth_videos WHERE video_category = ANY($1::int[]) ORDER BY id`,
    [minors],
  );
  const training = await q.query<IndexItem>(
    `SELECT ${columns}, 1 AS "majorCategory", $1::int AS "minorCategory", NULL AS epoch FROM training_videos ORDER BY id`,
    [trainingMinor],
  );
  await indexItems(q, [...youth.rows, ...training.rows]);
}
