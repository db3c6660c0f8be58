import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HEADER_HEIGHT_VAR } from '../../components/belowHeader';
import { msg } from '../../text/messages';
import { BrandMark } from './BrandMark';
import { MainNav } from './MainNav';
import { ShellWidth } from './ShellWidth';

// The account area brings the login machines, dialogs and the API client: it loads right after the first paint.
const AvatarArea = lazy(() => import('./AvatarArea'));

/** The header: the institute's name, the account area and the menu bar (000 §2.1). */
export function Header() {
  // Sticky parts of a page (the exam's timer bar) sit below the sticky header: its height, kept in a
  // CSS variable, follows the menu bar when it wraps on a narrow screen.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEADER_HEIGHT_VAR, `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);
  return (
    <Box
      ref={ref}
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ShellWidth>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 56, md: 64 } }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={msg.app.brandHome}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'primary.dark',
              textDecoration: 'none',
            }}
          >
            <BrandMark />
            <Box component="span" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700, letterSpacing: 1 }}>
              {msg.app.name}
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Suspense fallback={<Box sx={{ width: 72, height: 36 }} />}>
            <AvatarArea />
          </Suspense>
        </Box>
      </ShellWidth>
      <MainNav />
    </Box>
  );
}
