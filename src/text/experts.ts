/** Texts of the expert directory /specialist and the expert detail (001 §2 "Expert directory"). */
export const expertsMsg = {
  title: '专家库',
  /** Tabs by groupLabel (001 §2). */
  tabs: { 1: '委员', 2: '专业', 3: '青年' } as Record<number, string>,
  tabsLabel: '专家分类',
  searchLabel: '专家姓名',
  searchPlaceholder: '请输入专家姓名',
  search: '搜索',
  clear: '清空',
  groupFilter: '学组',
  groupAll: '全部学组',
  display: '显示方式',
  displayList: '列表',
  displayCard: '卡片',
  listLabel: '专家列表',
  listFailed: '专家列表加载失败',
  empty: '暂无专家',
  /** 001 §8: a card of an expert without achievement data. */
  updating: '数据更新中',
  /** Read after a card's text (not shown): the detail opens in a new window. */
  newWindow: '（在新窗口打开）',
  colName: '姓名',
  colTitle: '职称',
  colHospital: '单位',
  // The detail (001 §2 /specialist/{expertId})
  detailTitle: '专家详情',
  detailTabs: '专家详情分类',
  tabIntro: '专家介绍',
  tabCourses: '推荐课程',
  duties: '职务',
  takeOffice: '主要学术任职',
  honor: '荣誉与成就',
  skillIn: '擅长领域',
  topic: '专题/数据集',
  none: '暂无',
  coursesLabel: '推荐课程列表',
  /** 001 §8 empty text of a course list. */
  noCourses: '暂无课程',
  detailFailed: '专家信息加载失败',
  notFound: '专家不存在',
  backToList: '返回专家库',
  keySpeaker: (name: string) => `主讲：${name}`,
  // Server validation
  nameTooLong: '专家姓名不能超过20个字符',
} as const;
