import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { safeRedirectPath } from '../../schemas/redirect';

const EXTERNAL = /^(https?:)?\/\//i;

/**
 * A slide's or item's jump address: http(s) sites open in a new tab, same-site paths route (only what
 * safeRedirectPath accepts: `/\evil` would leave the site), anything else (none, `javascript:`) is no link.
 */
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
  const path = safeRedirectPath(href.trim());
  if (path === null) return <Box sx={sx}>{children}</Box>;
  return (
    <Box component={RouterLink} to={path} aria-label={label} tabIndex={tabIndex} sx={sx}>
      {children}
    </Box>
  );
}
