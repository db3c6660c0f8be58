/**
 * Texts of the popular-science works contest (/popsic …, 000 §2.3, §5.6, §8): part of `msg` (messages.ts).
 * Shared with the server (its refusals), so it imports nothing.
 */
export const popsicMsg = {
  /** 000 §2.3: the contribution button when the session check answers code 60016. */
  sessionEnded: '科普大赛投稿已结束，感谢您的关注！',
  /** 000 §8 texts of the contest pages. */
  searchEmpty: '搜索内容为空',
  noComments: '暂无评论',
  noContent: '暂无内容',
  previewFailed: '预览加载失败，请重新打开！',
  searchResult: (value: string) => `搜索结果：${value}`,
  viewAll: '查看全部',
  /** Refusals of the contest calls (our wording: the spec shows none). */
  epochInvalid: '届次无效',
  workNotFound: '该作品不存在或已下架',
  lectureNotFound: '该微课不存在或已下架',
  categoryNotFound: '该作品分类不存在',
  alreadyLiked: '您已经点过赞了',
  commentRequired: '请输入评论内容',
  commentTooLong: (max: number) => `评论内容不能超过${max}个字`,
  commentTooFast: '评论太频繁，请稍后再试',
  searchTooLong: (max: number) => `搜索内容不能超过${max}个字`,
} as const;
