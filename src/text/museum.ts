/** Texts of the museum /museum (001 §2 Museum): part of the catalogue (src/text, decision 0064). */
export const museumMsg = {
  title: '产业园',
  subtitle: '企业云展厅：点击展商进入VR展厅',
  listLabel: '展商列表',
  listFailed: '展商列表加载失败',
  empty: '暂无展商',
  viewCount: (n: number) => `浏览 ${n}`,
  logoAlt: (name: string) => `${name}标志`,
  /** Read after a VR link's text (not shown): the link opens a new window. */
  newWindow: '（在新窗口打开）',
  bannerTitle: (vendor: string) => `${vendor} · VR云展厅`,
  bannerBody: '沉浸式参观最新医学影像设备与解决方案',
  bannerAction: '立即进入',
  noVr: 'VR展厅筹备中',
  notFound: '展商不存在',
} as const;
