/**
 * Texts of the contest's pages (/popsic …, 000 §2.3; issue 15): part of the catalogue as `popsicPagesMsg`. The
 * spec's own texts (搜索内容为空, 暂无评论, 查看全部, the 60016 message …) are in `popsic.ts`.
 */
export const popsicPagesMsg = {
  title: '科普大赛',
  homeTitle: (epoch: string) => `${epoch}科普作品大赛`,
  epochButtons: '往届大赛',
  epochButton: (epoch: string) => `${epoch}届`,
  currentEpoch: (epoch: string) => `当前：${epoch}届`,
  bannerAlt: (epoch: string) => `${epoch}科普作品大赛横幅`,
  qrTitle: '扫码手机观看',
  qrLabel: (what: string) => `${what}的手机版二维码`,
  contribute: '我要投稿',
  checkingSession: '正在查询投稿状态…',
  categoriesLabel: '作品分类',
  searchLabel: '搜索作品',
  searchPlaceholder: '输入作品标题、作者或单位',
  carouselLabel: '推荐作品轮播',
  carouselPick: (n: number, title: string) => `第${n}个推荐作品：${title}`,
  /** 2023-02's intro (000 §2.3: "an intro text"; our wording). */
  intro:
    '本届大赛面向全国医学影像从业者、医学生和青年讲者征集科普作品，形式包括科普视频、图文和漫画。' +
    '作品经初审、复审和终审后在此展示，欢迎浏览、点赞和评论，一起把影像知识讲给更多人听。',
  groupLabel: (label: string) => `${label}作品`,
  cardLikes: (n: number) => `点赞${n}`,
  cardComments: (n: number) => `评论${n}`,
  viewAllOf: (label: string) => `查看全部${label}`,
  /** `/popsic` of a logged-in user (docs/decisions/0044). */
  tabs: { label: '科普大赛', mine: '我的投稿', works: '大赛作品' },
  allWorksTitle: (name: string) => name || '全部作品',
  pagesLabel: '作品分页',
  backToWorks: '返回作品首页',
  clearSearch: '清除搜索',
  noneInCategory: '该分类暂无作品',
  lectures: {
    title: '微课堂',
    searchLabel: '搜索微课',
    searchPlaceholder: '输入微课标题或讲者',
    carouselLabel: '推荐微课轮播',
    listLabel: '微课列表',
    pagesLabel: '微课分页',
    backToList: '返回微课堂',
    all: '全部微课',
  },
  detail: {
    author: '作者',
    unit: '单位',
    share: '分享作品',
    shareHint: '扫码在手机上查看并分享',
    commentsTitle: (n: number) => `评论（${n}）`,
    commentCount: (n: number) => `${n}条评论`,
    notFoundTitle: '作品不存在',
    loginToComment: '请登录后评论',
    anonymous: '用户',
  },
} as const;
