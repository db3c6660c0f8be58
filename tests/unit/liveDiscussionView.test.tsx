// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../domain/chinaTime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LiveDiscussionView,
  type LiveDiscussionViewProps,
} from '../../src/features/liveDiscussion/LiveDiscussionView';
import {
  LIVE_LIST_PAGE_SIZE,
  liveSessionSchema,
  type LiveSessionPage,
} from '../../src/schemas/liveDiscussion';
import { msg } from '../../src/text/messages';
import { liveDiscussionMsg } from '../../src/text/liveDiscussion';
import { scheduleMsg } from '../../src/text/schedule';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = liveDiscussionMsg;
afterEach(cleanup);

const session = (over: Record<string, unknown>) =>
  liveSessionSchema.parse({
    id: 1,
    title: '胸部影像会诊',
    userName: '王医生',
    startTime: '2026-11-22 09:00:00',
    endTime: '2026-11-22 11:00:00',
    liveStatus: '0',
    hasPass: '1',
    link: '/api/live/__meeting?room=1',
    ...over,
  });
const live = session({ id: 1 });
const reserved = session({ id: 2, title: '神经影像预告', liveStatus: '1', startTime: '2026-12-01 14:30:00' });
const ended = session({ id: 3, title: '腹部影像回顾', liveStatus: '2' });

const view = (over: Partial<LiveDiscussionViewProps> = {}) => {
  const props: LiveDiscussionViewProps = {
    query: readyQuery<LiveSessionPage>({ rows: [live, reserved, ended], total: 3 }),
    pageNum: 1,
    onPage: vi.fn(),
    onApply: vi.fn(),
    onWatch: vi.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <LiveDiscussionView {...props} />
    </MemoryRouter>,
  );
  return props;
};

describe('LiveDiscussionView (/live)', () => {
  it('loaded: the title, 申请会诊, one card per session; 观看直播 only on the live one, with its session', async () => {
    const props = view();
    expect(screen.getByRole('heading', { level: 1, name: t.pageTitle })).toBeTruthy();
    // The month's sessions are one click away (001 §2 Live schedule).
    expect(screen.getByRole('link', { name: scheduleMsg.entry }).getAttribute('href')).toBe('/schedule');
    const list = screen.getByRole('list', { name: t.listLabel });
    const cards = within(list).getAllByTestId('live-session');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['live', 'reserved', 'ended']);
    expect(within(cards[1]!).getByTestId('live-time').textContent).toBe(
      t.startsAt(showChinaTime('2026-12-01 14:30:00', CHINA_TIME_PATTERN)),
    );
    expect(within(cards[0]!).getByText(t.expert('王医生'))).toBeTruthy();
    const watch = screen.getAllByRole('button', { name: t.watch });
    expect(watch).toHaveLength(1);
    await userEvent.click(watch[0]!);
    expect(props.onWatch).toHaveBeenCalledWith(live);
    await userEvent.click(screen.getByRole('button', { name: t.apply }));
    expect(props.onApply).toHaveBeenCalledTimes(1);
    // One page only: no pages to choose.
    expect(screen.queryByRole('navigation', { name: t.listPages })).toBeNull();
  });

  it('the first screen of cards loads its pictures at once, the first one first; the rest lazily', () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      session({ id: 10 + i, title: `会诊${i}`, image: `/api/live/__cover/${10 + i}.svg` }),
    );
    view({ query: readyQuery<LiveSessionPage>({ rows, total: rows.length }) });
    const pictures = within(screen.getByRole('list', { name: t.listLabel }))
      .getAllByTestId('live-session')
      .map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('more than a page: the pages, and a click asks the page for another one', async () => {
    const props = view({
      query: readyQuery<LiveSessionPage>({ rows: [live], total: LIVE_LIST_PAGE_SIZE * 2 + 1 }),
      pageNum: 2,
    });
    const pages = screen.getByRole('navigation', { name: t.listPages });
    expect(within(pages).getByRole('button', { name: /2/ }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
    expect(props.onPage).toHaveBeenCalledWith(3);
  });

  it('loading: card-sized skeletons, no list yet', () => {
    view({ query: pendingQuery() });
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    expect(screen.queryByRole('list', { name: t.listLabel })).toBeNull();
    // 申请会诊 does not wait for the list.
    expect(screen.getByRole('button', { name: t.apply })).toBeTruthy();
  });

  it('empty: 暂无直播', () => {
    view({ query: readyQuery<LiveSessionPage>({ rows: [], total: 0 }) });
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByTestId('live-session')).toBeNull();
  });

  it('error: 直播列表加载失败 with a retry that refetches', async () => {
    const refetch = vi.fn();
    view({ query: failedQuery(new Error('网络连接失败，请检查网络后重试'), refetch) });
    expect(screen.getByText(new RegExp(t.listFailed))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('renders the dialogs the page gives it', () => {
    view({ children: <div role="dialog" aria-label="加入会诊" /> });
    expect(screen.getByRole('dialog', { name: '加入会诊' })).toBeTruthy();
  });
});
