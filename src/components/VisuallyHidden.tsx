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

/** Text for screen readers only, e.g. "opens in a new window" inside a link, or a hidden `status`. */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <Box component="span" role={role} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
