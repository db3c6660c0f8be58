// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerExhibitor, openableVrUrl } from '../../domain/museum';
import { createQueryClient } from '../../src/app/queryClient';
import { MuseumPage } from '../../src/features/museum/MuseumPage';
import { MuseumView } from '../../src/features/museum/MuseumView';
import { exhibitorSchema } from '../../src/schemas/museum';
import { msg } from '../../src/text/messages';
import { museumMsg } from '../../src/text/museum';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const api = vi.hoisted(() => ({ museumList: vi.fn(), museumView: vi.fn() }));
vi.mock('../../src/api/museum', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/museum')>();
  // The query options call the fetcher inside their own module: point them at the mock too.
  return { ...real, ...api, museumListQuery: () => ({ ...real.museumListQuery(), queryFn: api.museumList }) };
});

const t = museumMsg;
const rows = [
  {
    id: 1,
    name: '西门子医疗',
    logo: '/media/museum/siemens.svg',
    vrUrl: 'https://vr.example.com/1',
    viewCount: 10,
  },
  { id: 2, name: '安科医疗', logo: '/media/museum/anke.svg', vrUrl: '', viewCount: 3 },
  { id: 3, name: '联影医疗 · 分子影像展厅', logo: '', vrUrl: 'https://vr.example.com/3', viewCount: 7 },
  {
    id: 4,
    name: '联影医疗 · CT展厅',
    logo: '/media/museum/ct.svg',
    vrUrl: 'https://vr.example.com/4',
    viewCount: 0,
  },
  { id: 5, name: '可疑展商', logo: '', vrUrl: 'javascript:alert(1)', viewCount: 1 },
].map((r) => exhibitorSchema.parse(r));

// A link with target=_blank would ask jsdom to navigate: the browser's part is not under test here.
const stopNavigation = (e: Event) => e.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  cleanup();
  vi.clearAllMocks();
});

describe('MuseumView', () => {
  it('the banner opens the first exhibitor of the vendor in a new window, and counts it', async () => {
    const onView = vi.fn();
    render(<MuseumView query={readyQuery(rows)} vendor="联影医疗" onView={onView} />);
    const banner = screen.getByTestId('museum-banner');
    expect(banner.tagName).toBe('A');
    expect(banner.getAttribute('href')).toBe('https://vr.example.com/3');
    expect(banner.getAttribute('target')).toBe('_blank');
    expect(banner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(banner.textContent).toContain(t.bannerTitle('联影医疗'));
    await userEvent.click(banner);
    expect(onView).toHaveBeenCalledWith(rows[2]);
  });

  it('no exhibitor of the vendor: no banner', () => {
    render(<MuseumView query={readyQuery(rows)} vendor="不存在的厂商" onView={vi.fn()} />);
    expect(screen.queryByTestId('museum-banner')).toBeNull();
    expect(bannerExhibitor(rows, '  ')).toBeNull();
  });

  it('every exhibitor in the list with logo, name and view count; a VR hall opens as a new-window link', async () => {
    const onView = vi.fn();
    render(<MuseumView query={readyQuery(rows)} vendor="联影医疗" onView={onView} />);
    const list = screen.getByRole('list', { name: t.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const card = within(list).getByRole('link', { name: /^西门子医疗 浏览 10 ?（在新窗口打开）$/ });
    expect(card.getAttribute('href')).toBe('https://vr.example.com/1');
    expect(card.getAttribute('target')).toBe('_blank');
    const logo = card.querySelector('img')!;
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([
      '/media/museum/siemens.svg',
      '240',
      '120',
    ]);
    expect(within(card).getByTestId('view-count').textContent).toBe(t.viewCount(10));
    await userEvent.click(card);
    expect(onView).toHaveBeenCalledWith(rows[0]);
  });

  it('no VR address, or one that is not http(s): not a link, marked 筹备中, never counted', async () => {
    const onView = vi.fn();
    render(<MuseumView query={readyQuery(rows)} vendor="联影医疗" onView={onView} />);
    for (const id of [2, 5]) {
      const card = screen.getByTestId(`exhibitor-${id}`);
      expect(card.tagName).not.toBe('A');
      expect(within(card).getByText(t.noVr)).toBeTruthy();
      await userEvent.click(card);
    }
    expect(onView).not.toHaveBeenCalled();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(openableVrUrl(' https://vr.example.com/x ')).toBe('https://vr.example.com/x');
    expect(openableVrUrl('//vr.example.com')).toBeNull();
  });

  it('loading, empty (暂无展商) and error (message and retry)', async () => {
    render(<MuseumView query={pendingQuery()} vendor="联影医疗" onView={vi.fn()} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    cleanup();
    render(<MuseumView query={readyQuery([])} vendor="联影医疗" onView={vi.fn()} />);
    expect(screen.getByText(t.empty)).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    render(<MuseumView query={failedQuery(new Error('x'), refetch)} vendor="联影医疗" onView={vi.fn()} />);
    expect(screen.getByText(new RegExp(t.listFailed))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('MuseumPage', () => {
  it('opening an exhibitor calls museum/view and shows the count the server answers', async () => {
    api.museumList.mockResolvedValue(rows);
    api.museumView.mockResolvedValue({ id: '1', viewCount: 42 });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MuseumPage />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('link', { name: /^西门子医疗/ });
    await userEvent.click(card);
    expect(api.museumView).toHaveBeenCalledWith('1');
    expect(await within(card).findByText(t.viewCount(42))).toBeTruthy();
    // The other exhibitors keep their counts.
    expect(within(screen.getByTestId('exhibitor-4')).getByTestId('view-count').textContent).toBe(
      t.viewCount(0),
    );
  });
});
