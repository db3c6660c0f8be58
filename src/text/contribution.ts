/**
 * Texts of the works submission (000 §2.3, §4.5, §5.3–5.5, §8; issue 16): the wizard's rules and
 * results, shared with the server (its refusals), so it imports nothing. The wizard's and the table's
 * labels live beside their views' texts.
 */
export const contributionMsg = {
  /** 000 §5.3 step 1. */
  titleRequired: '请输入投稿标题',
  nameRequired: '请输入真实姓名',
  phoneRequired: '请输入手机号',
  captchaRequired: '请输入图形验证码',
  smsRequired: '请输入手机验证码',
  /** Our wording: the spec requires the work unit without a message (the profile's 请输入工作单位). */
  workUnitRequired: '请输入工作单位',
  identityRequired: '请选择工作身份',
  studentTypeRequired: '请选择学生类别',
  /** 000 §5.4: the hint that turns to the error style when no source is filled (our wording). */
  sourceHint: '学会推荐、学组推荐、单位推荐、个人推荐至少填写一项',
  /** 000 §5.5 step 3. */
  formRequired: '请选择作品形式',
  targetRequired: '请选择科普对象',
  scienceTypeRequired: '请选择科普类别',
  contentRequired: '请输入描述文字',
  coverRequired: '请为当前参赛作品上选一个封面',
  mediaRequired: '请上传多媒体文件',
  agreementRequired: '请勾选服务协议',
  coverType: '上传封面图片只能是 JPG/JPEG/PNG 格式!',
  coverSize: '上传封面图片大小不能超过 5MB!',
  mediaTooMany: '最多可以上传5个多媒体文件',
  /** 000 §5.5 "the work form must be chosen first" (our wording). */
  formFirst: '请先选择作品形式',
  /** 000 §5.5: the video dialog takes mp4 only; the others' lists are ours (decision 0048). */
  mediaType: (extensions: readonly string[]) =>
    `多媒体文件只能是 ${Array.from(extensions, (e) => e.toUpperCase()).join('/')} 格式!`,
  mediaSize: (mb: number) => `多媒体文件大小不能超过 ${mb}MB!`,
  /** Files the chosen work form does not take, named (our wording; decision 0067). */
  mediaMisfit: (extensions: readonly string[], names: readonly string[]) =>
    `当前作品形式只能上传 ${Array.from(extensions, (e) => e.toUpperCase()).join('/')} 格式的文件，请删除：${Array.from(names).join('、')}`,
  /** A type code outside its dictionary (our wording). */
  choiceInvalid: '选项无效，请重新选择',
  /** 000 §4.5 / §8. */
  submitted: '投稿成功, 请等待审核结果。',
  loadFailed: '数据异常',
  /** 000 §5.5 share picture (optimizeWorks; our wording for its checks). */
  sharePictureRequired: '请上传分享缩略图',
  optimised: '材料已提交',
  /** Server refusals (our wording: the spec shows none). */
  notYours: '无权操作该作品',
  notEditable: '该作品当前状态不可修改',
  notPassed: '该作品尚未通过审核，暂不能完善材料',
  fileUnknown: '文件不存在，请重新上传',
} as const;
