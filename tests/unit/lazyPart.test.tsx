// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart } from '../../src/components/LazyPart';
import { msg } from '../../src/text/messages';

afterEach(cleanup);

const Part = ({ name }: { name: string }) => <p>部件：{name}</p>;

describe('LazyPart', () => {
  it('shows the placeholder while the code comes, then the part with its props', async () => {
    render(
      <LazyPart
        load={async () => ({ default: Part })}
        props={{ name: '留言板' }}
        placeholder={<p>占位</p>}
      />,
    );
    expect(screen.getByText('占位')).toBeTruthy();
    expect(await screen.findByText('部件：留言板')).toBeTruthy();
  });

  it('code that fails to arrive fails the part only, in Chinese, and 重试 asks for it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>页面标题</h1>
        <LazyPart load={load} props={{ name: '留言板' }} placeholder={<p>占位</p>} />
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(msg.app.loadFailed);
    // The browser's English message is not shown.
    expect(alert.textContent).not.toContain('Failed');
    expect(screen.getByText('页面标题')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(await screen.findByText('部件：留言板')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('`failed` stands in for the message where a part has no room for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <LazyPart
        load={(): Promise<{ default: typeof Part }> => Promise.reject(new Error('offline'))}
        props={{ name: '二维码' }}
        placeholder={<p>占位</p>}
        failed={<p>空框</p>}
      />,
    );
    expect(await screen.findByText('空框')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
