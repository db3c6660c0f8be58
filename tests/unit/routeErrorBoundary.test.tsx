// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/components/RouteErrorBoundary';
import { msg } from '../../src/text/messages';

function Broken(): never {
  throw new Error('坏了');
}

function Routes() {
  return useRoutes([
    {
      element: (
        <>
          <nav>
            <Link to="/fine">去别处</Link>
          </nav>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>正常页面</p> },
      ],
    },
  ]);
}

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('shows the crash screen in place of a page that throws, keeps what is around it, and lets the next address render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByText(msg.app.crashTitle)).toBeTruthy();
    expect(screen.getByText(msg.app.crashBody)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '去别处' }));
    expect(await screen.findByText('正常页面')).toBeTruthy();
    expect(screen.queryByText(msg.app.crashTitle)).toBeNull();
  });
});
