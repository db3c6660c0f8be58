import './zodConfig';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { answerOnServerWith } from '../api/client';
import { sanitizeWith } from '../components/RichText';
import { prefetchFirstData } from './firstData';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';
import { SERVER_CLASSES_LABEL, STYLE_KEY } from './styleCache';

export interface RenderedPage {
  /** #root's content. */
  html: string;
  /** The styles the page uses, as `<style data-emotion>` elements for the head. */
  styles: string;
  /** The query cache the page was drawn from, for the client to start with (no second request). */
  state: DehydratedState;
}

/**
 * The server's render of a page (issue 32), built by `vite build --ssr` into `dist/.ssr/` and called by
 * server/web/ssr.ts. The same tree as src/app/boot.tsx, with a static router and a query cache of its own
 * per request, filled by the page's first data (src/app/firstData.ts). Visitors only: the session is read
 * through `useSyncExternalStore`, whose server snapshot is "nobody", so nothing personal is ever rendered
 * here, and the client hydrates the same visitor's page before it shows its own session.
 */
export function setUpServerRendering(transport: typeof fetch) {
  answerOnServerWith(transport);
  // RichText's DOMPurify, the same sanitiser as in the browser, on a window of its own.
  sanitizeWith(DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));
}

/** Renders after which the page's newly named queries are no longer asked (a chain this deep is a bug). */
const MAX_ROUNDS = 4;

/**
 * Renders the page, asks what its render named (every query a component built and nothing fetched: the
 * page's own `useQuery`s, enabled ones only), and renders again with the answers, until a render names
 * nothing new. So every public page brings its data without a list of them to keep. A failed question is
 * dropped before the last render: the client asks it again and shows its error, as both renders agree on
 * "loading" for it.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://ssr.invalid');
  const client = createQueryClient();
  await prefetchFirstData(client, pathname, search);
  // MUI's styles collected instead of written inline before each element: ninety-odd <style> elements in
  // the body made the browser recompute styles while parsing, and again when emotion moved them to the
  // head. The client's default cache (key `css`) finds them in the head and inserts none of them again.
  // A cache of its own for each render: what the last one holds is exactly what the returned page drew.
  let styleCache = newStyleCache();
  const page = () => (
    <CacheProvider value={styleCache}>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
  const asked = new Set<string>();
  for (let round = 1; ; round++) {
    styleCache = newStyleCache();
    let html = renderToString(page());
    // A page whose code has not loaded in this process yet renders its Suspense fallback (`<!--$!-->`): one
    // prerender waits for it (its output, with the inline scripts the CSP refuses, is dropped, decision
    // 0055), then the plain render finds it loaded.
    if (html.includes('<!--$!-->')) {
      await prerender(page());
      styleCache = newStyleCache();
      html = renderToString(page());
    }
    const named = client
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          q.state.fetchStatus === 'idle' &&
          typeof q.options.queryFn === 'function' &&
          (q.options as { enabled?: unknown }).enabled !== false &&
          !asked.has(q.queryHash),
      );
    if (named.length === 0 || round === MAX_ROUNDS) return finished(html, styleCache, client);
    for (const q of named) asked.add(q.queryHash);
    await Promise.all(
      named.map((q) => client.prefetchQuery({ queryKey: q.queryKey, queryFn: q.options.queryFn })),
    );
    client.removeQueries({ predicate: (q) => q.state.status === 'error' });
  }
}

/**
 * The page, the styles its HTML uses (one element per global style, then one for the classes, the head's last)
 * and its data. The style elements are marked as in place (`data-s`, emotion's own mark): the client's emotion
 * cache moves every server style element it finds unmarked to the end of the head, and each move made the
 * browser parse its rules again and recompute the page's styles (20-40 ms on a 4x slowed CPU, issue 32). The
 * classes' element is labelled so that no cache moves it either (`SERVER_CLASSES_LABEL`, decision 0095).
 */
function finished(html: string, styleCache: EmotionCache, client: QueryClient): RenderedPage {
  const styles = createEmotionServer(styleCache);
  const chunks = styles.extractCriticalToChunks(html);
  // Emotion puts the classes' chunk last, after one chunk per global style.
  const classes = chunks.styles.at(-1);
  if (classes?.key === styleCache.key) {
    classes.ids.push(...composedStyleNames(html, styleCache));
    classes.key = SERVER_CLASSES_LABEL;
  }
  return {
    html,
    styles: styles
      .constructStyleTagsFromChunks(chunks)
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion='),
    state: dehydrate(client),
  };
}

const newStyleCache = () => {
  const cache = createCache({ key: STYLE_KEY });
  cache.compat = true;
  return cache;
};

/**
 * The names of the styles that only went into other styles: an MUI part drawn through another one (a
 * Button through ButtonBase) serialises its own layer, a class no element carries, and passes it down to be
 * merged into the class the element gets. Their rules are in that class already, so none is sent; but a
 * client that is not told of them serialises and inserts each again while it hydrates (the work page's four
 * buttons: 59 rules through stylis in one 56 ms commit on a 4x slowed CPU, issue 32). Named among the classes'
 * element's names, they are in place for emotion (decision 0094). Not where a part of the page was left to the
 * client (`<!--$!-->`): what its render began would be named too, and drawn later without its styles.
 */
function composedStyleNames(html: string, styleCache: EmotionCache): string[] {
  if (html.includes('<!--$!-->')) return [];
  const prefix = `${styleCache.key}-`;
  return Object.keys(styleCache.registered)
    .filter((className) => className.startsWith(prefix) && !html.includes(className))
    .map((className) => className.slice(prefix.length))
    .filter((name) => styleCache.inserted[name] !== undefined);
}
