import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CarouselDots } from './CarouselDots';
import { useCarousel } from './useCarousel';

export interface CarouselProps<T> {
  items: readonly T[];
  intervalMs: number;
  /** The carousel's name, also the dots' group name. */
  label: string;
  /** The stage's proportions, e.g. '16 / 9' (a responsive value is allowed). */
  aspectRatio: string | Record<string, string>;
  /** The stage's colour while a picture loads. */
  background: string;
  keyOf: (item: T, i: number) => string | number;
  /** The name of slide `i` (第n张 …). */
  slideLabel: (item: T, i: number) => string;
  /** The slide's content; `current` is false for a hidden slide (take it out of the tab order). */
  renderSlide: (item: T, i: number, current: boolean) => ReactNode;
  testId?: string;
}

/**
 * The portal's one rotating carousel (home banner, top news, the contest's works): slides that fade into
 * each other on a stage of fixed proportions (no layout shift), the dots below, the rotation held while
 * the pointer or focus is inside and while the tab is hidden (useCarousel over realtime/carousel).
 */
export function Carousel<T>({
  items,
  intervalMs,
  label,
  aspectRatio,
  background,
  keyOf,
  slideLabel,
  renderSlide,
  testId,
}: CarouselProps<T>) {
  const { index, pick, holdProps } = useCarousel(items.length, intervalMs);
  return (
    <Box {...holdProps}>
      <Box
        sx={{ position: 'relative', aspectRatio, borderRadius: 2, overflow: 'hidden', bgcolor: background }}
        data-testid={testId}
        data-index={index}
      >
        {items.map((item, i) => {
          const current = i === index;
          return (
            <Box
              key={keyOf(item, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(item, i)}
              aria-current={current ? 'true' : undefined}
              aria-hidden={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                transition: 'opacity 600ms ease',
                pointerEvents: current ? 'auto' : 'none',
              }}
            >
              {renderSlide(item, i, current)}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <CarouselDots count={items.length} index={index} onPick={pick} label={label} />
      </Box>
    </Box>
  );
}
