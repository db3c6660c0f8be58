/**
 * The app: providers, router and routes, drawn into #root or hydrating the server's HTML there. Loaded by
 * src/app/main.tsx (at once, or after the first paint of a page the server drew).
 */
import './zodConfig';
import { startTransition } from 'react';
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

export { whenPageReady } from './pageReady';

const mobileTarget = mobileRedirectTarget(navigator.userAgent, config.mobileSiteUrl);

if (mobileTarget !== null) {
  window.location.replace(mobileTarget);
} else {
  showApiErrorsAsToasts();
  reportFieldVitals(config.fieldVitals);
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing from index.html');
  const app = (
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // The first render as a transition, so React renders it in slices that yield to the browser between
  // them instead of one long task (issue 12: Lighthouse's blocking time on /institute fell from about
  // 550 ms to 240 ms, median of 3; decision 0055).
  const serverState = document.getElementById('ssr-state');
  if (root.hasAttribute('data-ssr') && serverState !== null) {
    // The server drew this page (issue 32): its query cache comes with it, and React takes over its HTML.
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
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
