// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../src/components/toastStore';
import { TrainingLike } from '../../src/features/training/TrainingLike';
import { trainingVideoSchema } from '../../src/schemas/training';
import { educationMsg } from '../../src/text/education';
import { educationRulesMsg } from '../../src/text/educationRules';
import { trainingMsg } from '../../src/text/training';
import { toasts } from './sessionRender';
import { deferred } from './deferred';

const api = vi.hoisted(() => ({ like: vi.fn<(id: number, likeCount: number) => Promise<number>>() }));
vi.mock('../../src/api/training', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/training')>()),
  ...api,
}));

// Only what the like reads (the schema's defaults fill the rest).
const video = trainingVideoSchema.parse({ id: 4, topic: '肺结节的CT诊断', courseGroupId: 1, likeCount: 8 });

const heart = () => screen.getByRole('button', { name: /^点赞 \d+$/ }) as HTMLButtonElement;
const shown = () => ({
  name: heart().textContent,
  pressed: heart().getAttribute('aria-pressed'),
  disabled: heart().disabled,
});

beforeEach(() => {
  vi.clearAllMocks();
  toastStore.clear();
});
afterEach(cleanup);

describe('TrainingLike: the training detail page likes through the like machine', () => {
  it('counts at once, sends one count/plus for a double click, then the server count and 已点赞', async () => {
    const call = deferred<number>();
    api.like.mockReturnValueOnce(call.promise);
    render(<TrainingLike video={video} loggedIn />);
    expect(shown()).toEqual({ name: trainingMsg.likes(8), pressed: 'false', disabled: false });

    fireEvent.click(heart());
    fireEvent.click(heart());
    expect(api.like).toHaveBeenCalledTimes(1);
    expect(api.like).toHaveBeenCalledWith(4, 9);
    expect(shown()).toEqual({ name: trainingMsg.likes(9), pressed: 'true', disabled: true });

    await act(async () => call.resolve(11));
    expect(shown()).toEqual({ name: trainingMsg.likes(11), pressed: 'true', disabled: false });
    expect(toasts()).toEqual([educationMsg.hearted]);
  });

  it('a refused like rolls back with the server message, and may be pressed again', async () => {
    const call = deferred<number>();
    api.like.mockReturnValueOnce(call.promise);
    render(<TrainingLike video={video} loggedIn />);
    fireEvent.click(heart());
    await act(async () => call.reject(new Error('点赞失败，请稍后再试')));
    expect(shown()).toEqual({ name: trainingMsg.likes(8), pressed: 'false', disabled: false });
    expect(toasts('error')).toEqual(['点赞失败，请稍后再试']);
    expect(toasts('success')).toEqual([]);

    api.like.mockResolvedValueOnce(9);
    await act(async () => fireEvent.click(heart()));
    expect(api.like).toHaveBeenLastCalledWith(4, 9);
    expect(shown().pressed).toBe('true');
  });

  it('asks a visitor to log in and sends nothing', () => {
    render(<TrainingLike video={video} loggedIn={false} />);
    fireEvent.click(heart());
    expect(toasts()).toEqual([educationRulesMsg.loginRequired]);
    expect(api.like).not.toHaveBeenCalled();
    expect(shown()).toEqual({ name: trainingMsg.likes(8), pressed: 'false', disabled: false });
  });
});
