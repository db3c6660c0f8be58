// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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
