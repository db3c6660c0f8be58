// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardPage } from '../../src/api/popsic';
import { ItemDetailView } from '../../src/features/popsic/ItemDetailView';
import { PopsicHomeView, type PopsicHomeViewProps } from '../../src/features/popsic/PopsicHomeView';
import { WorksListView } from '../../src/features/popsic/WorksListView';
import {
  categoryTabSchema,
  workCardSchema,
  workDetailSchema,
  type PopsicBanner,
  type WorksByGroup,
} from '../../src/schemas/popsic';
import { msg } from '../../src/text/messages';
import { popsicMsg } from '../../src/text/popsic';
import { popsicPagesMsg } from '../../src/text/popsicPages';
import { worksViewerMsg } from '../../src/text/worksViewer';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

/** The contest's views (issue 15) in their states, as plain props. */
const t = popsicPagesMsg;
afterEach(cleanup);
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const card = (id: number, title = `作品${id}`) =>
  workCardSchema.parse({ id, title, coverUrl: '', name: '张晓雨', likedNumber: id, commentNumber: 1 });
const tabs = [
  categoryTabSchema.parse({ dictValue: '1', dictLabel: '影像科普视频', remark: '/i1.svg' }),
  categoryTabSchema.parse({ dictValue: '7', dictLabel: '优秀组织作品', remark: '' }),
];
const groups: WorksByGroup = {
  推荐作品: [card(1), card(2)],
  点赞最多: [card(3)],
  视频: [card(1)],
  影像科普视频: [card(1), card(2), card(4)],
  优秀组织作品: [],
};

const homeProps = (over: Partial<PopsicHomeViewProps> = {}): PopsicHomeViewProps => ({
  epoch: '2022-01',
  banners: readyQuery<PopsicBanner[]>([
    { platform: 'pc', type: 'pc', position: 'homepage-full', imgUrl: '/b.svg' },
  ]),
  groups: readyQuery(groups),
  tabs: readyQuery(tabs),
  qrPath: '/popsic/works?ccr=2022-01',
  onTab: vi.fn(),
  onSearch: vi.fn(),
  onContribute: vi.fn(),
  checkingSession: false,
  ...over,
});

