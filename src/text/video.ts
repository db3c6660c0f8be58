/** Texts of the video detail page, player, access (trial/redeem), watch progress: part of the catalogue (src/text, decision 0064). */
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
  /**
   * video.js's own labels that its zh-CN language leaves in English (video.js 8.24), added over it with
   * videojs.addLanguage('zh-CN', …). The keys are video.js's English strings.
   */
  playerLanguage: {
    'Skip Backward': '快退',
    'Skip Forward': '快进',
    'This is a modal window.': '这是一个弹窗。',
    'Beginning of dialog window. Escape will cancel and close the window.':
      '对话窗口开始。按退出键将取消并关闭此窗口。',
    'This modal can be closed by pressing the Escape key or activating the close button.':
      '按退出键或关闭按钮可关闭此弹窗。',
    'Drop shadow': '投影',
    'Playing in picture-in-picture': '正在以画中画模式播放',
    'Playing in Picture-in-Picture': '正在以画中画模式播放',
    Time: '时间',
    'progress bar timing: currentTime={1} duration{2}': '{1}/{2}',
  },
} as const;
