// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import DOMPurify from 'dompurify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichText, sanitizeHtml, sanitizerLoaded } from '../../src/components/RichText';
import { Toaster } from '../../src/components/Toaster';
import { toast, toastStore } from '../../src/components/toastStore';
import { ErrorState } from '../../src/components/ErrorState';
import { msg } from '../../src/text/messages';

beforeAll(() => sanitizerLoaded());

afterEach(() => {
  cleanup();
  toastStore.clear();
});

describe('RichText', () => {
  it('removes scripts and event handlers and keeps the content', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">正文<script>alert(1)</script><img src="a.png" onerror="steal()"></p>',
    );
    expect(html).toBe('<p>正文<img src="a.png"></p>');
  });
  it('links opening a new window get rel=noopener', () => {
    render(
      <RichText
        html={'<a href="https://example.cn" target="_blank">链接</a><iframe src="https://evil"></iframe>'}
      />,
    );
    const link = screen.getByRole('link', { name: '链接' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe("RichText over the server's HTML", () => {
  const unsafe = '<p onclick="x()">院所概况<script>alert(1)</script></p>';
  /** As the server renders it: no document there. */
  const serverHtml = (html: string) => {
    vi.stubGlobal('document', undefined);
    try {
      return renderToString(<RichText html={html} />);
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it('the server sanitises; hydrating keeps its HTML without sanitising again; new text is sanitised', async () => {
    const served = serverHtml(unsafe);
    expect(served).toContain('<p>院所概况</p>');
    expect(served).not.toContain('script');
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <RichText html={unsafe} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(sanitize).not.toHaveBeenCalled();
    expect(container.querySelector('.rich-text')!.innerHTML).toBe('<p>院所概况</p>');

    await act(async () => root.render(<RichText html={'<p>新闻<img src="a.png" onerror="steal()"></p>'} />));
    expect(sanitize).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.rich-text')!.innerHTML).toBe('<p>新闻<img src="a.png"></p>');
    // The hydrated text again: drawn (sanitised), not left empty.
    await act(async () => root.render(<RichText html={unsafe} />));
    expect(container.querySelector('.rich-text')!.innerHTML).toBe('<p>院所概况</p>');
    await act(async () => root.unmount());
    container.remove();
    sanitize.mockRestore();
    consoleError.mockRestore();
  });
});

describe('Toaster', () => {
  it('errors are alerts, successes are status messages', () => {
    render(<Toaster />);
    act(() => {
      toast.error('保存失败');
      toast.success(msg.profile.saved);
    });
    expect(screen.getByRole('alert').textContent).toContain('保存失败');
    expect(screen.getByRole('status').textContent).toContain(msg.profile.saved);
  });

  it('the same failure said by several blocks at once shows once; another message still shows', () => {
    render(<Toaster />);
    act(() => {
      toast.error('网络异常');
      toast.error('网络异常');
      toast.error('网络异常');
      toast.error('保存失败');
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['网络异常', '保存失败']);
    // Once it is gone, the same failure is said again.
    act(() => toastStore.dismiss(toastStore.getSnapshot()[0]!.id));
    act(() => void toast.error('网络异常'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});

describe('ErrorState', () => {
  it('shows what failed and retries', () => {
    const retry = vi.fn();
    render(<ErrorState error={new Error('网络错误')} onRetry={retry} />);
    expect(screen.getByText(`${msg.app.loadFailed}：网络错误`)).toBeTruthy();
    act(() => screen.getByRole('button', { name: msg.app.retry }).click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
