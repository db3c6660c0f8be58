/** Global search (001 §2 "Global search"). */
export const searchMsg = {
  /** Tabs by majorCategory 0–4 (001 §2). */
  tabs: { 0: '全部', 1: '医师之家', 2: '指南共识', 3: '九州科普', 4: '微课' },
  placeholder: '请输入关键词',
  submit: '搜索',
  clear: '清空',
  keywordRequired: '请输入搜索关键词',
  keywordTooLong: '搜索关键词不能超过50个字符',
  /** 001 §8's empty state for a search that found nothing (搜索内容为空 is for an empty keyword). */
  noResults: '暂无搜索结果',
  resultCount: (n: number) => `共找到 ${n} 条结果`,
  experts: '相关专家',
  results: '搜索结果',
  pages: '搜索结果分页',
  failed: '搜索失败',
  noPage: '该内容暂不支持查看',
  transferring: '正在打开…',
  transferFailed: '视频信息加载失败',
} as const;
