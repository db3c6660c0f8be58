// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { portalTheme } from '../../src/app/theme';
import { CardGrid, cardGridSx } from '../../src/components/CardGrid';
import { Pager, pageCount } from '../../src/components/Pager';
import { SearchBox } from '../../src/components/SearchBox';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';
import { msg } from '../../src/text/messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('uncontrolled: Enter and the button search the trimmed text; clear empties it and calls onClear', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(
      <SearchBox label="专家姓名" defaultValue="王" onSearch={onSearch} onClear={onClear} maxLength={5} />,
    );
    expect(screen.getByRole('search', { name: '专家姓名' })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: '专家姓名' }) as HTMLInputElement;
    expect(box.value).toBe('王');
    await userEvent.type(box, '强 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('王强');
    await userEvent.click(screen.getByRole('button', { name: msg.app.search }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await userEvent.type(box, '123456');
    expect(box.value).toBe('王强 12');
    await userEvent.click(screen.getByRole('button', { name: msg.app.clear }));
    expect(box.value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(2);
    // No text, no clear button.
    expect(screen.queryByRole('button', { name: msg.app.clear })).toBeNull();
  });

  it('controlled: shows the given value and reports each change; a visible label names the box', async () => {
    const seen: string[] = [];
    function Host() {
      const [v, setV] = useState('');
      return (
        <SearchBox
          label="作者"
          showLabel
          value={v}
          onChange={(next) => {
            seen.push(next);
            setV(next.toUpperCase());
          }}
          onSearch={vi.fn()}
          clearLabel="清除作者"
          buttonText="查找"
        />
      );
    }
    render(<Host />);
    const box = screen.getByRole('searchbox', { name: '作者' }) as HTMLInputElement;
    await userEvent.type(box, 'ab');
    expect(box.value).toBe('AB');
    expect(seen).toEqual(['a', 'Ab']);
    await userEvent.click(screen.getByRole('button', { name: '清除作者' }));
    expect(box.value).toBe('');
    expect(screen.getByRole('button', { name: '查找' })).toBeTruthy();
  });
});

describe('Pager', () => {
  it('counts pages from a total or takes a count', () => {
    expect(pageCount({ total: 41, pageSize: 20 })).toBe(3);
    expect(pageCount({ total: 40, pageSize: 20 })).toBe(2);
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(0);
    expect(pageCount({ count: 4 })).toBe(4);
  });

  it('hides with one page; otherwise a named navigation that reports the page and scrolls up', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const onPage = vi.fn();
    const { rerender } = render(<Pager label="作品分页" page={1} total={40} pageSize={40} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pager label="作品分页" page={2} total={81} pageSize={40} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: '作品分页' });
    expect(
      within(nav)
        .getByRole('button', { name: /page 2/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: /page 3/ }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the scroll alone when told, and is named 分页 by default', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const onPage = vi.fn();
    render(<Pager page={1} count={2} onPage={onPage} scrollToTop={false} />);
    await userEvent.click(screen.getByRole('button', { name: /page 2/ }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: msg.app.pages })).toBeTruthy();
  });

  it("speaks Chinese under the portal's theme: the current page, the others and the arrows", () => {
    render(
      <ThemeProvider theme={portalTheme()}>
        <Pager page={2} count={9} onPage={() => {}} />
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: msg.app.pages });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      '转到上一页',
      '转到第 1 页',
      '第 2 页',
      '转到第 3 页',
      '转到第 9 页',
      '转到下一页',
    ]);
    expect(within(nav).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('CardGrid', () => {
  it('a named list of equal columns per breakpoint', () => {
    render(
      <CardGrid aria-label="作品" columns={{ xs: 1, md: 4 }} data-display="card">
        <li>一</li>
        <li>二</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: '作品' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.getAttribute('data-display')).toBe('card');
    expect(cardGridSx({ xs: 1, md: 4 }).gridTemplateColumns).toEqual({
      xs: 'repeat(1, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
    });
    expect(cardGridSx().gridTemplateColumns).toEqual({
      xs: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
    });
  });
});

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of the link around it', () => {
    render(
      <a href="/x">
        专家
        <VisuallyHidden>（在新窗口打开）</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: '专家（在新窗口打开）' })).toBeTruthy();
  });
});
