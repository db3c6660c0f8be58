import { EDU_TYPE_MINORS, SEARCH_MAJOR, TRAINING_MINOR, YOUTH_MINOR } from '../../domain/searchRoute';
import { MOLECULAR_CATEGORY, SERIES_CATEGORY } from '../../domain/categories';
import { indexItems, indexVideos, type IndexItem } from '../search/queries';
import { journalSearchItem, seedJournals } from './journals';
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

/** Journals (minor = their category, 1 规范与共识, 2 专家指南), works of three epochs and micro-lectures. */
const OTHER_ITEMS: IndexItem[] = [
  // The first journals of server/seed/journals.ts, under their ids there (literature ids 1 … 5).
  ...seedJournals.slice(0, 5).map((j, i) => journalSearchItem(j, i + 1)),
  item(
    SEARCH_MAJOR.works,
    1,
    '一张图看懂CT和磁共振的区别',
    '用漫画讲解CT与磁共振成像原理、辐射与检查时间的不同。',
    '孙悦',
    '2022-06-01',
    { epoch: '2022-01' },
  ),
  item(
    SEARCH_MAJOR.works,
    2,
    '做钼靶检查疼不疼？',
    '乳腺钼靶检查前的准备、压迫乳房的原因与注意事项。',
    '周婷',
    '2023-04-18',
    { epoch: '2023-01' },
  ),
  item(
    SEARCH_MAJOR.works,
    3,
    '肺结节不等于肺癌',
    '体检发现肺结节后如何随访，科普肺结节的良恶性判断。',
    '吴昊',
    '2023-09-09',
    { epoch: '2023-02' },
  ),
  item(
    SEARCH_MAJOR.works,
    4,
    '孕妇可以做磁共振吗',
    '妊娠期影像检查的安全性科普，磁共振与超声的选择。',
    '郑雪',
    '2022-08-21',
    { epoch: '2022-01' },
  ),
  item(
    SEARCH_MAJOR.lectures,
    1,
    '三分钟读懂胸部CT报告',
    '微课：胸部CT报告中常见术语的通俗解释。',
    '黄伟',
    '2024-02-14',
  ),
  item(
    SEARCH_MAJOR.lectures,
    2,
    '增强CT前为什么要喝水',
    '微课：碘对比剂与水化的关系。',
    '林芳',
    '2024-05-30',
  ),
  item(
    SEARCH_MAJOR.lectures,
    3,
    '乳腺超声与钼靶如何选择',
    '微课：不同年龄女性乳腺检查方式的选择。',
    '何静',
    '2024-11-11',
  ),
];

export const searchSeed: SeedStep = {
  name: 'search-index-v1',
  async run(tx) {
    await indexVideos(tx, EDUCATION_MINORS, TRAINING_MINOR);
    await indexItems(tx, OTHER_ITEMS);
  },
};
