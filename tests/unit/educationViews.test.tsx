// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDUCATION_ORDER_DEFAULT } from '../../domain/categories';
import { CategoryView } from '../../src/features/education/CategoryView';
import { EducationHomeView } from '../../src/features/education/EducationHomeView';
import { SeriesView, seriesTabs, seriesVideoType } from '../../src/features/education/SeriesView';
import { VideoCardGrid } from '../../src/features/education/VideoCardGrid';
import { bannerSchema, dictEntrySchema, videoCardSchema } from '../../src/schemas/education';
import { msg } from '../../src/text/messages';
import { educationMsg } from '../../src/text/education';
import { trainingMsg } from '../../src/text/training';
import { journalsMsg } from '../../src/text/journals';
import { pointsMsg } from '../../src/text/points';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = educationMsg;
afterEach(cleanup);
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const card = (id: number, over: Record<string, unknown> = {}) =>
  videoCardSchema.parse({ id, topic: `课程${id}`, videoCategory: 2, videoState: 1, ...over });
const list = (rows: ReturnType<typeof card>[]) => readyQuery({ rows, total: rows.length });
const tileNames = () => screen.queryAllByTestId('education-tile').map((b) => b.textContent);
const entryNames = () => screen.queryAllByTestId('education-entry').map((b) => b.textContent);
const loading = () => screen.queryByRole('progressbar', { name: msg.app.loading });

