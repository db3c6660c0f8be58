// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_RATES } from '../../domain/watch';
import VideoPlayer, { type VideoPlayerHandle } from '../../src/components/VideoPlayer/VideoPlayer';

beforeAll(() => {
  // jsdom has no media playback: enough of HTMLMediaElement for video.js to set up.
  Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: () => {} });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', {
    configurable: true,
    value: () => 'maybe',
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const videoElement = () => screen.getByRole('region', { name: '视频播放器' }).querySelector('video');

describe('VideoPlayer', () => {
  it('builds a video.js player without autoplay, with the spec rates, reports events and disposes on unmount', async () => {
    const onPlay = vi.fn();
    const onTimeUpdate = vi.fn();
    const onEnded = vi.fn();
    const handles: Array<VideoPlayerHandle | null> = [];
    const view = render(
      <VideoPlayer
        src="/media/video/test-pattern.mp4"
        label="视频播放器"
        onPlay={onPlay}
        onTimeUpdate={onTimeUpdate}
        onEnded={onEnded}
        handleRef={(h) => handles.push(h)}
      />,
    );
    await waitFor(() => expect(videoElement()).not.toBeNull(), { timeout: 10_000 });
    const video = videoElement()!;
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('src') ?? video.querySelector('source')?.getAttribute('src')).toContain(
      'test-pattern.mp4',
    );
    await waitFor(() => expect(handles.at(-1)).toBeTruthy());
    // The rate menu offers exactly 0.7, 1, 1.5, 2 (video.js lists them highest first).
    const rates = [...document.querySelectorAll('.vjs-playback-rate .vjs-menu-item-text')].map(
      (e) => e.textContent,
    );
    expect(rates).toEqual([...PLAYBACK_RATES].reverse().map((r) => `${r}x`));
    // Chinese throughout, including the labels video.js's own zh-CN leaves in English (issue 11 A6).
    expect(document.querySelector('.vjs-play-control')?.getAttribute('title')).toBe('播放');
    expect(document.querySelector('[class*="vjs-skip-backward"]')?.getAttribute('title')).toBe('快退');
    expect(document.querySelector('[class*="vjs-skip-forward"]')?.getAttribute('title')).toBe('快进');
    // 16:9 fluid.
    expect(document.querySelector('.video-js')?.classList.contains('vjs-fluid')).toBe(true);

    act(() => {
      video.dispatchEvent(new Event('play'));
      video.dispatchEvent(new Event('timeupdate'));
      video.dispatchEvent(new Event('ended'));
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onTimeUpdate).toHaveBeenCalledWith(0, 0);
    expect(onEnded).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(handles.at(-1)).toBeNull();
    expect(document.querySelector('.video-js')).toBeNull();
  });

  it('loads a new source into the same player (the works viewer switches files), and the poster with it', async () => {
    const handles: Array<VideoPlayerHandle | null> = [];
    const view = render(
      <VideoPlayer
        src="/media/a.mp4"
        poster="/a.png"
        label="视频播放器"
        handleRef={(h) => handles.push(h)}
      />,
    );
    fireEvent.error(screen.getByTestId('player-poster'));
    await waitFor(() => expect(videoElement()).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(handles.at(-1)).toBeTruthy());
    const shell = document.querySelector('.video-js');
    const source = () => {
      const v = videoElement()!;
      return v.getAttribute('src') ?? v.querySelector('source')?.getAttribute('src');
    };
    expect(source()).toContain('/media/a.mp4');

    view.rerender(
      <VideoPlayer
        src="/media/b.webm"
        type="video/webm"
        poster="/b.png"
        label="视频播放器"
        handleRef={(h) => handles.push(h)}
      />,
    );
    await waitFor(() => expect(source()).toContain('/media/b.webm'));
    // The same video.js player: no second one, none disposed, the handle never withdrawn.
    expect(document.querySelector('.video-js')).toBe(shell);
    expect(document.querySelectorAll('.video-js')).toHaveLength(1);
    expect(handles.filter((h) => h === null)).toHaveLength(0);
    expect(document.querySelector('.vjs-poster img')?.getAttribute('src') ?? '').toContain('/b.png');
    view.unmount();
    expect(handles.at(-1)).toBeNull();
  });

  it('shows the poster at once, fetched first, fetches video.js only once it is painted, and shows it until video.js has built the player, which preloads only the metadata', async () => {
    // The test's clock: time passes while the poster has not loaded.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    render(<VideoPlayer src="/media/a.mp4" poster="/cover.png" label="视频播放器" />);
    // Before video.js has loaded: the poster stands in for the player.
    const stand = screen.getByTestId('player-poster');
    expect(stand.getAttribute('src')).toBe('/cover.png');
    expect(stand.getAttribute('fetchpriority')).toBe('high');
    expect(document.querySelector('video')).toBeNull();
    // video.js is not fetched beside the poster, the page's largest picture: only once it is painted.
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.dynamicImportSettled();
    expect(document.querySelector('.video-js')).toBeNull();
    vi.useRealTimers();
    fireEvent.load(stand);
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByTestId('player-poster')).toBeNull();
    expect(document.querySelector('.vjs-poster img')?.getAttribute('src') ?? '').toContain('/cover.png');
    // A phone downloads no video nobody started.
    expect(videoElement()!.getAttribute('preload')).toBe('metadata');
  });

  it('builds the player at once, poster or not, when asked to play (the user pressed play)', async () => {
    render(<VideoPlayer src="/media/a.mp4" poster="/cover.png" autoPlay label="视频播放器" />);
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull(), { timeout: 10_000 });
  });

  it('has no stand-in without a poster', () => {
    render(<VideoPlayer src="/media/a.mp4" label="视频播放器" />);
    expect(screen.queryByTestId('player-poster')).toBeNull();
  });
});
