import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HydrateWhenNear } from '../../components/HydrateWhenNear';
import { msg } from '../../text/messages';
import { Header } from './Header';
import { PageReady } from '../pageReady';
import { PageFallback } from './PageFallback';
import { useProfileSync } from './useProfileSync';
import { useScrollToTop } from './useScrollToTop';

// Below the fold on every page: it loads with the page instead of before it, and on a page the server drew
// React takes it over only when it comes near (issue 32).
const Footer = lazy(() => import('./Footer'));

/** The frame of every page but /wcLogin: header, the page, footer (000 §2.1). */
export function Shell() {
  useScrollToTop();
  useProfileSync();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 2000,
          '&:focus': { left: 16, top: 8, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {msg.app.skipToContent}
      </Box>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in (its loading state,
          then its data) never pushes it down in view (issue 12: Lighthouse measured CLS up to 0.49 on pages
          whose loading state is shorter than the screen; decision 0059). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          {/* `<html data-ready>` and the held early clicks once the page itself is the app's (issue 32). */}
          <PageReady />
        </Suspense>
      </Box>
      <HydrateWhenNear>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </HydrateWhenNear>
    </Box>
  );
}
