/** Texts of the live room, completion form, announcement, chat: part of the catalogue (src/text, decision 0064). */
export const liveRoomMsg = {
  pageTitle: '直播间',
  /** 001 §8: any failure to load the room. */
  dataError: '数据错误',
  loading: '直播间加载中…',
  missingRoom: '缺少直播间编号',
  /** An unknown room (the server's code 404): not a failure, so no 重试 but a way back. */
  roomNotFound: '直播间不存在',
  backToList: '返回直播列表',
  /** 001 §2 live room. */
  board: '留言板',
  placeholder: '说点什么...',
  placeholderLoggedOut: '请先登录',
  send: '发送',
  sendLoggedOut: '未登录',
  inputLabel: '留言内容',
  announcementTitle: '直播公告',
  announcementEmpty: '暂无公告',
  makeUpTitle: '完善资料',
  makeUpHint: '观看直播前请先完善您的资料',
  hospital: '所属医院',
  realNameRequired: '请输入真实姓名',
  hospitalRequired: '请输入所属医院',
  tooLong: (max: number) => `不能超过${max}个字符`,
  makeUpFailed: '资料提交失败，请稍后重试',
  loginToWatch: '登录后即可观看直播',
  passwordToWatch: '本场直播需要参会密码',
  /** 001 §5: chat messages are at most 30 characters; empty ones are not sent. */
  chatEmpty: '请输入留言内容',
  chatTooLong: '留言不能超过30个字',
  /** The rate limit's refusal says when the user may send again (issue 31). */
  chatRateLimited: (seconds: number) => `发言太频繁，请${seconds}秒后再试`,
  /** LIVE_ROOM_MAX_VIEWERS reached: the one turned away (issue 33, decision 0075; the spec has no wording). */
  roomFull: '直播间人数已满，请稍后再试',
  /** The composer's line while the room is in slow mode (decision 0075). */
  slowModeLine: (seconds: number) => `慢速模式：每${seconds}秒可发言一次`,
  /** A message sent too soon in slow mode (decision 0075). */
  slowModeWait: (seconds: number) => `慢速模式中，请${seconds}秒后再发言`,
  chatFailed: '发送失败',
  chatFailedBecause: (reason: string) => `发送失败：${reason}`,
  chatPending: '发送中',
  chatRetry: '重发',
  newMessages: '新消息',
  boardEmpty: '暂无留言，快来说点什么吧',
  /** The list keeps the latest 500 messages; older ones leave it at the top. */
  olderDropped: (n: number) => `更早的${n}条留言已不在列表中`,
  viewers: (n: number) => `${n}人在线`,
  status: {
    connecting: '正在连接聊天…',
    connected: '聊天已连接',
    reconnecting: '聊天连接中断，正在重连…',
    disconnected: '聊天已断开',
    kicked: '您的账号已在其他地方登录，聊天已断开',
  },
  liveStatus: {
    live: '直播中',
    reserved: '预告',
    ended: '已结束',
  },
  reservedNote: (time: string) => `直播将于 ${time} 开始`,
  endedNote: '本场直播已结束',
  signFailed: '聊天服务登录失败',
  videoLabel: '直播画面',
  anonymous: '匿名用户',
} as const;
