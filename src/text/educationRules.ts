/**
 * Messages of the education rules shared by the client forms and the reference server (issue 3):
 * validation of the info form, comments and quizzes, and the server's business errors of the
 * education calls. Part of the catalogue as `educationRulesMsg`.
 * Texts quoted by the spec (001 §4, §5, §8) keep its exact wording.
 */
export const educationRulesMsg = {
  /** 001 §4 / §8 */
  loginRequired: '请登录后操作！',
  /** 001 §6 / §8: not enough available points to redeem (or to play past the trial). */
  pointsInsufficient: '您的积分不足，暂时无法观看！',
  /** 001 §8: exchange success. */
  exchangeOk: '兑换成功，请点击按钮进行播放',
  /** 001 §8: info form (emx_info) success. */
  infoOk: '信息提交成功',
  /** 001 §5: education quiz needs every question answered. */
  quizIncomplete: '请完成所有的题目后再提交！',
  /** Our wording (the spec only says comments must be non-empty). */
  commentRequired: '评论内容不能为空',
  maxLength: (n: number) => `长度不能超过${n}个字符`,
  /** Server business errors (our wording; the spec shows the server msg as a toast). */
  videoNotFound: '视频不存在或已下架',
  notRedeemed: '该视频需要兑换后观看',
  quizNoQuestions: '该视频暂无题目',
  quizNoChances: '答题次数已用完',
  quizUnknownQuestion: '题目与视频不匹配，请刷新后重试',
  quizNeedsReading: '请先查看阅片系统后再答题',
  emxInfoNeeded: '请先完善个人信息',
  emxOnly: '该视频不需要阅片记录',
} as const;
