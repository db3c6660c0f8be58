/**
 * Texts of the contribution campaigns (002 §5, §8; issue 17): the rules' and results' messages, shared with
 * the server (its refusals), so it imports nothing. The competition's (qc) are the spec's Chinese; the 2025
 * campaigns' are given in English by 002 and written here in Chinese with their meaning, in the
 * competition's wording where the meaning is the same. The wizard's labels and the notices live in
 * `campaignPages.ts` and `campaignNotices.ts`.
 */
export const campaignMsg = {
  /** 002 §5 registration: a team's leader (qc, ca) … */
  leaderRequired: '请输入领队姓名',
  /** … or the contestant of an individual contest (mc, ms; its label 姓名 wins, decision 0067). */
  nameRequired: '请输入姓名',
  workUnitRequired: '请输入工作单位',
  sourceUnitRequired: '请输入科室/部门',
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  captchaRequired: '请输入图形验证码',
  smsRequired: '请输入手机验证码',
  titleRankRequired: '请填写您的职称',
  /** 002 §5: micro-course, required, numeric, at most 40. */
  ageRule: '请填写年龄，参赛选手年龄不超过40岁',
  /** med-speech: optional, a number when given (our wording). */
  ageInvalid: '请填写正确的年龄',
  proofRequired: '请上传推荐证明',
  /** 002 §5 proof image. */
  proofType: '上传封面图片只能是 JPG/JPEG/PNG 格式!',
  proofSize: '上传封面图片大小不能超过50MB!',
  /** 002 §5, §8: the form failure of both. */
  formInvalid: '请按要求填写信息！',
  /** 002 §5 work form. */
  titleRequired: '请输入参赛作品题目',
  membersRequired: '请输入参赛成员',
  /** 2025 "please enter the summary"; qc's abstract. */
  summaryRequired: '请输入作品摘要',
  abstractRequired: '请输入作品摘要信息',
  coverRequired: '请上传视频作品封面图',
  filesRequired: '请上传作品',
  coverType: '上传封面图片只能是 JPG/JPEG/PNG 格式!',
  coverSize: '上传封面图片大小不能超过5MB!',
  /** 002 §5: video (or attachment) over the limit (200 MB qc, 1000 MB 2025). */
  fileSize: (mb: number) => `视频文件大小不超过${mb}MB！`,
  /** 002 §5 med-speech; mp4-only campaigns read 视频文件只能是 MP4 格式!. */
  fileType: (extensions: readonly string[]) =>
    extensions.length === 1 && extensions[0] === 'mp4'
      ? '视频文件只能是 MP4 格式!'
      : `作品文件只能是 ${Array.from(extensions, (e) => e.toUpperCase()).join('/')} 格式!`,
  /** 002 §5: more files than allowed, with the counts. */
  tooMany: (limit: number, chosen: number, total: number) =>
    `当前限制选择 ${limit} 个文件，本次选择了 ${chosen} 个文件，共选择了 ${total} 个文件`,
  /** The server's refusal of too many files (our wording). */
  filesLimit: (limit: number) => `最多只能上传 ${limit} 个文件`,
  /** 002 §5 remove confirmation. */
  removeConfirm: (name: string) => `确定移除 ${name}？`,
  /** 002 §4, §8. */
  loginFirst: '请登录后操作！',
  registered: '报名成功!!!',
  registerFailed: '报名异常!!!',
  submitted: '作品已完成提交！',
  smsSent: '短信发送成功',
  /** Server refusals (our wording: 002 shows none). */
  alreadyRegistered: '您已报名，无需重复报名',
  notRegistered: '请先完成报名',
  notOpen: '作品上传暂未开放',
  alreadySubmitted: '作品已提交，不可再修改',
  fileUnknown: '文件不存在，请重新上传',
  worksIdMismatch: '作品信息不一致，请刷新页面后重试',
} as const;
