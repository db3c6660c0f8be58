import { SEARCH_MAJOR, TRAINING_MINOR } from '../../../domain/searchRoute';
import type { Queryable } from '../../../server/db/types';
import { indexItems, type IndexItem } from '../../../server/search/queries';
import { unique } from './common';

/** An item of the search index as made: what the index holds for it, and its row id. */
export type SearchItemRow = IndexItem & { id: number };

/**
 * Origin ids of made items, far above the seed's (the index upserts by category and origin id, so a made
 * item never overwrites a seeded one unless a test names its origin id).
 */
let nextOrigin = 1_000_000;

/**
 * An item of the global search's index, indexed through the seed's own `indexItems` (the same words cut
 * by jieba into `tokens`): by default a training video (education, minor TRAINING_MINOR) with a fresh
 * origin id; any field may be given. The thing it points at is not made: a test that opens the result
 * makes that itself.
 */
export async function createSearchItem(db: Queryable, over: Partial<IndexItem> = {}): Promise<SearchItemRow> {
  const item: IndexItem = {
    title: unique('测试条目'),
    body: '',
    author: '',
    coverUrl: '',
    createTime: '2025-06-01 09:00:00',
    majorCategory: SEARCH_MAJOR.education,
    minorCategory: TRAINING_MINOR,
    originId: nextOrigin++,
    epoch: null,
    ...over,
  };
  await indexItems(db, [item]);
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM search_items
     WHERE major_category = $1 AND minor_category IS NOT DISTINCT FROM $2 AND origin_id = $3`,
    [item.majorCategory, item.minorCategory, item.originId],
  );
  return { id: rows[0]!.id, ...item };
}
