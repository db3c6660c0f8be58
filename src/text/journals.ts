/** Texts of the journals (/journal, /journal/{id}) and the PDF reader (001 §2, §8): part of `msg` (messages.ts). */
export const journalsMsg = {
  title: '期刊文献',
  /** The tabs by category (001 §2). */
  categories: { 1: '规范与共识', 2: '专家指南' } as Record<number, string>,
  tabsLabel: '期刊分类',
  authorLabel: '作者',
  authorPlaceholder: '按作者搜索',
  search: '搜索',
  clear: '清除作者',
  listLabel: '期刊列表',
  listFailed: '期刊列表加载失败',
  pages: '期刊分页',
  receivedAt: (date: string) => `收稿日期：${date}`,
  view: '查看',
  viewOf: (title: string) => `查看《${title}》`,
  backToList: '返回期刊列表',
  detailFailed: '文献加载失败',
  notFound: '该文献不存在或已下架',
  authors: '作者',
  doi: 'DOI',
  abstract: '摘要',
  keywords: '关键词',
  references: '参考文献',
  readingGuide: '阅读指南',
  /** Where a journal has no PDF. */
  noFile: '暂无内容',
  /** A link that opens the DOI resolver in a new window (read after the DOI). */
  newWindow: '（在新窗口打开）',
  entry: '期刊文献',
  pdf: {
    readerLabel: 'PDF 阅读',
    loading: '文档加载中…',
    /** 001 §8. */
    failed: '预览加载失败，请重新打开！',
    /** 001 §8. */
    noFile: '暂无内容',
    refused: '该文件地址不在允许范围内，无法预览',
    page: (n: number, total: number) => `第 ${n} 页，共 ${total} 页`,
    pageCount: (n: number) => `共 ${n} 页`,
    more: '向下滚动加载更多页面',
    allShown: '已显示全部页面',
    eduMeetingTitle: '会议资料',
    previewTitle: '文献阅读',
  },
} as const;
