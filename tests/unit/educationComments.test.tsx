// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../src/api/session';
import { createQueryClient } from '../../src/app/queryClient';
import { toastStore } from '../../src/components/toastStore';
import CommentBoard from '../../src/features/education/CommentBoard';
import HeartButton from '../../src/features/education/HeartButton';
import { commentSchema } from '../../src/schemas/education';
import { userSchema } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import { educationMsg } from '../../src/text/education';
import { educationRulesMsg } from '../../src/text/educationRules';

const api = vi.hoisted(() => ({
  commentList: vi.fn(),
  addComment: vi.fn(),
  hotGet: vi.fn(),
  hotAdd: vi.fn(),
}));
vi.mock('../../src/api/education', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/education')>();
  // The query options call the fetcher inside their own module: point them at the mock too.
  return {
    ...real,
    ...api,
    hotQuery: (videoId: string) => ({
      ...real.hotQuery(videoId),
      queryFn: () => api.hotGet(videoId, { silent: true }),
    }),
  };
});

const comment = (id: number, text: string) =>
  commentSchema.parse({
    id,
    text,
    youthVideoId: 5,
    radioUserName: `用户${id}`,
    createTime: '2025-05-05 08:00:00',
  });

const renderWith = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => {
  vi.clearAllMocks();
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('CommentBoard', () => {
  it('lists only non-empty comments under 留言板(n), or 暂无评论', async () => {
    api.commentList.mockResolvedValueOnce([comment(1, '讲得好'), comment(2, '   '), comment(3, '👍')]);
    renderWith(<CommentBoard videoId="5" />);
    await screen.findByText(educationMsg.board(2));
    expect(screen.getByText('讲得好')).toBeTruthy();
    cleanup();
    api.commentList.mockResolvedValueOnce([]);
    renderWith(<CommentBoard videoId="6" />);
    await screen.findByText(msg.misc.noComments);
    expect(screen.getByText(educationMsg.board(0))).toBeTruthy();
  });

  it('sends a comment with emoji, refuses a blank one, keeps the text when the call fails', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
    api.commentList.mockResolvedValue([]);
    renderWith(<CommentBoard videoId="5" />);
    const box = await screen.findByLabelText(educationMsg.commentLabel);

    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: educationMsg.commentSend }));
    expect(screen.getByText(educationRulesMsg.commentRequired)).toBeTruthy();
    expect(api.addComment).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, '很有收获');
    await user.click(screen.getByRole('button', { name: educationMsg.emojiInsert('👍') }));
    api.addComment.mockRejectedValueOnce(new Error('评论失败'));
    await user.click(screen.getByRole('button', { name: educationMsg.commentSend }));
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith('5', '很有收获👍'));
    expect((box as HTMLTextAreaElement).value).toBe('很有收获👍');

    api.addComment.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: educationMsg.commentSend }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(toastStore.getSnapshot().at(-1)?.message).toBe(educationMsg.commentSent);
  });

  it('asks a visitor to log in before commenting', async () => {
    const user = userEvent.setup();
    api.commentList.mockResolvedValue([]);
    renderWith(<CommentBoard videoId="5" />);
    await user.type(await screen.findByLabelText(educationMsg.commentLabel), '你好');
    await user.click(screen.getByRole('button', { name: educationMsg.commentSend }));
    expect(toastStore.getSnapshot().at(-1)?.message).toBe(educationRulesMsg.loginRequired);
    expect(api.addComment).not.toHaveBeenCalled();
  });
});

describe('HeartButton', () => {
  it('shows the count and adds one heart for a logged-in user', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
    api.hotGet.mockResolvedValueOnce({ heartCount: 9, hearted: 0 });
    api.hotGet.mockResolvedValueOnce({ heartCount: 10, hearted: 1 });
    api.hotAdd.mockResolvedValueOnce(undefined);
    renderWith(<HeartButton videoId="5" />);
    await user.click(await screen.findByRole('button', { name: educationMsg.heart(9) }));
    expect(api.hotAdd).toHaveBeenCalledWith('5');
    const after = await screen.findByRole('button', { name: educationMsg.heart(10) });
    expect(after.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to log in', async () => {
    const user = userEvent.setup();
    api.hotGet.mockResolvedValueOnce({ heartCount: 3, hearted: 0 });
    renderWith(<HeartButton videoId="5" />);
    await user.click(await screen.findByRole('button', { name: educationMsg.heart(3) }));
    expect(toastStore.getSnapshot().at(-1)?.message).toBe(educationRulesMsg.loginRequired);
    expect(api.hotAdd).not.toHaveBeenCalled();
  });

  // The like machine (the one way to like): one hot/add at a time, the count at once, a refusal rolled back.
  it('counts at once and sends one hot/add for a double click', async () => {
    setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
    api.hotGet.mockResolvedValueOnce({ heartCount: 9, hearted: 0 });
    api.hotGet.mockResolvedValueOnce({ heartCount: 12, hearted: 1 });
    let settle!: () => void;
    api.hotAdd.mockReturnValueOnce(new Promise<void>((resolve) => (settle = resolve)));
    renderWith(<HeartButton videoId="5" />);
    const heart = await screen.findByRole('button', { name: educationMsg.heart(9) });
    fireEvent.click(heart);
    fireEvent.click(heart);
    expect(api.hotAdd).toHaveBeenCalledTimes(1);
    const counted = screen.getByRole('button', { name: educationMsg.heart(10) });
    expect(counted.getAttribute('aria-pressed')).toBe('true');
    expect((counted as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle());
    // The server's count (hot/get asked again) wins over ours.
    await screen.findByRole('button', { name: educationMsg.heart(12) });
    expect(api.hotAdd).toHaveBeenCalledTimes(1);
  });

  it('a refused heart rolls back with the server message', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
    api.hotGet.mockResolvedValueOnce({ heartCount: 4, hearted: 0 });
    api.hotAdd.mockRejectedValueOnce(new Error('点赞失败，请稍后再试'));
    renderWith(<HeartButton videoId="5" />);
    await user.click(await screen.findByRole('button', { name: educationMsg.heart(4) }));
    await waitFor(() => expect(toastStore.getSnapshot().at(-1)?.message).toBe('点赞失败，请稍后再试'));
    const heart = screen.getByRole('button', { name: educationMsg.heart(4) });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect((heart as HTMLButtonElement).disabled).toBe(false);
  });
});
