import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { msg } from '../../text/messages';
import { config } from '../config';
import { menuEntries } from './menuItems';
import { ShellWidth } from './ShellWidth';

const entries = menuEntries(config);

const itemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: { xs: 1.25, md: 1.5 },
  py: 1.25,
  color: 'primary.contrastText',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: 15,
  borderBottom: '3px solid transparent',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&.active': { borderBottomColor: '#ffffff', fontWeight: 600 },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: -2 },
} as const;

/** The header's menu bar: in-app routes and (when configured) external sites in a new tab. */
export function MainNav() {
  return (
    <Box component="nav" aria-label={msg.menu.mainNav} sx={{ bgcolor: 'primary.main' }}>
      <ShellWidth flushOnPhone>
        <Box
          component="ul"
          sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.kind === 'internal' ? (
                <Box component={NavLink} to={entry.to} end={entry.end} sx={itemSx}>
                  {entry.label}
                </Box>
              ) : (
                <Box component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={itemSx}>
                  {entry.label}
                  <ExternalMark />
                </Box>
              )}
            </li>
          ))}
        </Box>
      </ShellWidth>
    </Box>
  );
}

/** A small "opens elsewhere" arrow (inline, so the menu needs no icon component). */
function ExternalMark() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden focusable="false" style={{ opacity: 0.8 }}>
      <path
        fill="currentColor"
        d="M14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2z"
      />
    </svg>
  );
}
