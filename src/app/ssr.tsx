import './zodConfig';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { answerOnServerWith } from '../api/client';
import { sanitizeInWindow } from '../components/RichText';
import { prefetchFirstData } from './firstData';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';

export interface RenderedPage {
  /** #root's content. */
  html: string;
  /** The query cache the page was drawn from, for the client to start with (no second request). */
  state: DehydratedState;
}

/**
 * The server's render of a page (issue 32), built by `vite build --ssr` into `dist/.ssr/` and called by
 * server/web/ssr.ts. The same tree as src/app/main.tsx, with a static router and a query cache of its own
 * per request, filled by the page's first data (src/app/firstData.ts). Visitors only: the session is read
 * through `useSyncExternalStore`, whose server snapshot is "nobody", so nothing personal is ever rendered
 * here, and the client hydrates the same visitor's page before it shows its own session.
 */
export function setUpServerRendering(transport: typeof fetch) {
  answerOnServerWith(transport);
  // RichText's DOMPurify, the same sanitiser as in the browser, on a window of its own.
  sanitizeInWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://ssr.invalid');
  const client = createQueryClient();
  await prefetchFirstData(client, pathname, search);
  const page = () => (
    <AppProviders client={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  let html = renderToString(page());
  // A page whose code has not loaded in this process yet renders its Suspense fallback (`<!--$!-->`): one
  // prerender waits for it (its output, with the inline scripts the CSP refuses, is dropped, decision 0055),
  // then the plain render finds it loaded.
  if (html.includes('<!--$!-->')) {
    await prerender(page());
    html = renderToString(page());
  }
  return { html, state: dehydrate(client) };
}
