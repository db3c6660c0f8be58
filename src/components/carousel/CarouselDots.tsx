import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { msg } from '../../text/messages';

/** One button per slide (第n张); the current one is pressed. */
export function CarouselDots({
  count,
  index,
  onPick,
  label,
}: {
  count: number;
  index: number;
  onPick: (i: number) => void;
  label: string;
}) {
  if (count < 2) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          onClick={() => onPick(i)}
          aria-label={msg.home.slide(i + 1)}
          aria-pressed={i === index}
          sx={{
            width: i === index ? 24 : 10,
            height: 10,
            borderRadius: 5,
            bgcolor: i === index ? 'primary.main' : 'rgba(29,111,165,0.3)',
            transition: 'width 200ms, background-color 200ms',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
          }}
        />
      ))}
    </Box>
  );
}
