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
  /** The points leaderboard, /education/rank and the user centre's item 4 (001 §2, §3). */
  rank: {
    title: '积分排行榜',
    columns: {
      rank: '排名',
      user: '用户',
      jodTitle: '职称',
      hospital: '医院',
      department: '科室',
      score: '累计积分',
    },
    mine: '我的排名',
    mineRank: (rank: number) => `第 ${rank} 名`,
    unranked: '暂未上榜',
    loginForMine: '登录后查看我的排名',
    empty: '暂无排名',
  },
  /** The user centre, /usercenter/index (001 §2). */
  centre: {
    title: '用户中心',
    menuLabel: '用户中心菜单',
    menu: { 1: '每日签到', 3: '个人中心', 5: '已兑换课程', 2: '积分明细', 4: '积分排行榜' },
    welcome: (nickName: string) => `欢迎您，${nickName}`,
    totalPoints: '总积分',
    availablePoints: '可用积分',
    loginFirst: '登录后查看您的签到、积分和已兑换课程',
    /** 001 §4: the sign-in button. */
    signInNow: '立即签到',
    signedToday: '今日已签到',
    signing: '签到中…',
    lastWeek: '最近7天签到',
    signedMark: '已签',
    notSignedMark: '未签',
    totalDays: (n: number) => `累计签到 ${n} 天`,
    consecutive: (n: number) => `连续签到 ${n} 天`,
    streakRule: (days: number, bonus: number) => `连续签到${days}天可额外获得${bonus}积分`,
    bonusEarned: (bonus: number) => `签到成功，连续签到奖励${bonus}积分`,
    historyColumns: { time: '时间', module: '来源', action: '明细', score: '积分' },
    noHistory: '暂无积分记录',
    noExchanged: '您还没有兑换过课程',
    exchangedAt: (time: string) => `兑换于 ${time}`,
    pages: '页码',
  },
} as const;
