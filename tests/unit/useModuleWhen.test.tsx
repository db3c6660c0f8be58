// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../src/components/toastStore';
import { useModuleWhen } from '../../src/components/useModuleWhen';
import { msg } from '../../src/text/messages';

const Part = () => null;

afterEach(() => toastStore.clear());

describe('useModuleWhen', () => {
  it('fetches nothing until wanted, then gives the module and keeps it when no longer wanted', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const { result, rerender } = renderHook(({ wanted }) => useModuleWhen(load, wanted, () => {}), {
      initialProps: { wanted: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.part).toBeNull();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.part).toBe(Part));
    rerender({ wanted: false });
    rerender({ wanted: true });
    expect(result.current.part).toBe(Part);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch says 加载失败 and calls onFailed; the next time it is wanted it is asked again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Part });
    const onFailed = vi.fn();
    const { result, rerender } = renderHook(({ wanted }) => useModuleWhen(load, wanted, onFailed), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([msg.app.loadFailed]);
    expect(result.current.part).toBeNull();
    act(() => rerender({ wanted: false }));
    act(() => rerender({ wanted: true }));
    await waitFor(() => expect(result.current.part).toBe(Part));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
