import { EDU_TYPE_MINORS, SEARCH_MAJOR, TRAINING_MINOR, YOUTH_MINOR } from '../../domain/searchRoute';
import { MOLECULAR_CATEGORY, SERIES_CATEGORY } from '../../domain/categories';
import { indexItems, indexVideos, type IndexItem } from '../search/queries';
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
  item(
    SEARCH_MAJOR.journals,
    1,
    '乳腺钼靶影像报告规范专家共识',
    '乳腺X线摄影报告与数据系统的规范化应用，统一钼靶检查术语与分级。',
    '张明 李华',
    '2025-03-12',
    { minorCategory: 1 },
  ),
  item(
    SEARCH_MAJOR.journals,
    2,
    '肺结节CT筛查与管理中国专家共识',
    '低剂量CT肺癌筛查人群、肺结节随访间隔与处理流程。',
    '王强',
    '2025-05-20',
    { minorCategory: 1 },
  ),
  item(
    SEARCH_MAJOR.journals,
    3,
    '急诊胸痛影像检查专家指南',
    '急性胸痛三联征CT血管成像的适应证与扫描方案。',
    '陈静',
    '2025-07-02',
    { minorCategory: 2 },
  ),
  item(
    SEARCH_MAJOR.journals,
    4,
    '磁共振对比剂安全使用指南',
    '钆对比剂的过敏反应、肾功能不全患者的使用原则。',
    '刘洋',
    '2025-09-15',
    { minorCategory: 2 },
  ),
  item(
    SEARCH_MAJOR.journals,
    5,
    '前列腺MRI检查与报告规范',
    '多参数磁共振前列腺成像PI-RADS评分的规范应用。',
    '赵磊',
    '2025-10-08',
    { minorCategory: 1 },
  ),
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