describe('EducationHomeView (/education)', () => {
  it('loading: no tile at all until the order is known, only their places in a busy list (issue 31)', () => {
    inRouter(<EducationHomeView query={pendingQuery()} onOpen={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: msg.menu.physicians })).toBeTruthy();
    const held = screen.getByRole('list', { name: t.tilesLabel });
    expect(held.getAttribute('aria-busy')).toBe('true');
    expect(held.querySelectorAll('li')).toHaveLength(EDUCATION_ORDER_DEFAULT.length + 2);
    expect(tileNames()).toEqual([]);
    expect(entryNames()).toEqual([]);
    expect(screen.queryAllByRole('link', { name: /./ }).map((a) => a.textContent)).toEqual([
      journalsMsg.entry,
      pointsMsg.rank.title,
    ]);
  });

  it('loaded: the configured order; a tile with a page is a link, one without asks the page; 18 configured, no series entry', async () => {
    const onOpen = vi.fn();
    inRouter(<EducationHomeView query={readyQuery('15,18, 3,5')} onOpen={onOpen} />);
    expect(screen.getByRole('list', { name: t.tilesLabel }).getAttribute('aria-busy')).toBeNull();
    expect(tileNames()).toEqual(['名师讲堂', '系列课程', '3M', t.categoryTitles[5]]);
    expect(entryNames()).toEqual([trainingMsg.pageTitle]);
    expect(screen.getByRole('link', { name: trainingMsg.pageTitle }).getAttribute('href')).toBe(
      '/training/index',
    );
    // Links open in a new tab too (issue 31): the href is the category's page.
    expect(screen.getByRole('link', { name: '3M' }).getAttribute('href')).toBe('/edu/3m');
    expect(screen.getByRole('link', { name: '系列课程' }).getAttribute('href')).toBe('/educourse/series');
    await userEvent.click(screen.getByRole('button', { name: t.categoryTitles[5] }));
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  it('no configured order: the default order of 000 §9', () => {
    inRouter(<EducationHomeView query={readyQuery(null)} onOpen={vi.fn()} />);
    expect(tileNames()).toEqual(EDUCATION_ORDER_DEFAULT.map((n) => t.categoryTitles[n]));
  });

  it('empty (an order without a category) and error: no category tiles, the entries still lead on', () => {
    inRouter(<EducationHomeView query={readyQuery('abc')} onOpen={vi.fn()} />);
    expect(tileNames()).toEqual([]);
    expect(entryNames()).toEqual([trainingMsg.pageTitle, t.seriesTitle]);
    cleanup();
    inRouter(<EducationHomeView query={failedQuery(new Error('配置加载失败'))} onOpen={vi.fn()} />);
    expect(tileNames()).toEqual([]);
    expect(screen.getByRole('link', { name: t.seriesTitle }).getAttribute('href')).toBe('/educourse/series');
  });
});

describe('CategoryView (/edu/:vType)', () => {
  const banners = [
    bannerSchema.parse({ position: 'full', url: '/media/full.svg', color: '#123456' }),
    bannerSchema.parse({ position: 'left', url: '/media/left.svg' }),
  ];
  const view = (over: Partial<Parameters<typeof CategoryView>[0]> = {}) =>
    inRouter(
      <CategoryView
        category={2}
        banners={readyQuery([])}
        list={pendingQuery()}
        onOpen={vi.fn()}
        onAnchor={vi.fn()}
        {...over}
      />,
    );

  it('loading: the title, card skeletons and a banner placeholder; no cards', () => {
    view({ banners: pendingQuery() });
    expect(screen.getByRole('heading', { level: 1, name: 'MDT' })).toBeTruthy();
    expect(loading()).toBeTruthy();
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: t.bannerAlt('MDT') })).toBeNull();
  });

  it('loaded: the banners on their colours and the cards; a card asks the page to open it', async () => {
    const onOpen = vi.fn();
    const rows = [card(1), card(2, { videoState: 3 })];
    view({ banners: readyQuery(banners), list: list(rows), onOpen });
    const region = screen.getByRole('region', { name: t.bannerAlt('MDT') });
    expect(within(region).getAllByRole('img', { name: t.bannerAlt('MDT') })).toHaveLength(2);
    expect(screen.getByTestId('banner-full').getAttribute('data-color')).toBe('#123456');
    expect(screen.getByTestId('banner-left')).toBeTruthy();
    expect(screen.getAllByTestId('video-card')).toHaveLength(2);
    expect(screen.getByText(msg.home.tagPreview)).toBeTruthy();
    expect(loading()).toBeNull();
    await userEvent.click(screen.getByText('课程2'));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it('empty: 暂无课程 text, no cards', () => {
    view({ list: list([]) });
    expect(screen.getByText(msg.home.noCourses)).toBeTruthy();
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
  });

  it('error: no cards and no empty text while the page leaves; failed banners show nothing', () => {
    view({ banners: failedQuery(new Error('x')), list: failedQuery(new Error('列表查询失败')) });
    expect(screen.getByRole('heading', { level: 1, name: 'MDT' })).toBeTruthy();
    expect(loading()).toBeTruthy();
    expect(screen.queryByText(msg.home.noCourses)).toBeNull();
    expect(screen.queryByRole('region', { name: t.bannerAlt('MDT') })).toBeNull();
  });

  it('the youth page: six anchors that ask the page to scroll, cards sorted into sections by videoType', async () => {
    const onAnchor = vi.fn();
    view({
      category: 1,
      onAnchor,
      list: list([card(1, { videoCategory: 1, videoType: 1 }), card(6, { videoCategory: 1, videoType: 6 })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: '青年学会' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: t.youthAnchors });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...t.youthSections]);
    await userEvent.click(within(nav).getByRole('button', { name: '疑难病例荟萃' }));
    expect(onAnchor).toHaveBeenCalledWith('youth-section-3');
    expect(screen.getByRole('region', { name: '金苹果' }).textContent).toContain('课程1');
    expect(screen.getByRole('region', { name: '文献阅读' }).textContent).toContain('课程6');
    expect(screen.getByRole('region', { name: '金手指' }).textContent).toContain(msg.home.noCourses);
  });

  it('the youth page while loading: the anchors already, skeletons instead of sections', () => {
    view({ category: 1 });
    expect(screen.getByRole('navigation', { name: t.youthAnchors })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '金苹果' })).toBeNull();
    expect(loading()).toBeTruthy();
  });
});

