// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LikeInput, LikeOutput } from '../../machines/like.machine';
import { toastStore } from '../../src/components/toastStore';
import { CommentBox, LikeButton, useLike } from '../../src/components/worksViewer';
import { deferred } from './deferred';

afterEach(cleanup);
beforeEach(() => toastStore.clear());
const toasts = () => toastStore.getSnapshot().map((t) => `${t.kind}:${t.message}`);

/** The page's part: the like button, and the login dialog while the machine waits for it. */
function LikeHarness({ input, like }: { input: LikeInput; like: () => Promise<LikeOutput> }) {
  const [state, send] = useLike(input, like);
  return (
    <>
      <LikeButton state={state} send={send} />
      {state.matches('awaitingLogin') ? (
        <div role="dialog" aria-label="扫码登录">
          <button onClick={() => send({ type: 'like.loggedIn' })}>登录完成</button>
          <button onClick={() => send({ type: 'like.loginCancelled' })}>取消</button>
        </div>
      ) : null}
    </>
  );
}

describe('LikeButton over the like machine', () => {
  const heart = () => screen.getByTestId('like-button');
  const state = () => ({
    count: heart().textContent,
    pressed: heart().getAttribute('aria-pressed'),
    disabled: (heart() as HTMLButtonElement).disabled,
  });

  it('counts at once, is disabled while the like is on its way, and stays liked', async () => {
    const call = deferred<LikeOutput>();
    const like = vi.fn(() => call.promise);
    render(<LikeHarness input={{ liked: false, count: 7, loggedIn: true }} like={like} />);
    expect(state()).toEqual({ count: '7', pressed: 'false', disabled: false });
    expect(heart().getAttribute('aria-label')).toBe('点赞，已有7人点赞');

    fireEvent.click(heart());
    expect(state()).toEqual({ count: '8', pressed: 'true', disabled: true });
    // No second request while one runs.
    fireEvent.click(heart());
    expect(like).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve(undefined));
    expect(state()).toEqual({ count: '8', pressed: 'true', disabled: false });
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('rolls back on a refusal and shows the server message once', async () => {
    const call = deferred<LikeOutput>();
    render(<LikeHarness input={{ liked: false, count: 3, loggedIn: true }} like={() => call.promise} />);
    fireEvent.click(heart());
    expect(state().count).toBe('4');
    await act(async () => call.reject(new Error('点赞过于频繁，请稍后再试')));
    expect(state()).toEqual({ count: '3', pressed: 'false', disabled: false });
    expect(toasts()).toEqual(['error:点赞过于频繁，请稍后再试']);
  });

  it('asks a visitor to log in and goes on with the like after it', async () => {
    const like = vi.fn(async (): Promise<LikeOutput> => ({ count: 12 }));
    render(<LikeHarness input={{ liked: false, count: 10, loggedIn: false }} like={like} />);
    fireEvent.click(heart());
    expect(screen.getByRole('dialog', { name: '扫码登录' })).toBeTruthy();
    expect(like).not.toHaveBeenCalled();
    expect(state().count).toBe('10');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录完成' })));
    expect(like).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The server's count wins over the optimistic one.
    expect(state()).toEqual({ count: '12', pressed: 'true', disabled: false });
  });

  it('goes on with a pending like when the session says logged in (login finished elsewhere)', async () => {
    const like = vi.fn(async (): Promise<LikeOutput> => undefined);
    const { rerender } = render(
      <LikeHarness input={{ liked: false, count: 2, loggedIn: false }} like={like} />,
    );
    fireEvent.click(heart());
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () =>
      rerender(<LikeHarness input={{ liked: false, count: 2, loggedIn: true }} like={like} />),
    );
    expect(like).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state()).toEqual({ count: '3', pressed: 'true', disabled: false });
  });

  it('likes at once for a visitor who logged in before pressing', async () => {
    const like = vi.fn(async (): Promise<LikeOutput> => undefined);
    const { rerender } = render(
      <LikeHarness input={{ liked: false, count: 2, loggedIn: false }} like={like} />,
    );
    rerender(<LikeHarness input={{ liked: false, count: 2, loggedIn: true }} like={like} />);
    await act(async () => fireEvent.click(heart()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(like).toHaveBeenCalledTimes(1);
    expect(state().count).toBe('3');
  });

  it('sends nothing when the visitor cancels the login', () => {
    const like = vi.fn(async (): Promise<LikeOutput> => undefined);
    render(<LikeHarness input={{ liked: false, count: 10, loggedIn: false }} like={like} />);
    fireEvent.click(heart());
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(like).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state()).toEqual({ count: '10', pressed: 'false', disabled: false });
  });

  it('says 已点赞 and sends nothing on a work this user liked already', () => {
    const like = vi.fn(async (): Promise<LikeOutput> => undefined);
    render(<LikeHarness input={{ liked: true, count: 5, loggedIn: true }} like={like} />);
    expect(state()).toEqual({ count: '5', pressed: 'true', disabled: false });
    fireEvent.click(heart());
    expect(like).not.toHaveBeenCalled();
    expect(state().count).toBe('5');
    expect(toasts()).toEqual(['info:已点赞']);
  });
});