describe('PopsicHomeView', () => {
  it('a plain epoch: banner, the other epochs, most-liked block, category lists with 查看全部, empty category', () => {
    inRouter(<PopsicHomeView {...homeProps()} />);
    expect(screen.getByTestId('popsic-home').dataset.variant).toBe('plain');
    expect(screen.getByRole('img', { name: t.bannerAlt('2022-01') })).toBeTruthy();
    const epochs = screen.getByRole('navigation', { name: t.epochButtons });
    expect(
      within(epochs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/popsic/works?ccr=2023-01', '/popsic/works?ccr=2023-02']);
    expect(screen.getByRole('region', { name: '点赞最多' })).toBeTruthy();
    expect(screen.queryByTestId('popsic-intro')).toBeNull();
    const first = screen.getByRole('region', { name: '影像科普视频' });
    expect(within(first).getByRole('list').tagName).toBe('UL');
    expect(within(first).queryAllByTestId('work-number')).toEqual([]);
    expect(
      within(first)
        .getByRole('link', { name: t.viewAllOf('影像科普视频') })
        .getAttribute('href'),
    ).toBe('/popsic/allWorks/1?name=%E5%BD%B1%E5%83%8F%E7%A7%91%E6%99%AE%E8%A7%86%E9%A2%91&ccr=2022-01');
    expect(within(within(first).getByRole('list')).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/popsic/worksDetail/1?ccr=2022-01',
    );
    expect(
      within(screen.getByRole('region', { name: '优秀组织作品' })).getByText(t.noneInCategory),
    ).toBeTruthy();
    // No mobile site is configured here: the address is this site's (docs/decisions/0047).
    expect(screen.getByTestId('share-qr').dataset.url).toBe(
      `${window.location.origin}/popsic/works?ccr=2022-01`,
    );
    expect(screen.getByRole('region', { name: t.carouselLabel })).toBeTruthy();
  });

  it('2023-02: numbered items in an ordered list, the intro, dark text, no most-liked block', () => {
    inRouter(<PopsicHomeView {...homeProps({ epoch: '2023-02' })} />);
    expect(screen.getByTestId('popsic-home').dataset.variant).toBe('dark');
    expect(screen.getByTestId('popsic-intro').textContent).toBe(t.intro);
    expect(screen.queryByRole('region', { name: '点赞最多' })).toBeNull();
    const first = screen.getByRole('region', { name: '影像科普视频' });
    expect(within(first).getByRole('list').tagName).toBe('OL');
    expect(
      within(first)
        .getAllByTestId('work-number')
        .map((n) => n.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('tabs, search (not blank) and 投稿 call the page; 投稿 waits while the session is checked', async () => {
    const props = homeProps();
    inRouter(<PopsicHomeView {...props} />);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: t.categoriesLabel })).getByRole('button', {
        name: '优秀组织作品',
      }),
    );
    expect(props.onTab).toHaveBeenCalledWith('7');
    const box = screen.getByRole('search', { name: t.searchLabel });
    await userEvent.click(within(box).getByRole('button', { name: msg.app.search }));
    expect(props.onSearch).not.toHaveBeenCalled();
    await userEvent.type(within(box).getByRole('searchbox'), ' CT {Enter}');
    expect(props.onSearch).toHaveBeenCalledWith('CT');
    await userEvent.click(screen.getByRole('button', { name: t.contribute }));
    expect(props.onContribute).toHaveBeenCalledTimes(1);
    cleanup();
    inRouter(<PopsicHomeView {...homeProps({ checkingSession: true })} />);
    expect((screen.getByRole('button', { name: t.checkingSession }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('loading and error of the works', async () => {
    inRouter(<PopsicHomeView {...homeProps({ groups: pendingQuery(), banners: pendingQuery() })} />);
    expect(screen.queryAllByTestId('work-card')).toEqual([]);
    cleanup();
    const refetch = vi.fn();
    inRouter(<PopsicHomeView {...homeProps({ groups: failedQuery(new Error('服务暂不可用'), refetch) })} />);
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('WorksListView', () => {
  const props = (query = readyQuery<CardPage>({ rows: [card(5), card(6)], total: 2 })) => ({
    epoch: '2023-01' as const,
    title: '科普图文',
    query,
    page: 1,
    pageSize: 40,
    onPage: vi.fn(),
    emptyText: popsicMsg.searchEmpty,
  });

  it('cards link to their detail in the epoch; one page has no pager; back to the works home', () => {
    inRouter(<WorksListView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: '科普图文' })).toBeTruthy();
    const list = screen.getByRole('list', { name: '科普图文' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/popsic/worksDetail/5?ccr=2023-01', '/popsic/worksDetail/6?ccr=2023-01']);
    expect(screen.queryByRole('navigation', { name: t.pagesLabel })).toBeNull();
    expect(screen.getByRole('link', { name: t.backToWorks }).getAttribute('href')).toBe(
      '/popsic/works?ccr=2023-01',
    );
  });

  it('more than 40: the pager; nothing: the empty text', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const p = props(readyQuery<CardPage>({ rows: [card(1)], total: 85 }));
    inRouter(<WorksListView {...p} />);
    const pager = screen.getByRole('navigation', { name: t.pagesLabel });
    await userEvent.click(within(pager).getByRole('button', { name: /3/ }));
    expect(p.onPage).toHaveBeenCalledWith(3);
    cleanup();
    inRouter(<WorksListView {...props(readyQuery<CardPage>({ rows: [], total: 0 }))} />);
    expect(screen.getByTestId('empty-state').textContent).toBe(popsicMsg.searchEmpty);
  });
});

describe('ItemDetailView', () => {
  const detail = (content: string, comments = true) =>
    workDetailSchema.parse({
      works: {
        id: 9,
        title: '认识CT检查',
        content,
        name: '王若琳',
        sourceUnit: '北京协和医院',
        likedNumber: 3,
        commentNumber: comments ? 1 : 0,
      },
      worksFile: [],
      worksAuthor: { uid: 2, nickName: '若琳', userImg: '' },
      worksComment: comments
        ? [{ id: 1, comment: '很好<b>！</b>', uId: 5, createTime: '2026-01-01 10:00:00' }]
        : [],
      worksCommentUser: comments ? [{ uid: 5, nickName: '李医生', userImg: '' }] : [],
    });
  const view = (d: ReturnType<typeof detail>, back?: { to: string; label: string }) =>
    inRouter(
      <ItemDetailView
        detail={d}
        comments={d.worksComment.map((c) => ({ ...c, nickName: '李医生', userImg: '' }))}
        back={back}
        sharePath="/popsic/worksDetail/9?ccr=2022-01"
        like={<button type="button">like</button>}
        commentBox={<div data-testid="box" />}
      />,
    );

  it('rich text is sanitised; comments show as text with the nickname; back and share', () => {
    view(detail('<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"></p>'), {
      to: '/popsic/works?ccr=2022-01',
      label: t.backToWorks,
    });
    expect(screen.getByRole('heading', { level: 1, name: '认识CT检查' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[onerror]')).toBeNull();
    expect(article.textContent).toContain('正文');
    const item = within(screen.getByTestId('comment-list')).getByRole('listitem');
    expect(item.textContent).toContain('李医生');
    expect(item.textContent).toContain('很好<b>！</b>');
    expect(screen.getByTestId('comment-count').textContent).toBe(t.detail.commentCount(1));
    expect(screen.getByRole('link', { name: t.backToWorks }).getAttribute('href')).toBe(
      '/popsic/works?ccr=2022-01',
    );
    expect(screen.getByTestId('share-qr').dataset.url).toContain('/popsic/worksDetail/9');
    expect(within(screen.getByTestId('author-panel')).getByText('王若琳')).toBeTruthy();
    expect(screen.getByText(worksViewerMsg.noContent)).toBeTruthy();
  });

  it('plain text keeps its lines; no comments: 暂无评论; no back button for a micro-lecture', () => {
    view(detail('第一行\n第二行', false));
    expect(screen.getByText(/第一行\s+第二行/)).toBeTruthy();
    expect(screen.getByTestId('no-comments').textContent).toBe(popsicMsg.noComments);
    expect(screen.queryByRole('link', { name: t.backToWorks })).toBeNull();
  });
});
