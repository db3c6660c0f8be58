import { LITERATURE_STATUS } from '../../domain/journals';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { Queryable } from '../db/types';

/** SQL of the journals (001 §7 literature/list, literature/view/{id}); only published items exist for the portal. */
export interface LiteratureRow {
  id: number;
  title: string;
  publishDate: string;
  authors: string;
  doi: string;
  abstracts: string;
  keywords: string;
  refers: string;
  fileUrl: string;
  category: number;
}

const COLUMNS = `id, title, to_char(publish_date, 'YYYY-MM-DD HH24:MI:SS') AS "publishDate", authors, doi, abstracts,
  keywords, refers, file_url AS "fileUrl", category`;

export interface ListFilter {
  pageNum: number;
  pageSize: number;
  category?: number | undefined;
  author?: string | undefined;
  keyword?: string | undefined;
}

/** A page of published journals, newest receipt first; `author` and `keyword` match parts of the text. */
export async function list(q: Queryable, f: ListFilter): Promise<{ rows: LiteratureRow[]; total: number }> {
  const where = [`status = ${LITERATURE_STATUS.published}`];
  const params: unknown[] = [];
  if (f.category !== undefined) {
    params.push(f.category);
    where.push(`category = $${params.length}`);
  }
  if (f.author) {
    params.push(containsPattern(f.author));
    // Authors are rich text: match the text, not the markup around the names.
    where.push(`regexp_replace(authors, '<[^>]*>', '', 'g') ILIKE $${params.length} ${LIKE_ESCAPE}`);
  }
  if (f.keyword) {
    params.push(containsPattern(f.keyword));
    where.push(
      `(title ILIKE $${params.length} ${LIKE_ESCAPE} OR keywords ILIKE $${params.length} ${LIKE_ESCAPE})`,
    );
  }
  const cond = where.join(' AND ');
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM literature WHERE ${cond}`,
    params,
  );
  const { rows } = await q.query<LiteratureRow>(
    `SELECT ${COLUMNS} FROM literature WHERE ${cond}
     ORDER BY publish_date DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.pageSize, (f.pageNum - 1) * f.pageSize],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** One published journal, or null (unknown, unpublished or deleted). */
export async function view(q: Queryable, id: number): Promise<LiteratureRow | null> {
  const { rows } = await q.query<LiteratureRow>(
    `SELECT ${COLUMNS} FROM literature WHERE id = $1 AND status = ${LITERATURE_STATUS.published}`,
    [id],
  );
  return rows[0] ?? null;
}
