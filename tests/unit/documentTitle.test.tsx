// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { inTexts } from '../../src/app/routeTable';
import { DocumentTitle, documentTitle } from '../../src/app/routeTitle';

function Routes() {
  return useRoutes([
    {
      path: '/news/:id',
      element: (
        <>
          <DocumentTitle title={({ id }) => `新闻 ${id}`} />
          <Link to="/about">关于</Link>
        </>
      ),
    },
    {
      path: '/about',
      element: (
        <>
          <DocumentTitle title="关于我们" />
          <Link to="/">首页</Link>
        </>
      ),
    },
    { path: '/', element: <DocumentTitle /> },
  ]);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('DocumentTitle (src/app/routeTitle.ts)', () => {
  it("keeps a server-drawn page's own title, then names each route the visitor moves to", async () => {
    // The server drew this page (issue 32): its title names the item, not the route.
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-ssr', '');
    document.body.append(root);
    document.title = '某条新闻的标题 - 医学影像研究院';

    render(
      <MemoryRouter initialEntries={['/news/7']}>
        <Routes />
      </MemoryRouter>,
      { container: root },
    );
    expect(document.title).toBe('某条新闻的标题 - 医学影像研究院');

    await userEvent.click(screen.getByRole('link', { name: '关于' }));
    expect(document.title).toBe(documentTitle('关于我们'));
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(document.title).toBe(documentTitle(null));
  });

  it("names a route from its address's params", () => {
    render(
      <MemoryRouter initialEntries={['/news/12']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(document.title).toBe(documentTitle('新闻 12'));
  });
});

describe('a name in an area’s texts (decision 0087)', () => {
  it('names the document once the texts have loaded, and loads them once', async () => {
    let loads = 0;
    let arrive = (_: { name: string }) => {};
    const title = inTexts(
      () => {
        loads++;
        return new Promise<{ name: string }>((resolve) => (arrive = resolve));
      },
      (texts) => texts.name,
    );
    document.title = 'before';
    render(
      <MemoryRouter initialEntries={['/museum']}>
        <DocumentTitle title={title} />
      </MemoryRouter>,
    );
    expect(title.loaded).toBeUndefined();
    expect(document.title).toBe('before');
    await act(async () => arrive({ name: '产业园' }));
    expect(document.title).toBe(documentTitle('产业园'));
    expect(title.loaded).toBe('产业园');
    await title.load();
    expect(loads).toBe(1);
  });

  it('does not name a page the visitor has already left (a late load does not overwrite the title)', async () => {
    let arrive = (_: string) => {};
    const slow = inTexts(
      () => new Promise<string>((resolve) => (arrive = resolve)),
      (name) => name,
    );
    function Two() {
      return useRoutes([
        {
          path: '/slow',
          element: (
            <>
              <DocumentTitle title={slow} />
              <Link to="/fast">快</Link>
            </>
          ),
        },
        { path: '/fast', element: <DocumentTitle title="快页" /> },
      ]);
    }
    render(
      <MemoryRouter initialEntries={['/slow']}>
        <Two />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: '快' }));
    expect(document.title).toBe(documentTitle('快页'));
    await act(async () => arrive('慢页'));
    expect(document.title).toBe(documentTitle('快页'));
  });

  it('loads the texts again after a failed load', async () => {
    let fail = true;
    const title = inTexts(
      () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('文献阅读')),
      (name) => name,
    );
    await expect(title.load()).rejects.toThrow('offline');
    fail = false;
    await expect(title.load()).resolves.toBe('文献阅读');
  });
});
