import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Read by screen readers, not shown (pixels: in `sx` a bare 1 means 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Text for screen readers only, e.g. "opens in a new window" inside a link, a hidden `status`, or a heading
 * that names a list the page shows without one (`component="h2"`).
 */
export function VisuallyHidden({
  children,
  role,
  component = 'span',
}: {
  children: ReactNode;
  role?: 'status';
  component?: 'span' | 'h1' | 'h2';
}) {
  return (
    <Box component={component} role={role} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
