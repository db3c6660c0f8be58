import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const EXTERNAL = /^(https?:)?\/\//i;

/** A slide's or item's jump address: in-app paths route, other sites open in a new tab; none = no link. */
export function JumpLink({
  href,
  children,
  label,
  tabIndex,
  sx,
}: {
  href: string;
  children: ReactNode;
  label?: string;
  tabIndex?: number;
  sx?: SxProps<Theme>;
}) {
  if (href.trim() === '') return <Box sx={sx}>{children}</Box>;
  if (EXTERNAL.test(href)) {
    return (
      <Box
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        tabIndex={tabIndex}
        sx={sx}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={href} aria-label={label} tabIndex={tabIndex} sx={sx}>
      {children}
    </Box>
  );
}
