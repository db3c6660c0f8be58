// @vitest-environment jsdom
// (The views only: pdf.js itself is not imported here, so jsdom serves; the reader is driven in Chromium by tests/e2e/journal.spec.ts.)
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfReaderView, type PdfReaderStatus } from '../../src/components/pdf/PdfReaderView';
import { JournalDetailView } from '../../src/features/journals/JournalDetailView';
import { JournalListView } from '../../src/features/journals/JournalListView';
import { literatureSchema, type Literature } from '../../src/schemas/journals';
import { msg } from '../../src/text/messages';
import { journalsMsg } from '../../src/text/journals';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = journalsMsg;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const journal = (over: Partial<Record<keyof Literature, unknown>> = {}): Literature =>
  literatureSchema.parse({
    id: 5,
    title: '前列腺MRI检查与报告规范',
    publishDate: '2025-10-08 23:30:00',
    authors: '赵磊<sup>1</sup>，王强<sup>2</sup>',
    doi: '10.3760/cma.j.cn112149-20251008-00005',
    abstracts: '多参数磁共振前列腺成像PI-RADS评分的规范应用。',
    keywords: '前列腺,多参数磁共振，PI-RADS',
    refers: '[1] 第一条参考文献\n[2] 第二条参考文献',
    fileUrl: '/media/journals/sample-20.pdf',
    category: 1,
    ...over,
  });

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('JournalListView', () => {
  const props = {
    category: 1 as const,
    author: '',
    page: 1,
    onCategory: vi.fn(),
    onSearch: vi.fn(),
    pageHref: (n: number) => `/journal?category=1&page=${n}`,
  };

  it('ready: title, receipt date in China time, a 查看 link per journal, and the pages', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => journal({ id: i + 1, title: `期刊${i + 1}` }));
    inRouter(<JournalListView {...props} query={readyQuery({ rows, total: 20 })} />);
    expect(screen.getByRole('tab', { name: '规范与共识', selected: true })).toBeTruthy();
    const items = screen.getAllByTestId('journal-item');
    expect(items).toHaveLength(15);
    // 2025-10-08 23:30 China time is still the 8th.
    expect(within(items[0]!).getByText('收稿日期：2025-10-08')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: '查看《期刊1》' }).getAttribute('href')).toBe(
      '/journal/1',
    );
    const nav = screen.getByRole('navigation', { name: t.pages });
    expect(
      within(nav)
        .getByRole('link', { name: /page 2/ })
        .getAttribute('href'),
    ).toBe('/journal?category=1&page=2');
    await userEvent.click(screen.getByRole('tab', { name: '专家指南' }));
    expect(props.onCategory).toHaveBeenCalledWith(2);
  });

  it('one page: no pagination; the author search by Enter, by the button, and cleared', async () => {
    const onSearch = vi.fn();
    inRouter(
      <JournalListView {...props} onSearch={onSearch} query={readyQuery({ rows: [journal()], total: 1 })} />,
    );
    expect(screen.queryByRole('navigation', { name: t.pages })).toBeNull();
    const box = screen.getByRole('searchbox', { name: t.authorLabel });
    await userEvent.type(box, ' 王强 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('王强');
    await userEvent.click(screen.getByRole('button', { name: t.search }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('loading, empty, and an error with retry', async () => {
    const { unmount } = inRouter(<JournalListView {...props} query={pendingQuery()} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    unmount();
    const empty = inRouter(<JournalListView {...props} query={readyQuery({ rows: [], total: 0 })} />);
    expect(screen.getByText(msg.app.empty)).toBeTruthy();
    empty.unmount();
    const refetch = vi.fn();
    inRouter(<JournalListView {...props} query={failedQuery(new Error('服务暂不可用'), refetch)} />);
    expect(screen.getByText(/期刊列表加载失败/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('JournalDetailView', () => {
  it('every field: sanitised authors, DOI to the resolver, keywords split, references, the reading guide', () => {
    inRouter(
      <JournalDetailView
        item={journal({ authors: '赵磊<sup>1</sup><img src=x onerror="alert(1)"><script>alert(2)</script>' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '前列腺MRI检查与报告规范' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('sup')?.textContent).toBe('1');
    const doi = screen.getByTestId('journal-doi');
    expect(doi.getAttribute('href')).toBe('https://doi.org/10.3760/cma.j.cn112149-20251008-00005');
    expect(doi.getAttribute('target')).toBe('_blank');
    expect(doi.getAttribute('rel')).toContain('noopener');
    const keywords = within(screen.getByRole('list', { name: t.keywords })).getAllByRole('listitem');
    expect(keywords.map((k) => k.textContent)).toEqual(['前列腺', '多参数磁共振', 'PI-RADS']);
    expect(within(screen.getByRole('list', { name: t.references })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: t.readingGuide }).getAttribute('href')).toBe(
      '/journalpreview/sample-20',
    );
    expect(screen.getByText('2025-10-08')).toBeTruthy();
  });

  it('without DOI, references or file: those parts are left out, the guide says 暂无内容', () => {
    inRouter(<JournalDetailView item={journal({ doi: '', refers: '', fileUrl: '' })} />);
    expect(screen.queryByTestId('journal-doi')).toBeNull();
    expect(screen.queryByRole('list', { name: t.references })).toBeNull();
    expect(screen.queryByRole('link', { name: t.readingGuide })).toBeNull();
    expect(screen.getByText(`${t.readingGuide}：${t.noFile}`)).toBeTruthy();
  });

  it('a DOI that is not one is shown as text, not linked', () => {
    inRouter(<JournalDetailView item={journal({ doi: 'javascript:alert(1)' })} />);
    expect(screen.queryByTestId('journal-doi')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('not found: the message and the way back', () => {
    inRouter(<JournalDetailView item={null} />);
    expect(screen.getByText(t.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToList }).getAttribute('href')).toBe('/journal');
  });
});

describe('PdfReaderView', () => {
  const page = (n: number) => <div data-testid="page">{n}</div>;
  const view = (status: PdfReaderStatus, shown = 0, total = 0, onNearEnd = vi.fn()) =>
    render(
      <PdfReaderView status={status} shown={shown} total={total} renderPage={page} onNearEnd={onNearEnd} />,
    );

  it('no file: 暂无内容; failed: 预览加载失败，请重新打开！; loading: busy', () => {
    view('noFile');
    expect(screen.getByText('暂无内容')).toBeTruthy();
    cleanup();
    view('failed');
    expect(screen.getByRole('alert').textContent).toBe('预览加载失败，请重新打开！');
    cleanup();
    view('loading');
    expect(screen.getByTestId('pdf-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByTestId('page')).toHaveLength(0);
  });

  it('reading: the listed pages and a sentinel that asks for more when it comes near; complete: no sentinel', () => {
    const observers: Array<{ cb: IntersectionObserverCallback; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private entry: { cb: IntersectionObserverCallback; disconnected: boolean };
        constructor(cb: IntersectionObserverCallback) {
          this.entry = { cb, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const onNearEnd = vi.fn();
    view('reading', 4, 20, onNearEnd);
    expect(screen.getAllByTestId('page').map((p) => p.textContent)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('共 20 页')).toBeTruthy();
    const sentinel = observers.at(-1)!;
    act(() =>
      sentinel.cb([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(onNearEnd).not.toHaveBeenCalled();
    act(() =>
      sentinel.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    // Reported once per batch.
    expect(sentinel.disconnected).toBe(true);
    cleanup();
    view('complete', 20, 20);
    expect(screen.getAllByTestId('page')).toHaveLength(20);
    expect(screen.queryByTestId('pdf-more')).toBeNull();
    expect(screen.getByText(journalsMsg.pdf.allShown)).toBeTruthy();
  });
});
