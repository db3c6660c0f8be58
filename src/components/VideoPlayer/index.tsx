/**
 * The video player, loaded lazily: importing this module costs nothing until a player renders, then
 * video.js and its styles are fetched (the home route must not grow).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { PLAYER_FRAME, PlayerPoster } from './PlayerPoster';

const loadPlayer = () => import('./VideoPlayer');
const LazyPlayer = lazy(loadPlayer);
/** Starts fetching the player and video.js (a hover or focus on a play button that will mount it). */
const warmPlayer = () => void loadPlayer().then(() => import('video.js'));

export type { VideoPlayerHandle, VideoPlayerProps } from './VideoPlayer';

/** What stands in for a player not built yet: its poster when it has one, else a 16:9 skeleton. */
export function PlayerPlaceholder({ poster }: { poster?: string | undefined }) {
  return poster ? (
    <Box sx={PLAYER_FRAME}>
      <PlayerPoster src={poster} />
    </Box>
  ) : (
    <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
  );
}

/**
 * A player's stand-in until the user asks for it (a facade, decision 0060): the poster and a play
 * button, named `label`. Pressing it is the page's cue to mount the VideoPlayer, playing; the player's
 * code is fetched as the pointer or focus reaches the button.
 */
export function PlayerFacade({
  poster,
  label,
  onPlay,
}: {
  poster?: string | undefined;
  label: string;
  onPlay: () => void;
}) {
  return (
    <ButtonBase
      onClick={onPlay}
      onPointerEnter={warmPlayer}
      onFocus={warmPlayer}
      aria-label={label}
      data-testid="player-facade"
      sx={{
        ...PLAYER_FRAME,
        display: 'block',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light' },
      }}
    >
      {poster ? <PlayerPoster src={poster} /> : null}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          display: 'grid',
          placeItems: 'center',
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          color: 'common.white',
        }}
      >
        <PlayArrowRounded sx={{ fontSize: 44 }} />
      </Box>
    </ButtonBase>
  );
}

export function VideoPlayer(props: ComponentProps<typeof LazyPlayer>) {
  return (
    <Suspense fallback={<PlayerPlaceholder poster={props.poster} />}>
      <LazyPlayer {...props} />
    </Suspense>
  );
}
