import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PLAYBACK_RATES } from '../../../domain/watch';
import { videoMsg } from '../../text/video';
import { PLAYER_FRAME, PlayerPoster } from './PlayerPoster';

/** 001 §9: playback rates (domain/watch), 16:9. */

/** What the page can do with a mounted player. */
export interface VideoPlayerHandle {
  seekTo(seconds: number): void;
  currentTime(): number;
}

export interface VideoPlayerProps {
  src: string;
  /** MIME type of `src` (default from the extension: mp4, m3u8, else mp4). */
  type?: string;
  poster?: string;
  /** Where to start, seconds (applied once the metadata is known). */
  startAt?: number;
  /** Play as soon as it is ready: only when the user asked for it, e.g. a retried trial. */
  autoPlay?: boolean;
  /** Accessible name of the player region (video.js's own element). */
  label: string;
  onPlay?: () => void;
  onPause?: () => void;
  /** timeupdate: position and duration in seconds (duration 0 while unknown). */
  onTimeUpdate?: (position: number, duration: number) => void;
  /** The user (or the page) moved the position. */
  onSeeking?: (position: number) => void;
  onEnded?: () => void;
  onError?: (code: number) => void;
  /** Receives the handle once the player exists, and null when it is disposed. */
  handleRef?: (handle: VideoPlayerHandle | null) => void;
  sx?: SxProps<Theme>;
}

const typeOf = (src: string) => (/\.m3u8(\?|$)/i.test(src) ? 'application/x-mpegURL' : 'video/mp4');

type Player = ReturnType<typeof import('video.js').default>;

interface Source {
  src: string;
  type: string;
  poster?: string;
  startAt: number;
  autoPlay: boolean;
}

/** Once the source's metadata is known: the start position, and play when asked (a retried trial).
 * Earlier, video.js may queue play() for a `loadstart` that has already passed (and its
 * `autoplay: 'play'` misses it the same way); a refused play leaves the big play button. */
function whenLoaded(p: Player, s: Source) {
  p.one('loadedmetadata', () => {
    if (s.startAt > 0) p.currentTime(s.startAt);
    if (s.autoPlay) void p.play()?.catch(() => {});
  });
}

const sameSource = (a: Source, b: Source) =>
  a.src === b.src &&
  a.type === b.type &&
  a.poster === b.poster &&
  a.startAt === b.startAt &&
  a.autoPlay === b.autoPlay;

/** Loads `s` into the player unless it is what the player already has. */
function load(current: { p: Player; applied: Source }, s: Source) {
  if (sameSource(current.applied, s) || current.p.isDisposed()) return;
  current.applied = s;
  current.p.poster(s.poster ?? '');
  current.p.src({ src: s.src, type: s.type });
  whenLoaded(current.p, s);
}

/**
 * A video.js 8 player (design §1 components). video.js and its styles are imported dynamically, so only
 * pages that render a player download them. No autoplay unless asked (`autoPlay`); 16:9 fluid; the
 * spec's playback rates; labels in Chinese; one player per mount (a new source is loaded into it),
 * disposed on unmount. It knows nothing of education: it only reports what the video does.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { src, type, poster, startAt = 0, autoPlay = false, label, sx } = props;
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by the player's listeners (the player is created once per mount).
  const callbacks = useRef(props);
  /** The source the page asks for now (the player loads it when it differs from what it has). */
  const wantedRef = useRef<Source>({ src, type: type ?? typeOf(src), poster, startAt, autoPlay });
  useLayoutEffect(() => {
    callbacks.current = props;
    wantedRef.current = { src, type: type ?? typeOf(src), poster, startAt, autoPlay };
  });
  const player = useRef<{ p: Player; applied: Source } | null>(null);
  /** video.js has built its element (until then the poster stands in for it). */
  const [built, setBuilt] = useState(false);
  /** video.js may be fetched: once the poster is painted (or failed), at once without one or when asked
   * to play. The poster is the page's largest picture: video.js (about 200 KB) fetched beside it
   * delayed it by some 0.5 s on a slow phone network (issue 12). */
  const [mayLoad, setMayLoad] = useState(!poster || autoPlay);
  const posterSettled = () => setMayLoad(true);

  // One video.js player per mount: a new source is loaded into it (the works viewer switches files
  // without a new player), not a new player per source.
  useEffect(() => {
    let disposed = false;
    let created: Player | null = null;
    const container = host.current;
    if (!container || !mayLoad) return;

    void (async () => {
      const [{ default: videojs }, zh] = await Promise.all([
        import('video.js'),
        import('video.js/dist/lang/zh-CN.json'),
        import('video.js/dist/video-js.css'),
      ]);
      if (disposed) return;
      // video.js's zh-CN, completed with the labels it leaves in English (A6: every label Chinese).
      videojs.addLanguage('zh-CN', {
        ...(zh as { default: Record<string, string> }).default,
        ...videoMsg.playerLanguage,
      });
      const element = document.createElement('video-js');
      element.classList.add('vjs-big-play-centered');
      element.setAttribute('playsinline', '');
      container.appendChild(element);
      const first = wantedRef.current;
      const p = videojs(element, {
        controls: true,
        autoplay: false,
        // Only the metadata until the user plays: a phone does not download a video nobody started
        // (the first frame and the duration need no more; playing and seeking fetch ranges).
        preload: 'metadata',
        fluid: true,
        aspectRatio: '16:9',
        language: 'zh-CN',
        playbackRates: [...PLAYBACK_RATES],
        poster: first.poster || undefined,
        sources: [{ src: first.src, type: first.type }],
      });
      created = p;
      player.current = { p, applied: first };
      setBuilt(true);
      // video.js makes its element a region; it carries the page's name for it.
      p.el().setAttribute('aria-label', callbacks.current.label);
      const cb = () => callbacks.current;
      whenLoaded(p, first);
      p.on('play', () => cb().onPlay?.());
      p.on('pause', () => cb().onPause?.());
      p.on('timeupdate', () => cb().onTimeUpdate?.(p.currentTime() ?? 0, p.duration() || 0));
      p.on('seeking', () => cb().onSeeking?.(p.currentTime() ?? 0));
      p.on('ended', () => cb().onEnded?.());
      p.on('error', () => cb().onError?.(p.error()?.code ?? 0));
      cb().handleRef?.({
        seekTo: (seconds) => void p.currentTime(seconds),
        currentTime: () => p.currentTime() ?? 0,
      });
      // The page may have asked for another source while video.js was loading.
      load(player.current, wantedRef.current);
    })();

    return () => {
      disposed = true;
      player.current = null;
      callbacks.current.handleRef?.(null);
      if (created && !created.isDisposed()) created.dispose();
      container.replaceChildren();
    };
  }, [mayLoad]);

  // A new source (or start, or poster) goes into the same player.
  useEffect(() => {
    if (player.current) load(player.current, wantedRef.current);
  }, [src, type, poster, startAt, autoPlay]);
  useEffect(() => {
    player.current?.p.el().setAttribute('aria-label', label);
  }, [label]);

  return (
    <Box data-testid="video-player" sx={[PLAYER_FRAME, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* While video.js (about 200 KB) loads, the poster is already there: the page's largest picture
          is painted with the page, not after the player (issue 12). */}
      {built || !poster ? null : <PlayerPoster src={poster} onLoad={posterSettled} onError={posterSettled} />}
      <div ref={host} data-vjs-player="" />
    </Box>
  );
}

export default VideoPlayer;
