/** Texts of /institute, /team and /ai (000 §2.2): part of the catalogue (src/text, decision 0064). */
export const instituteMsg = {
  /** The sub-navigation shared by the three pages (the menu's 研究院概况 leads to the first). */
  navLabel: '研究院栏目',
  overviewTitle: '研究院概况',
  overviewFailed: '研究院概况加载失败',
  updatedAt: (time: string) => `更新时间：${time}`,
  teamTitle: '专家委员会',
  teamFailed: '专家委员会名单加载失败',
  /** The committee's posts (domain/committee.ts orders them). */
  posts: {
    1: '主任委员',
    2: '副主任委员',
    3: '秘书长',
    4: '工作秘书',
    5: '委员名单',
  } as Readonly<Record<number, string>>,
  memberCount: (n: number) => `共${n}人`,
  avatarAlt: (name: string) => `${name}的照片`,
  aiTitle: 'AI大会',
  galleryFailed: 'AI大会图片加载失败',
  galleryEmpty: '暂无图片',
  /** Sessions of the AI conference (domain/gallery.ts). */
  sessions: {
    1: '第一届AI大会',
    2: '第二届AI大会',
  } as Readonly<Record<number, string>>,
  photoCount: (n: number) => `${n}张照片`,
  openPhoto: (title: string) => `查看大图：${title}`,
  /** The lightbox's own controls (yet-another-react-lightbox labels). */
  lightbox: {
    Previous: '上一张',
    Next: '下一张',
    Close: '关闭',
    'Zoom in': '放大',
    'Zoom out': '缩小',
    Lightbox: '图片预览',
    Carousel: '图片轮播',
    Slide: '图片',
    'Photo gallery': '图片集',
    '{index} of {total}': '第{index}张，共{total}张',
  },
  lightboxLoading: '正在打开图片预览…',
} as const;