describe('SeriesView (/educourse/series)', () => {
  const groups = [
    dictEntrySchema.parse({ dictCode: 1, dictLabel: '影像基础', dictValue: '1' }),
    dictEntrySchema.parse({ dictCode: 2, dictLabel: '临床进阶', dictValue: '2' }),
  ];
  const view = (over: Partial<Parameters<typeof SeriesView>[0]> = {}) =>
    inRouter(
      <SeriesView
        series="all"
        banners={readyQuery([])}
        groups={readyQuery(groups)}
        list={pendingQuery()}
        onSeries={vi.fn()}
        onOpen={vi.fn()}
        {...over}
      />,
    );
  const selected = () => screen.getByRole('tab', { selected: true }).textContent;

  it('loading: the title, no tabs yet while the groups load, card skeletons', () => {
    view({ groups: pendingQuery() });
    expect(screen.getByRole('heading', { level: 1, name: t.seriesTitle })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(loading()).toBeTruthy();
  });

  it('loaded: 全部 and the groups, the address series selected; a tab asks the page for its series', async () => {
    const onSeries = vi.fn();
    const onOpen = vi.fn();
    const rows = [card(5, { videoCategory: 18 })];
    view({ series: '1', list: list(rows), onSeries, onOpen });
    const tabs = screen.getByRole('tablist', { name: t.seriesGroups });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((x) => x.textContent),
    ).toEqual(['全部', '影像基础', '临床进阶']);
    expect(selected()).toBe('影像基础');
    await userEvent.click(screen.getByRole('tab', { name: t.seriesAll }));
    expect(onSeries).toHaveBeenCalledWith('all');
    await userEvent.click(screen.getByText('课程5'));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });

  it('empty: 暂无相关课程，敬请期待！', () => {
    view({ list: list([]) });
    expect(screen.getByText(t.seriesEmpty)).toBeTruthy();
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
  });

  it('error: a failed dictionary leaves 全部 alone and selected; a failed list shows no cards nor empty text', () => {
    view({ series: '1', groups: failedQuery(new Error('x')), list: failedQuery(new Error('列表查询失败')) });
    expect(screen.getAllByRole('tab').map((x) => x.textContent)).toEqual([t.seriesAll]);
    expect(selected()).toBe(t.seriesAll);
    expect(screen.queryByText(t.seriesEmpty)).toBeNull();
    expect(loading()).toBeTruthy();
  });

  it('reads the address: 全部 or a non-number is every group; an unknown group selects 全部', () => {
    expect(seriesVideoType('all')).toBeUndefined();
    expect(seriesVideoType('1x')).toBeUndefined();
    expect(seriesVideoType('12')).toBe(12);
    expect(seriesTabs(groups, '9').current).toBe('all');
    expect(seriesTabs(groups, '2').current).toBe('2');
    expect(seriesTabs(undefined, '2')).toEqual({
      tabs: [{ value: 'all', label: t.seriesAll }],
      current: 'all',
    });
  });
});

describe('VideoCardGrid (education lists and the user centre’s exchanged courses)', () => {
  it('names its cards by testId (video-card unless told), one list item each, and opens the card clicked', async () => {
    const onOpen = vi.fn();
    const rows = [card(1), card(2, { videoState: 3 })];
    inRouter(<VideoCardGrid cards={rows} onOpen={onOpen} testId="exchanged-card" columns={3} />);
    expect(screen.getAllByTestId('exchanged-card')).toHaveLength(2);
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByText('课程2'));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    cleanup();
    inRouter(<VideoCardGrid cards={rows} onOpen={onOpen} />);
    expect(screen.getAllByTestId('video-card')).toHaveLength(2);
  });

  it('no cards: the shared empty block with the given text', () => {
    inRouter(<VideoCardGrid cards={[]} onOpen={vi.fn()} emptyText={t.seriesEmpty} />);
    expect(screen.getByTestId('empty-state').textContent).toBe(t.seriesEmpty);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
