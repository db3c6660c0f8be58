// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchedOf, type WatchRecordParams } from '../../machines/watchProgress.machine';
import { useWatchProgress, type WatchProgress, type WatchRecordCalls } from '../../src/features/player';
import { trainingWatchInput } from '../../src/features/training/trainingWatch';

afterEach(cleanup);

/** Fake calls of one kind of video: a saved record at 12 s, and what was saved and flushed. */
function fakeCalls() {
  const saved: WatchRecordParams[] = [];
  const flushed: WatchRecordParams[] = [];
  const calls: WatchRecordCalls = {
    load: () => Promise.resolve({ watchPosition: 12, maxPosition: 12, completed: 0 }),
    save: (r) => {
      saved.push(r);
      return Promise.resolve();
    },
    flush: (r) => void flushed.push(r),
  };
  return { calls, saved, flushed };
}

function Probe({ calls, onWatch }: { calls: WatchRecordCalls; onWatch: (w: WatchProgress) => void }) {
  onWatch(useWatchProgress(calls, trainingWatchInput(7)));
  return null;
}

async function mounted(calls: WatchRecordCalls) {
  let watch: WatchProgress | undefined;
  const view = render(<Probe calls={calls} onWatch={(w) => (watch = w)} />);
  await vi.waitFor(() => expect(watch!.actor.getSnapshot().matches('loading')).toBe(false));
  return { view, watch: watch! };
}

describe('useWatchProgress (one hook for education and training)', () => {
  it('resumes at the saved position and flushes the last position when the component unmounts', async () => {
    const { calls, flushed } = fakeCalls();
    const { view, watch } = await mounted(calls);
    expect(watch.actor.getSnapshot().context.resumeAt).toBe(12);
    act(() => {
      watch.actor.send({ type: 'player.play' });
      watch.actor.send({ type: 'player.time', position: 20, duration: 60 });
    });
    expect(flushed).toEqual([]);
    // "Watched" has one source, the machine: 95 % of a training video.
    expect(watchedOf(watch.actor.getSnapshot())).toBe(false);
    act(() => watch.actor.send({ type: 'player.time', position: 56, duration: 60 }));
    expect(watchedOf(watch.actor.getSnapshot())).toBe(false);
    act(() => watch.actor.send({ type: 'player.time', position: 57, duration: 60 }));
    expect(watchedOf(watch.actor.getSnapshot())).toBe(true);
    act(() => watch.actor.send({ type: 'player.time', position: 20, duration: 60 }));
    view.unmount();
    expect(flushed).toEqual([{ videoId: 7, watchPosition: 20, maxPosition: 57, completed: 1 }]);
    expect(watch.actor.getSnapshot().status).toBe('stopped');
  });

  it('flushes on pagehide and when the tab is hidden, and stops listening once unmounted', async () => {
    const { calls, flushed } = fakeCalls();
    const { view, watch } = await mounted(calls);
    act(() => {
      watch.actor.send({ type: 'player.play' });
      watch.actor.send({ type: 'player.time', position: 30, duration: 60 });
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(flushed.map((r) => r.watchPosition)).toEqual([30]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flushed.map((r) => r.watchPosition)).toEqual([30, 30]);
    view.unmount();
    expect(flushed).toHaveLength(3);
    window.dispatchEvent(new Event('pagehide'));
    expect(flushed).toHaveLength(3);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });
});
