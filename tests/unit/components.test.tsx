// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText, sanitizeHtml } from '../../src/components/RichText';
import { Toaster } from '../../src/components/Toaster';
import { toast, toastStore } from '../../src/components/toastStore';
import { ErrorState } from '../../src/components/ErrorState';
import { msg } from '../../src/text/messages';

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
