/** Points, sign-in and the score record (001 §2 user centre, §8, §9). */
export const pointsMsg = {
  signInOk: '签到成功',
  signedToday: '今日已签到',
  /** The score record's source modules and actions (srcModuleDesc, detailActionDesc). */
  modules: { signIn: '每日签到', profile: '个人中心', education: '视频兑换' },
  actions: {
    streakBonus: (days: number) => `连续签到${days}天奖励`,
    bindPhone: '绑定手机',
    redeem: (topic: string) => `兑换课程《${topic}》`,
  },
} as const;