describe('CommentBox', () => {
  const box = () => screen.getByRole('textbox', { name: '发表评论' }) as HTMLTextAreaElement;
  const submit = () => screen.getByRole('button', { name: /^发表/ }) as HTMLButtonElement;
  const counter = () => screen.getByTestId('comment-counter').textContent;

  it('counts what is typed against the limit and stops at it', () => {
    render(<CommentBox onSubmit={async () => {}} maxLength={10} />);
    expect(counter()).toBe('0/10');
    expect(box().maxLength).toBe(10);
    fireEvent.change(box(), { target: { value: '科普作品很好' } });
    expect(counter()).toBe('6/10');
    fireEvent.change(box(), { target: { value: '一二三四五六七八九十十一' } });
    expect(box().value).toBe('一二三四五六七八九十');
    expect(counter()).toBe('10/10');
    expect(box().getAttribute('aria-describedby')).toBe(screen.getByTestId('comment-counter').id);
  });

  it('cannot send a blank comment', () => {
    const onSubmit = vi.fn(async () => {});
    render(<CommentBox onSubmit={onSubmit} maxLength={200} />);
    expect(submit().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '   \n ' } });
    expect(submit().disabled).toBe(true);
    fireEvent.submit(box().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears after a successful post', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<CommentBox onSubmit={onSubmit} maxLength={200} />);
    fireEvent.change(box(), { target: { value: '讲得很清楚' } });
    await act(async () => fireEvent.click(submit()));
    expect(onSubmit).toHaveBeenCalledWith('讲得很清楚');
    expect(box().value).toBe('');
    expect(counter()).toBe('0/200');
  });

  it('keeps the typed text when the post fails, and sends once while it runs', async () => {
    const call = deferred<void>();
    const onSubmit = vi.fn(() => call.promise);
    const { rerender } = render(<CommentBox onSubmit={onSubmit} maxLength={200} />);
    fireEvent.change(box(), { target: { value: '请问这个检查有辐射吗？' } });
    fireEvent.click(submit());
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('发表中…');
    fireEvent.submit(box().closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => call.reject(new Error('评论过于频繁')));
    rerender(<CommentBox onSubmit={onSubmit} maxLength={200} error="评论过于频繁" />);
    expect(box().value).toBe('请问这个检查有辐射吗？');
    expect(submit().disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('评论过于频繁');
  });

  it('starts from the given value, cut at the limit', () => {
    render(<CommentBox value="一二三四五六" onSubmit={async () => {}} maxLength={4} />);
    expect(box().value).toBe('一二三四');
    expect(counter()).toBe('4/4');
    cleanup();
    render(<CommentBox value="草稿" onSubmit={async () => {}} maxLength={200} />);
    expect(box().value).toBe('草稿');
    expect(counter()).toBe('2/200');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
