/** Texts of the video detail page, player, access (trial/redeem), watch progress: part of the catalogue `msg` (messages.ts). */
export const videoMsg = {
  player: '视频播放器',
  speaker: (name: string) => `主讲人：${name}`,
  views: (n: number) => `${n}次观看`,
  /** 001 §2 tabs. */
  tabIntro: '简介',
  tabRecommend: '相关推荐',
  tabCaseIntro: '病例简介',
  tabsLabel: '视频信息',
  readingSystem: '阅片系统',
  openReadingSystem: '打开阅片系统',
  joinGroup: '加群',
  groupQrAlt: '微信群二维码',
  scanToJoin: '微信扫码加入交流群',
  /** 001 §4, §8: access. */
  trialEnded: '试看结束',
  retryTrial: '重新试看',
  redeem: (n: number) => `积分兑换（${n}积分）`,
  confirmTitle: '积分消耗提醒',
  confirmText: (n: number) => `播放视频将扣除${n}积分,是否继续播放？`,
  unplayable: '此视频暂无法播放，请稍后再试',
} as const;
