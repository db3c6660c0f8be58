// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MalformedResponseError } from '../../src/api/errors';
import { clearSession, setSession } from '../../src/api/session';
import { createQueryClient } from '../../src/app/queryClient';
import { RouteErrorBoundary } from '../../src/components/RouteErrorBoundary';
import { toastStore } from '../../src/components/toastStore';
import { HomePage } from '../../src/features/home/HomePage';
import { courseCardSchema, newsItemSchema } from '../../src/schemas/home';
import { userSchema } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';

const api = vi.hoisted(() => ({ slideshowList: vi.fn(), newsList: vi.fn(), listNew: vi.fn() }));
vi.mock('../../src/api/home', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/home')>();
  const { NEWS_SCROLL_TYPE, NEWS_TOP_TYPE } = await import('../../domain/news');
  const { NEW_COURSES_LIMIT, NEWS_SCROLL_LIMIT, NEWS_TOP_LIMIT } = await import('../../src/schemas/home');
  // The query options call the fetchers inside their own module: point them at the mocks too.
  const to =
    <A extends unknown[]>(fetcher: (...args: [...A, { signal: AbortSignal }]) => unknown, ...args: A) =>
    ({ signal }: { signal: AbortSignal }) =>
      fetcher(...args, { signal });
  return {
    ...real,
    ...api,
    slideshowQuery: () => ({ ...real.slideshowQuery(), queryFn: to(api.slideshowList, undefined) }),
    topNewsQuery: () => ({
      ...real.topNewsQuery(),
      queryFn: to(api.newsList, NEWS_TOP_TYPE, NEWS_TOP_LIMIT),
    }),
    scrollingNewsQuery: () => ({
      ...real.scrollingNewsQuery(),
      queryFn: to(api.newsList, NEWS_SCROLL_TYPE, NEWS_SCROLL_LIMIT),
    }),
    newCoursesQuery: () => ({ ...real.newCoursesQuery(), queryFn: to(api.listNew, NEW_COURSES_LIMIT) }),
  };
});

const slides = [1, 2, 3, 4].map((i) => ({
  id: i,
  imgUrl: `/media/b${i}.svg`,
  jumpUrl: '/institute',
  title: `轮播${i}`,
}));
const news = (type: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    newsItemSchema.parse({
      id: type * 100 + i,
      title: `新闻${type}-${i}`,
      imgUrl: `/media/n${type}-${i}.svg`,
    }),
  );
const courses = [
  { id: 1, topic: '已上线课程', videoState: 1, videoCategory: 1, keySpeaker: '王建国' },
  { id: 2, topic: '直播课程', videoState: 2, videoCategory: 10 },
  { id: 3, topic: '预告课程', videoState: 3, videoCategory: 17 },
].map((c) => courseCardSchema.parse(c));

