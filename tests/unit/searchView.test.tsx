// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchView, type SearchViewProps } from '../../src/features/search/SearchView';
import { searchResponse } from '../../src/schemas/search';
import { msg } from '../../src/text/messages';
import { searchMsg } from '../../src/text/search';

afterEach(cleanup);

const answer = searchResponse.parse({
  code: 200,
  msg: '',
  searchListTotal: 45,
  terms: ['钼靶'],
  expertList: Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    name: `专家${i + 1}`,
    title: '主任医师',
    hospital: '某医院',
    achievement: i === 0 ? 1 : 0,
  })),
  searchList: [
    {
      id: 1,
      title: '做钼靶检查疼不疼？',
      content: '钼靶<img src=x onerror=alert(1)>检查',
      author: '周婷',
      createTime: '2023-04-18 09:00:00',
      majorCategory: 3,
      minorCategory: null,
      originId: 2,
      epoch: '2023-01',
    },
    {
      id: 2,
      title: '未知栏目的钼靶',
      content: '',
      author: '',
      createTime: '',
      majorCategory: 1,
      minorCategory: 5,
      originId: 3,
    },
  ],
});

const props = (over: Partial<SearchViewProps> = {}): SearchViewProps => ({
  keyword: '钼靶',
  tab: 0,
  page: 1,
  state: { status: 'ready', answer },
  onSearch: vi.fn(),
  onTab: vi.fn(),
  onPage: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('SearchView', () => {
  it('marks the terms as text, links a result to its page in a new window, and shows at most 5 experts', () => {
    render(<SearchView {...props()} />);
    const results = screen.getByRole('list', { name: searchMsg.results });
    const link = within(results).getByRole('link', { name: '做钼靶检查疼不疼？' });
    expect(link.getAttribute('href')).toBe('/popsic/worksDetail/2?ccr=2023-01');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('mark')?.textContent).toBe('钼靶');
    // Markup in the data is shown as text, never run.
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/onerror=alert/)).toBeTruthy();
    // A result whose category opens nothing is listed without a link.
    expect(within(results).queryByRole('link', { name: '未知栏目的钼靶' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: searchMsg.experts })).getAllByText(/^专家\d$/),
    ).toHaveLength(5);
    expect(screen.getByText(searchMsg.resultCount(45))).toBeTruthy();
  });

  it('an expert with achievement data opens its detail in a new window; one without says 数据更新中', () => {
    const onExpertUnavailable = vi.fn();
    render(<SearchView {...props({ onExpertUnavailable })} />);
    const experts = screen.getByRole('region', { name: searchMsg.experts });
    const link = within(experts).getByRole('link', { name: /专家1/ });
    expect(link.getAttribute('href')).toBe('/specialist/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(experts).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(within(experts).getByRole('button', { name: /专家2/ }));
    expect(onExpertUnavailable).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page and another tab', () => {
    const p = props();
    render(<SearchView {...p} />);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: searchMsg.pages })).getByRole('button', { name: /3/ }),
    );
    expect(p.onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('tab', { name: '指南共识' }));
    expect(p.onTab).toHaveBeenCalledWith(2);
  });

  it('searches the trimmed keyword, and clears the box', () => {
    const p = props();
    render(<SearchView {...p} />);
    const box = screen.getByRole('searchbox', { name: searchMsg.placeholder });
    fireEvent.change(box, { target: { value: '  肺结节 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(p.onSearch).toHaveBeenCalledWith('肺结节');
    fireEvent.click(screen.getByRole('button', { name: searchMsg.clear }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('idle, empty, failed: each says so; a failure offers a retry', () => {
    // 搜索内容为空 for no keyword, 暂无搜索结果 when a keyword found nothing (001 §8; issue 31).
    const { rerender } = render(<SearchView {...props({ keyword: '', state: { status: 'idle' } })} />);
    expect(screen.getByText('搜索内容为空')).toBeTruthy();
    const empty = searchResponse.parse({ code: 200, searchList: [], searchListTotal: 0, expertList: [] });
    rerender(<SearchView {...props({ state: { status: 'ready', answer: empty } })} />);
    expect(screen.getByText('暂无搜索结果')).toBeTruthy();
    expect(screen.queryByText('搜索内容为空')).toBeNull();
    const p = props({ state: { status: 'error', error: new Error('网络异常') } });
    rerender(<SearchView {...p} />);
    expect(screen.getByText(`${searchMsg.failed}：网络异常`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(p.onRetry).toHaveBeenCalled();
  });
});
