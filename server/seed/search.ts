import { EDU_TYPE_MINORS, SEARCH_MAJOR, TRAINING_MINOR, YOUTH_MINOR } from '../../domain/searchRoute';
import { MOLECULAR_CATEGORY, SERIES_CATEGORY } from '../../domain/categories';
import { indexItems, indexVideos, type IndexItem } from '../search/queries';
import { formatChinaTime } from '../../domain/chinaTime';
import { journalSearchItem, seedJournals } from './journals';
import { seedLectures, seedWorks } from './popsic';
import type { SeedStep } from './types';

/** Every education minor the search routes (001 §2), so each has results. */
const EDUCATION_MINORS = [...EDU_TYPE_MINORS, MOLECULAR_CATEGORY, YOUTH_MINOR, SERIES_CATEGORY];

const item = (
  major: number,
  originId: number,
  title: string,
  body: string,
  author: string,
  day: string,
  extra: Partial<IndexItem> = {},
): IndexItem => ({
  title,
  body,
  author,
  coverUrl: '',
  createTime: `${day} 09:00:00`,
  majorCategory: major,
  minorCategory: null,
  originId,
  epoch: null,
  ...extra,
});

/** Journals (minor = their category, 1 规范与共识, 2 专家指南). */
const OTHER_ITEMS: IndexItem[] = [
  // The first journals of server/seed/journals.ts, under their ids there (literature ids 1 … 5).
  ...seedJournals.slice(0, 5).map((j, i) => journalSearchItem(j, i + 1)),
];

export const searchSeed: SeedStep = {
  name: 'search-index-v1',
  async run(tx) {
    await indexVideos(tx, EDUCATION_MINORS, TRAINING_MINOR);
    await indexItems(tx, OTHER_ITEMS);
  },
};

/**
 * The contest's seeded works and micro-lectures, each under its own id and epoch, so a result opens the
 * item it names (minor 0: their routes need none, and a non-null minor keeps the upsert idempotent).
 */
export const popsicSearchItems = (): IndexItem[] => [
  ...seedWorks.map((w) =>
    item(SEARCH_MAJOR.works, w.id, w.title, w.content, w.name, formatChinaTime(w.createTime, 'YYYY-MM-DD'), {
      coverUrl: w.coverUrl,
      minorCategory: 0,
      epoch: w.epoch,
    }),
  ),
  ...seedLectures.map((l) =>
    item(
      SEARCH_MAJOR.lectures,
      l.id,
      l.title,
      l.content,
      l.name,
      formatChinaTime(l.createTime, 'YYYY-MM-DD'),
      {
        coverUrl: l.coverUrl,
        minorCategory: 0,
      },
    ),
  ),
];

/** Replaces the placeholder works and micro-lectures of earlier indexes with the contest's real ones. */
export const popsicSearchSeed: SeedStep = {
  name: 'search-index-popsic-v1',
  async run(tx) {
    await tx.query('DELETE FROM search_items WHERE major_category = ANY($1::smallint[])', [
      [SEARCH_MAJOR.works, SEARCH_MAJOR.lectures],
    ]);
    await indexItems(tx, popsicSearchItems());
  },
};
