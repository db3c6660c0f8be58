// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient';
import { CategoryPage } from '../../src/features/education/CategoryPage';
import { SeriesPage } from '../../src/features/education/SeriesPage';
import { dictEntrySchema, videoCardSchema } from '../../src/schemas/education';
import { msg } from '../../src/text/messages';

const api = vi.hoisted(() => ({ videoList: vi.fn(), bannerList: vi.fn(), seriesTypes: vi.fn() }));
vi.mock('../../src/api/education', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/education')>();
  // The query options call the fetchers inside their own module: point them at the mocks too.
  return {
    ...real,
    ...api,
    bannersQuery: (category: number) => ({
      ...real.bannersQuery(category),
      queryFn: () => api.bannerList(category, { silent: true }),
    }),
    seriesTypesQuery: () => ({
      ...real.seriesTypesQuery(),
      queryFn: () => api.seriesTypes({ silent: true }),
    }),
    videoListQuery: (videoCategory: number, videoType?: number) => ({
      ...real.videoListQuery(videoCategory, videoType),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.videoList(videoType === undefined ? { videoCategory } : { videoCategory, videoType }, { signal }),
    }),
  };
});

const card = (id: number, over: Record<string, unknown> = {}) =>
  videoCardSchema.parse({ id, topic: `课程${id}`, videoCategory: 2, videoState: 1, ...over });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/education', element: <p>医师之家首页</p> },
      { path: '/edu/:vType', element: <CategoryPage /> },
      { path: '/educourse/series', element: <SeriesPage /> },
    ],
    { initialEntries: [path] },
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
  api.bannerList.mockResolvedValue([]);
  api.seriesTypes.mockResolvedValue([
    dictEntrySchema.parse({ dictCode: 1, dictLabel: '影像基础', dictValue: '1' }),
  ]);
});
afterEach(cleanup);

describe('category pages', () => {
  it('an unknown type goes to /education without asking the server', async () => {
    const router = renderAt('/edu/nope');
    await screen.findByText('医师之家首页');
    expect(router.state.location.pathname).toBe('/education');
    expect(api.videoList).not.toHaveBeenCalled();
  });

  it('lists a category by its number, newest first, with its title', async () => {
    api.videoList.mockResolvedValueOnce({ rows: [card(1), card(2, { videoState: 3 })], total: 2 });
    renderAt('/edu/mdt');
    await screen.findByText('课程1');
    expect(api.videoList).toHaveBeenCalledWith({ videoCategory: 2 }, expect.anything());
    expect(screen.getByRole('heading', { name: 'MDT', level: 1 })).toBeTruthy();
    expect(screen.getByText(msg.home.tagPreview)).toBeTruthy();
  });

  it('a list failure returns to /education (the client has shown the message)', async () => {
    api.videoList.mockRejectedValueOnce(new Error('列表查询失败'));
    const router = renderAt('/edu/emx');
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
  });

  it('the youth page sorts its cards into the six sections by videoType', async () => {
    api.videoList.mockResolvedValueOnce({
      rows: [card(1, { videoCategory: 1, videoType: 1 }), card(6, { videoCategory: 1, videoType: 6 })],
      total: 2,
    });
    renderAt('/edu/youth');
    const sixth = await screen.findByRole('region', { name: '文献阅读' });
    expect(sixth.textContent).toContain('课程6');
    expect(screen.getByRole('region', { name: '金苹果' }).textContent).toContain('课程1');
    expect(screen.getByRole('region', { name: '金手指' }).textContent).toContain(msg.home.noCourses);
  });
});

describe('series courses', () => {
  it('filters by the series in the address and says 暂无相关课程，敬请期待！ when empty', async () => {
    api.videoList.mockResolvedValueOnce({ rows: [], total: 0 });
    renderAt('/educourse/series?series=1');
    await screen.findByText('暂无相关课程，敬请期待！');
    expect(api.videoList).toHaveBeenCalledWith({ videoCategory: 18, videoType: 1 }, expect.anything());
    expect(screen.getByRole('tab', { name: '影像基础' }).getAttribute('aria-selected')).toBe('true');
  });
});
