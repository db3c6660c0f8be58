/** Texts of the live schedule /schedule (001 §2 Live schedule): part of the catalogue (src/text, decision 0064). */
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

export const scheduleMsg = {
  title: '直播日程',
  subtitle: '每月直播安排，时间均为北京时间',
  /** 2026年11月 */
  month: (year: number, month: number) => `${year}年${month}月`,
  prevMonth: '上个月',
  nextMonth: '下个月',
  thisMonth: '本月',
  today: '今天',
  /** Column heads: 一 … 日 (0 = Sunday). */
  weekdayShort: (weekday: number) => WEEKDAYS[weekday] ?? '',
  /** The list's day heading: 11月15日 周六 */
  dayHeading: (month: number, day: number, weekday: number) =>
    `${month}月${day}日 周${WEEKDAYS[weekday] ?? ''}`,
  /** 001 §2: time, the lecturer in brackets, the theme. */
  lecturer: (name: string) => `（${name}）`,
  calendarLabel: (year: number, month: number) => `${year}年${month}月直播日程`,
  listLabel: (year: number, month: number) => `${year}年${month}月直播安排`,
  emptyMonth: '本月暂无直播安排',
  listFailed: '直播日程加载失败',
  /** The link from the live discussion page (/live). */
  entry: '直播日程',
} as const;
