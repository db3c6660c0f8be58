// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleView, type ScheduleViewProps } from '../../src/features/schedule/ScheduleView';
import { scheduleSessionSchema, type ScheduleSession } from '../../src/schemas/schedule';
import { msg } from '../../src/text/messages';
import { scheduleMsg } from '../../src/text/schedule';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = scheduleMsg;
afterEach(cleanup);

const rows = [
  { id: 1, liveDate: '2026-11-15 19:00:00', lecturer: '赵丽', liveTheme: '新生儿颅脑超声' },
  { id: 2, liveDate: '2026-11-15 08:30:00', lecturer: '张国强', liveTheme: '晨间读片' },
  { id: 3, liveDate: '2026-11-03 14:00:00', lecturer: '', liveTheme: '无讲者的专题' },
  { id: 4, liveDate: '2026-12-02 19:30:00', lecturer: '黄志刚', liveTheme: '下个月的直播' },
].map((r) => scheduleSessionSchema.parse(r));

const view = (over: Partial<ScheduleViewProps> = {}) => {
  const props: ScheduleViewProps = {
    query: readyQuery<ScheduleSession[]>(rows),
    month: { year: 2026, month: 11 },
    today: '2026-11-15',
    listView: false,
    onMonth: vi.fn(),
    onToday: vi.fn(),
    ...over,
  };
  render(<ScheduleView {...props} />);
  return props;
};
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent);

describe('ScheduleView (/schedule)', () => {
  it('a month grid from Monday; each day lists time, lecturer in brackets and theme, in time order', () => {
    view();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByTestId('schedule-month').textContent).toBe('2026年11月');
    const grid = screen.getByRole('table', { name: t.calendarLabel(2026, 11) });
    expect(texts(within(grid).getAllByRole('columnheader'))).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
    // November 2026 starts on a Sunday: the first row is Oct 26 – Nov 1, six rows.
    const weekRows = within(grid).getAllByRole('row').slice(1);
    expect(weekRows).toHaveLength(6);
    expect(within(weekRows[0]!).getAllByRole('cell')[0]!.getAttribute('data-testid')).toBe('day-2026-10-26');
    const busy = screen.getByTestId('day-2026-11-15');
    expect(texts(within(busy).getAllByTestId('schedule-session'))).toEqual([
      '08:30（张国强）晨间读片',
      '19:00（赵丽）新生儿颅脑超声',
    ]);
    expect(within(busy).getAllByRole('time')[0]!.getAttribute('datetime')).toBe('2026-11-15T08:30+08:00');
    expect(texts(within(screen.getByTestId('day-2026-11-03')).getAllByTestId('schedule-session'))).toEqual([
      '14:00 无讲者的专题',
    ]);
    // Another month's session stays off this month, also on the neighbouring days shown.
    expect(screen.queryByText('下个月的直播')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('today is marked (aria-current and 今天) and only today; 本月 is off while today’s month is shown', () => {
    view();
    const marked = document.querySelectorAll('[aria-current="date"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('data-testid')).toBe('day-2026-11-15');
    expect(within(marked[0] as HTMLElement).getByText(t.today)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.thisMonth }).hasAttribute('disabled')).toBe(true);
  });

  it('month navigation: previous and next send the month and the step; 本月 goes back to today', async () => {
    const props = view({ month: { year: 2027, month: 1 } });
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: t.prevMonth }));
    expect(props.onMonth).toHaveBeenLastCalledWith({ year: 2027, month: 1 }, -1);
    await userEvent.click(screen.getByRole('button', { name: t.nextMonth }));
    expect(props.onMonth).toHaveBeenLastCalledWith({ year: 2027, month: 1 }, 1);
    await userEvent.click(screen.getByRole('button', { name: t.thisMonth }));
    expect(props.onToday).toHaveBeenCalledOnce();
  });

  it('an empty month still shows its grid, and says so', () => {
    view({ month: { year: 2027, month: 1 } });
    expect(screen.getByRole('status').textContent).toBe(t.emptyMonth);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryAllByTestId('schedule-session')).toHaveLength(0);
  });

  it('on a phone: a list of the days with sessions, headed by date and weekday; no 7-column grid', () => {
    view({ listView: true });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: t.listLabel(2026, 11) });
    const days = within(list).getAllByRole('heading', { level: 3 });
    expect(texts(days)).toEqual(['11月3日 周二', `11月15日 周日${t.today}`]);
    const today = screen.getByTestId('day-2026-11-15');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(today).getAllByTestId('schedule-session')).toHaveLength(2);
  });

  it("where the screen's width is not known (the server's render): both the list and the grid", () => {
    view({ listView: null });
    const list = screen.getByRole('list', { name: t.listLabel(2026, 11) });
    const grid = screen.getByRole('table', { name: t.calendarLabel(2026, 11) });
    // Each in a box of its own, which the stylesheet shows on a phone (the list) or a wider screen (the grid).
    expect(list.parentElement).not.toBe(grid.parentElement);
    expect(within(list.parentElement!).queryByRole('table')).toBeNull();
  });

  it('on a phone, an empty month is the empty state', () => {
    view({ listView: true, month: { year: 2026, month: 10 } });
    expect(screen.getByTestId('empty-state').textContent).toContain(t.emptyMonth);
  });

  it('loading shows a progress skeleton; an error its title and a retry that refetches', async () => {
    view({ query: pendingQuery() });
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    // The navigation works while the list loads.
    expect(screen.getByRole('button', { name: t.nextMonth })).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    view({ query: failedQuery(new Error('服务暂不可用'), refetch) });
    expect(screen.getByRole('alert').textContent).toContain(t.listFailed);
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
