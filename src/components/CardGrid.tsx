import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

/** Cards a row from each breakpoint up, e.g. `{ xs: 1, sm: 2, md: 3 }`. */
export type GridColumns = Partial<Record<Breakpoint, number>>;

const DEFAULT_COLUMNS: GridColumns = { xs: 1, sm: 2, md: 3 };

/** The grid's style, for a placeholder that must keep the same columns as the cards it stands for. */
export const cardGridSx = (columns: GridColumns = DEFAULT_COLUMNS, gap: ResponsiveStyleValue<number> = 2) =>
  ({
    display: 'grid',
    gap,
    gridTemplateColumns: Object.fromEntries(
      Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]),
    ),
    listStyle: 'none',
    p: 0,
    m: 0,
  }) as const;

export interface CardGridProps {
  /** Default one a row on a phone, 2 from sm, 3 from md. */
  columns?: GridColumns;
  /** Space between cards (theme spacing), one value or per breakpoint; default 2. */
  gap?: ResponsiveStyleValue<number>;
  /** A list (`ul`, each child an `li`) by default; `div` for placeholders. */
  component?: 'ul' | 'ol' | 'div';
  'aria-label'?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** Cards in equal responsive columns (cells never widen past their share: long words wrap). */
export function CardGrid({
  columns,
  gap,
  component = 'ul',
  children,
  ...rest
}: CardGridProps & Record<`data-${string}`, string | undefined>) {
  return (
    <Box component={component} sx={cardGridSx(columns, gap)} {...rest}>
      {children}
    </Box>
  );
}

/** Cards whose pictures are on a phone's first screen, whatever the grid's columns (issue 12). */
const FIRST_SCREEN_CARDS = 4;

/**
 * How the picture of the card at `index` loads: those on the first screen at once (one of them is the
 * page's largest element, its LCP: lazy loading would wait for layout), the first one first; the rest
 * when they come near.
 */
export const cardPictureLoading = (index: number) =>
  ({
    loading: index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
  }) as const;
