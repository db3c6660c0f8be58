/** The player's frame (001 §9: 16:9), black as video.js draws it: the player, its poster and its facade. */
export const PLAYER_FRAME = {
  width: '100%',
  aspectRatio: '16 / 9',
  bgcolor: 'common.black',
  position: 'relative',
} as const;

/**
 * The video's poster as a plain picture, standing in for the player until video.js has built it: it is
 * fetched first (`fetchPriority="high"`: on a video page it is the largest thing on the first screen) and
 * shown as video.js shows its poster (contained, on black). Decorative: the player carries the name.
 */
export function PlayerPoster({
  src,
  onLoad,
  onError,
}: {
  src: string;
  onLoad?: () => void;
  onError?: () => void;
}) {
  return (
    <img
      src={src}
      onLoad={onLoad}
      onError={onError}
      alt=""
      fetchPriority="high"
      data-testid="player-poster"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}
