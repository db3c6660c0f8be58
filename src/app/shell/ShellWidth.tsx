import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The shell's content width (as a `lg` Container: 1200 px, 16/24 px gutters), without Container's code. */
export function ShellWidth({
  children,
  flushOnPhone = false,
}: {
  children: ReactNode;
  flushOnPhone?: boolean;
}) {
  return (
    <Box
      // The column every page's content keeps to (the route sweep, tests/e2e/routes.spec.ts, measures it).
      data-shell-column={flushOnPhone ? undefined : ''}
      sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: flushOnPhone ? 0 : 2, sm: 3 } }}
    >
      {children}
    </Box>
  );
}
