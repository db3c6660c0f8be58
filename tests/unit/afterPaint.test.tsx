// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from '../../src/components/AfterPaint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterPaint', () => {
  it('shows the placeholder in the frame it is mounted in, and its children only after that frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    // The test's clock: time passes without a frame.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <AfterPaint placeholder={<p>占位</p>}>
        <p>留言板</p>
      </AfterPaint>,
    );
    expect(screen.getByText('占位')).toBeTruthy();
    // However long it waits, nothing comes before the frame.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByText('留言板')).toBeNull();
    vi.useRealTimers();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    // The frame's paint comes before the task queued from it: still the placeholder in that frame.
    expect(screen.queryByText('留言板')).toBeNull();
    expect(await screen.findByText('留言板')).toBeTruthy();
    expect(screen.queryByText('占位')).toBeNull();
  });

  it('asks for nothing once unmounted before the frame', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const view = render(
      <AfterPaint placeholder={null}>
        <p>留言板</p>
      </AfterPaint>,
    );
    view.unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