function renderHome() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <HomePage />
          </RouteErrorBoundary>
        ),
      },
      { path: '/edu/youth/:id', element: <p>课程详情页</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  api.slideshowList.mockResolvedValue({ homepage: slides, other: [] });
  api.newsList.mockImplementation(async (type: number, limit: number) => ({
    rows: news(type, type === 1 ? 3 : limit > 20 ? 12 : 0),
    total: 0,
  }));
  api.listNew.mockResolvedValue(courses);
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('home page', () => {
  it('asks for the spec data and renders every block', async () => {
    renderHome();
    expect(await screen.findByAltText('轮播1')).toBeTruthy();
    expect(screen.getByAltText('轮播3')).toBeTruthy();
    expect(screen.queryByAltText('轮播4')).toBeNull(); // three slides
    const dots = screen.getAllByRole('button', { name: /^第\d张$/ });
    expect(dots.length).toBeGreaterThanOrEqual(3);
    expect(api.newsList).toHaveBeenCalledWith(1, 10, expect.anything());
    expect(api.newsList).toHaveBeenCalledWith(2, 200, expect.anything());
    expect(api.listNew).toHaveBeenCalledWith(5, expect.anything());
    const ticker = await screen.findByTestId('news-ticker');
    expect(within(ticker).getAllByRole('link', { name: '新闻2-0' })[0]!.getAttribute('href')).toBe(
      '/newsDetail/200',
    );
    expect(await screen.findByText('已上线课程')).toBeTruthy();
    expect(screen.getByText(msg.home.speaker('王建国'))).toBeTruthy();
    expect(screen.getByText(msg.home.tagPreview)).toBeTruthy();
    expect(screen.getByText(msg.home.tagLive)).toBeTruthy();
    expect(screen.getByText(msg.misc.videoComingSoon)).toBeTruthy();
    for (const label of Object.values(msg.home.tiles))
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    expect(screen.getByRole('link', { name: msg.home.instituteLink }).getAttribute('href')).toBe(
      '/institute',
    );
  });

  it("the largest picture of a phone's first screen loads at once and first; the others wait", async () => {
    renderHome();
    const first = (await screen.findByAltText('轮播1')) as HTMLImageElement;
    expect([
      first.getAttribute('loading'),
      first.getAttribute('width'),
      first.getAttribute('height'),
    ]).toEqual(['eager', '1200', '400']);
    expect(screen.getByAltText('轮播2').getAttribute('loading')).toBe('lazy');
    const carousel = await screen.findByRole('region', { name: msg.home.newsCarousel });
    await within(carousel).findAllByText(/新闻1-/);
    const pictures = carousel.querySelectorAll('img');
    expect(pictures[0]!.getAttribute('loading')).toBe('eager');
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    expect([pictures[0]!.getAttribute('width'), pictures[0]!.getAttribute('height')]).toEqual(['640', '360']);
    expect(pictures[1]!.getAttribute('loading')).toBe('lazy');
  });

  it('a dot shows its slide', async () => {
    const user = userEvent.setup();
    renderHome();
    const banner = await screen.findByTestId('home-banner');
    const region = screen.getByRole('region', { name: msg.home.bannerLabel });
    await user.click(within(region).getByRole('button', { name: msg.home.slide(3) }));
    expect(banner.getAttribute('data-index')).toBe('2');
    const current = banner.querySelectorAll('[aria-current="true"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('aria-label')).toBe(msg.home.slide(3));
    expect(
      within(region)
        .getByRole('button', { name: msg.home.slide(3) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('course cards need a login; logged in, an available course opens its page', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    await user.click(await screen.findByText('已上线课程'));
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([msg.misc.loginToView]);
    expect(router.state.location.pathname).toBe('/');

    setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
    await user.click(screen.getByText('预告课程'));
    expect(toastStore.getSnapshot().at(-1)?.message).toBe(msg.misc.videoComingSoon);
    await user.click(screen.getByText('已上线课程'));
    expect(router.state.location.pathname).toBe('/edu/youth/1');
  });

  it('empty blocks say so with the catalogue texts', async () => {
    api.slideshowList.mockResolvedValue({});
    api.newsList.mockResolvedValue({ rows: [], total: 0 });
    api.listNew.mockResolvedValue([]);
    renderHome();
    expect(await screen.findByText(msg.home.noBanner)).toBeTruthy();
    expect(await screen.findAllByText(msg.home.noNews)).toHaveLength(2);
    expect(await screen.findByText(msg.home.noCourses)).toBeTruthy();
  });

  it('a failed block shows the error with a retry that works', async () => {
    api.listNew.mockRejectedValueOnce(new Error('服务繁忙'));
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByText(`${msg.app.loadFailed}：服务繁忙`)).toBeTruthy();
    const section = screen.getByRole('region', { name: msg.home.newCourses });
    await user.click(within(section).getByRole('button', { name: msg.app.retry }));
    expect(await screen.findByText('已上线课程')).toBeTruthy();
  });

  it('a malformed answer shows the crash screen, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.listNew.mockRejectedValue(new MalformedResponseError('/api/youth/video/listNew', 'bad'));
    renderHome();
    expect(await screen.findByText(msg.app.crashTitle)).toBeTruthy();
    expect(screen.getByText(msg.app.malformed)).toBeTruthy();
  });

  it('search opens /search?keyword in a new tab; an empty keyword does nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderHome();
    const box = screen.getByRole('searchbox', { name: msg.home.searchPlaceholder });
    await user.click(screen.getByRole('button', { name: msg.home.search }));
    expect(open).not.toHaveBeenCalled();
    await user.type(box, '肺结节{Enter}');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `/search?keyword=${encodeURIComponent('肺结节')}`,
        '_blank',
        'noopener',
      ),
    );
  });
});
