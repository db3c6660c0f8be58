/**
 * Labels of the contribution campaigns' wizard (002 §2; issue 17): part of the catalogue as `campaignPagesMsg`.
 * Keyed by campaign id (qc, mc, ca, ms) where they differ; the rules' and results' messages are in
 * `campaign.ts`, the notices in `campaignNotices.ts`.
 */

type ById<T> = { qc: T; mc: T; ca: T; ms: T };

const STEPS_2025 = ['阅读报名须知', '填写报名信息', '上传稿件内容', '稿件预览', '完成投稿'] as const;

export const campaignPagesMsg = {
  /** The card's title: the campaign's name (002 §1). */
  names: {
    qc: '医学影像质量创新案例大赛（CCR2024）',
    mc: '2025年医学影像青年教师教学风采展示（微课）',
    ca: '2025年对比剂安全使用技能展示',
    ms: '2025年医学人文演讲比赛',
  } as ById<string>,
  /** The document titles (shorter). */
  titles: {
    qc: '质量创新案例大赛投稿',
    mc: '微课教学风采展示投稿',
    ca: '对比剂安全使用技能展示投稿',
    ms: '医学人文演讲投稿',
  },
  /** 002 §2: the five steps (the competition's own names for qc). */
  steps: {
    qc: ['阅读须知', '填写报名信息', '上传参赛作品', '作品预览', '完成'],
    mc: STEPS_2025,
    ca: STEPS_2025,
    ms: STEPS_2025,
  } as ById<readonly string[]>,
  stepsLabel: '投稿步骤',
  /** 002 §2: the button bar. */
  buttons: {
    start: '下一步 | 开始报名',
    viewRegistration: '下一步 | 查看报名信息',
    readNotice: '上一步 | 阅读须知',
    fillWork: '下一步 | 填写稿件信息',
    notOpen: '下一步 | 作品上传暂未开放',
    backToRegistration: '上一步 | 查看报名信息',
    toPreview: '下一步 | 稿件预览',
    backToWork: '上一步 | 查看稿件信息',
    submit: '下一步 | 确认并完成投稿',
    backToPreview: '上一步 | 稿件预览',
    done: '投稿已完成',
  },
  busy: '处理中…',
  noticeRead: '我已阅读以上须知',
  /** 002 §2 step 4. */
  finished: '投稿已完成，请等待审核结果',
  loading: '正在加载报名信息…',
  loadFailed: '报名信息加载失败',
  computerHint: '建议使用电脑完成报名与投稿。',
  /** The registration form (002 §3). */
  fields: {
    name: { qc: '领队姓名', ca: '领队姓名', mc: '姓名', ms: '姓名' } as ById<string>,
    workUnit: '工作单位',
    sourceUnit: '科室/部门',
    phone: '手机号码',
    sourceSociety: '职称',
    sourceGroup: '年龄',
    recomLetterUrl: '推荐证明',
    validCode: '图形验证码',
    smsCode: '手机验证码',
    title: '作品题目',
    subTitle: '参赛成员',
    subTitleHint: '多位成员请用逗号分隔',
    content: '作品摘要',
    coverUrl: '作品封面',
    fileList: '作品文件',
  },
  registrationForm: '报名信息',
  workForm: '稿件信息',
  uploadProof: '上传推荐证明',
  proofHint: 'JPG/JPEG/PNG 格式，不超过 50MB',
  proofAlt: '推荐证明预览',
  uploadCover: '上传封面',
  coverHint: '建议比例 16:9，JPG/JPEG/PNG 格式，不超过 5MB',
  coverAlt: '作品封面预览',
  uploadFile: '上传作品文件',
  filesHint: (extensions: readonly string[], max: number, mb: number) =>
    `支持 ${Array.from(extensions, (e) => e.toUpperCase()).join('/')} 格式，最多 ${max} 个文件，每个不超过 ${mb}MB`,
  fileListLabel: '已上传的作品文件',
  removeFile: (name: string) => `移除${name}`,
  removeTitle: '移除文件',
  remove: '移除',
  counter: (n: number, max: number) => `${n}/${max}`,
  /** The preview (step 3). */
  preview: {
    registration: '报名信息',
    work: '稿件信息',
    files: '作品文件',
    none: '—',
    size: (bytes: number) =>
      bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${Math.max(1, Math.round(bytes / 1024))} KB`,
  },
  /** Where the portal links the campaigns (home page; decision 0053). */
  entries: {
    title: '作品征集',
    label: '作品征集活动',
  },
} as const;
