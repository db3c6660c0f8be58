/**
 * The app: providers, router and routes, drawn into #root or hydrating the server's HTML there. Loaded by
 * src/app/main.tsx (at once, or after the first paint of a page the server drew).
 */
import './zodConfig';
import { startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { showApiErrorsAsToasts } from './apiErrorToasts';
import { config } from '../config';
import { reportFieldVitals } from './fieldVitals';
import { prefetchFirstData } from './firstData';
import { mobileRedirectTarget } from './mobile';
import { AppProviders } from './providers';
import { queryClient } from './queryClient';
import { AppRoutes } from './routes';
import { nextTask } from './earlyInput';
import { clientStyleCache } from './styleCache';
import { portalTheme } from './theme';

export { whenPageReady } from './pageReady';

/**
 * Starts the app. Called by the entry once this module has loaded, in a task of its own: evaluating the app's
 * code is one long task already, and what starts it (the theme, the handed-over query cache, hydration's
 * first slice) is kept out of it, each part a task apart (issue 32: Lighthouse counts every task past 50 ms
 * after the first paint as blocking time).
 */
export function start(): void {
  const mobileTarget = mobileRedirectTarget(navigator.userAgent, config.mobileSiteUrl);
  if (mobileTarget !== null) {
    window.location.replace(mobileTarget);
    return;
  }
  showApiErrorsAsToasts();
  reportFieldVitals(config.fieldVitals);
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing from index.html');
  const app = (
    <CacheProvider value={clientStyleCache()}>
      <AppProviders client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
  // The first render as a transition, so React renders it in slices that yield to the browser between
  // them instead of one long task (issue 12: Lighthouse's blocking time on /institute fell from about
  // 550 ms to 240 ms, median of 3; decision 0055).
  const serverState = document.getElementById('ssr-state');
  if (root.hasAttribute('data-ssr') && serverState !== null) {
    // The server drew this page (issue 32): its query cache comes with it, and React takes over its HTML.
    // zod (through the answers' envelope, which every page's API module imports), fetched beside the page's chunk
    // rather than after it: evaluated in a task of its own, not in the one that evaluates the page (on /journal,
    // 120 ms together on a 4x CPU). Not `import('zod')`: all of zod's exports would then be kept.
    void import('../schemas/common');
    // The cache, the theme and hydration's first slice a task apart (each 35-45 ms on a phone's CPU).
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
    nextTask(() => {
      portalTheme();
      nextTask(() =>
        startTransition(() => {
          hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
        }),
      );
    });
  } else {
    void prefetchFirstData(queryClient, window.location.pathname, window.location.search);
    const client = createRoot(root);
    startTransition(() => client.render(app));
  }
}

/** Logged with a fixed prefix, so the e2e suite can fail on any (tests/e2e/routes.spec.ts). */
function reportHydrationError(error: unknown) {
  console.error('[hydration]', error);
}
