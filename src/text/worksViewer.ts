/** The works contest's file viewer, likes and comment box (000 §2.3 works detail, §8; issue 15). */
export const worksViewerMsg = {
  /** 000 §2.3: a work file without a type, or a work without files. */
  noContent: '暂无内容',
  /** 000 §2.3: a preview that could not be loaded. */
  previewFailed: '预览加载失败，请重新打开！',
  viewerLabel: '作品内容',
  pictureLoading: '图片加载中…',
  openPicture: (name: string) => `查看大图：${name}`,
  videoLabel: '作品视频播放器',
  /** The play button on a video's poster, before the player is loaded. */
  play: '播放视频',
  /** The attachment switch list (shown only with more than one file). */
  attachments: '作品附件',
  attachment: (n: number, name: string) => `附件${n}：${name}`,
  kinds: {
    picture: '图片',
    video: '视频',
    pdf: 'PDF文档',
    none: '其他文件',
  },
  like: {
    /** The heart's accessible name: what it does and how many liked. */
    label: (count: number) => `点赞，已有${count}人点赞`,
    liking: '点赞中…',
    /** A press on a work this user liked already (decision 0045). */
    already: '已点赞',
  },
  comment: {
    label: '发表评论',
    placeholder: '写下您的评论…',
    submit: '发表评论',
    sending: '发表中…',
    /** The visible counter under the box. */
    counter: (length: number, max: number) => `${length}/${max}`,
  },
} as const;
