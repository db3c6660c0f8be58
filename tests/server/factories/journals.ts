import { JOURNAL_CATEGORY, journalFileUrl, LITERATURE_STATUS } from '../../../domain/journals';
import type { Queryable } from '../../../server/db/types';
import { JOURNAL_FILES } from '../../../server/journals/pdf';
import type { LiteratureRow } from '../../../server/journals/queries';
import { unique } from './common';

/** A journal as made: the fields literature/view answers, and its publication status. */
export type JournalRow = LiteratureRow & { status: number };

/**
 * A journal, inserted as server/seed/journals.ts inserts them (authors as rich text with affiliation marks, the
 * 20-page reading guide as its file), published unless `status` says otherwise; any field may be given. Not in
 * the search index (the seed indexes its own journals).
 */
export async function createJournal(
  db: Queryable,
  over: Partial<Omit<JournalRow, 'id'>> = {},
): Promise<JournalRow> {
  const title = over.title ?? unique('测试文献');
  const row = {
    title,
    publishDate: '2024-03-01 09:00:00',
    authors: '测试作者<sup>1</sup>，测试作者乙<sup>2</sup>',
    doi: `10.3760/cma.j.${unique('test-')}`,
    abstracts: `${title}的摘要。`,
    keywords: '测试；影像',
    refers: '',
    fileUrl: journalFileUrl(JOURNAL_FILES.short) ?? '',
    category: JOURNAL_CATEGORY.standards as number,
    status: LITERATURE_STATUS.published as number,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO literature (title, publish_date, authors, doi, abstracts, keywords, refers, file_url, category, status)
     VALUES ($1, $2::timestamp, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      row.title,
      row.publishDate,
      row.authors,
      row.doi,
      row.abstracts,
      row.keywords,
      row.refers,
      row.fileUrl,
      row.category,
      row.status,
    ],
  );
  return { id: rows[0]!.id, ...row };
}
