import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { msg } from '../../text/messages';
import { config } from '../../config';
import { menuEntries } from './menuItems';
import { ShellWidth } from './ShellWidth';

const entries = menuEntries(config);
const LIST_ID = 'main-nav-list';

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
  // A phone's list is a column of full-width rows a thumb can hit (48 px); the desktop strip is one row.
  width: { xs: '100%', md: 'auto' },
  minHeight: { xs: 48, md: 0 },
  boxSizing: 'border-box',
  borderBottom: '3px solid transparent',
  // Darker, not lighter: white text keeps its contrast (≥ 4.5:1) under the pointer.
  '&:hover': { bgcolor: 'primary.dark' },
  '&.active': { borderBottomColor: '#ffffff', fontWeight: 600 },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: -2 },
} as const;

/**
 * The header's menu bar: in-app routes and (when configured) external sites in a new tab. From `md` up it
 * is one strip; below (phones, small tablets: eleven entries do not fit) a 菜单 button opens the same list
 * as a column of full-width rows, and closes it when an entry is chosen (docs/decisions/0019).
 */
export function MainNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box
      component="nav"
      aria-label={msg.menu.mainNav}
      sx={{ bgcolor: 'primary.main' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          document.getElementById(`${LIST_ID}-toggle`)?.focus();
        }
      }}
    >
      <ShellWidth flushOnPhone>
        <ButtonBase
          id={`${LIST_ID}-toggle`}
          aria-expanded={open}
          aria-controls={LIST_ID}
          onClick={() => setOpen((o) => !o)}
          sx={{ ...itemSx, display: { xs: 'flex', md: 'none' }, justifyContent: 'flex-start', gap: 1 }}
        >
          <MenuMark open={open} />
          {msg.menu.openMenu}
        </ButtonBase>
        <Box
          component="ul"
          id={LIST_ID}
          sx={{
            display: { xs: open ? 'flex' : 'none', md: 'flex' },
            flexDirection: { xs: 'column', md: 'row' },
            listStyle: 'none',
            m: 0,
            p: 0,
            overflowX: { md: 'auto' },
            borderTop: { xs: '1px solid rgba(255,255,255,0.25)', md: 'none' },
          }}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.kind === 'internal' ? (
                <Box component={NavLink} to={entry.to} end={entry.end} sx={itemSx} onClick={close}>
                  {entry.label}
                </Box>
              ) : (
                <Box
                  component="a"
                  href={entry.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={itemSx}
                  onClick={close}
                >
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

/** Three bars, or a cross while the list is open (inline, so the menu needs no icon component). */
function MenuMark({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d={
          open
            ? 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z'
            : 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'
        }
      />
    </svg>
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
