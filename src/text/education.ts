/** Texts of the education home, category pages, cards, series courses, rich-text detail, quizzes, comments, emx info form: part of the catalogue (src/text, decision 0064). */
import { pageTitlesMsg } from './pageTitles';
export const educationMsg = {
  tilesLabel: '教育栏目',
  /** 000 §2.2: the AI category's coming-soon message (our wording; the spec gives it in English). */
  aiComingSoon: 'AI专区即将上线，敬请期待！',
  /** Tile titles by category number (000 §9; 001 §2 section titles where given). */
  categoryTitles: pageTitlesMsg.educationCategories,
  categoryFallback: (n: number) => `栏目${n}`,
  /** 001 §2: the youth page's six sections, by videoType 1–6. */
  youthSections: ['金苹果', '金手指', '疑难病例荟萃', '影像诊断思维', '学术会议', '文献阅读'] as const,
  youthAnchors: '栏目导航',
  bannerAlt: (title: string) => `${title} 横幅`,
  none: '暂无',
  seriesEmpty: '暂无相关课程，敬请期待！',
  listFailed: '课程列表加载失败',
  author: (name: string) => `作者：${name}`,
  views: (n: number) => `${n}次观看`,
  back: '返回',
  detailFailed: '内容加载失败',
  seriesTitle: pageTitlesMsg.series,
  seriesAll: '全部',
  seriesGroups: '课程分组',
  // Quiz (001 §3, §4, §5)
  quizTitle: '答题',
  questionLabel: (n: number, text: string) => `${n}. ${text}`,
  questionTypes: { 1: '单选题', 2: '多选题', 3: '问答题' } as Record<number, string>,
  openPlaceholder: '请输入您的答案',
  submit: '提交答案',
  submitting: '提交中…',
  submitted: '答案提交成功',
  answerAgain: '再答一次',
  chancesLeft: (n: number) => `剩余答题次数：${n}`,
  yourAnswer: (a: string) => `您的答案：${a}`,
  correctAnswer: (a: string) => `正确答案：${a}`,
  analysis: (a: string) => `答案解析：${a}`,
  correct: '回答正确',
  wrong: '回答错误',
  /** 001 §4: showAnswer off. */
  answersAfterExpert: '答案将在专家阅卷后公布，请耐心等待。',
  answersAt: (t: string) => `答案将于 ${t} 公布。`,
  answersRevealedAt: (t: string) => `答案公布时间：${t}`,
  quizLoadFailed: '答题记录加载失败',
  quizImageAlt: (n: number) => `题目图片${n}`,
  // Category 10 gating
  infoFirst: '答题前请先完善个人信息。',
  readingFirst: '请先进入阅片系统阅片，阅片后即可答题。',
  openReading: '进入阅片系统',
  recordingReading: '正在记录阅片…',
  // Info form (001 §3, §5)
  infoTitle: '完善信息',
  infoSubmit: '提交',
  // Comments and hearts (001 §2)
  commentPlaceholder: '说点什么吧…',
  commentLabel: '评论内容',
  commentSend: '发表评论',
  commentSent: '评论成功',
  emoji: '表情',
  emojiInsert: (e: string) => `插入表情 ${e}`,
  board: (n: number) => `留言板(${n})`,
  commentLogin: '请登录后发表评论',
  heart: (n: number) => `点赞 ${n}`,
  hearted: '已点赞',
} as const;
