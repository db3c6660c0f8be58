import type { QueryClient } from '@tanstack/react-query';
import type { BUILT_ROUTES } from './routePaths';

/**
 * The queries that draw a route's largest picture (issue 12: Lighthouse's LCP element on `/`, `/institute`
 * and `/live` is an image named by the first answer). Without this, a page asks for its data only once React
 * has rendered it, so the request waits for the whole first render. Asked here as soon as the entry has run,
 * the answer comes back while React renders, and the page's own `useQuery` takes it from the cache (same
 * key) or joins the request still on its way. The options are loaded with the page's code (dynamic import),
 * so no route carries another route's schemas in its entry.
 */
const FIRST_DATA: Partial<Record<(typeof BUILT_ROUTES)[number], (client: QueryClient) => Promise<unknown>>> =
  {
    '/': async (client) => {
      const [{ slideshowQuery }, { topNewsQuery }] = await Promise.all([
        import('../api/home'),
        import('../features/home/homeQueries'),
      ]);
      return Promise.all([client.prefetchQuery(slideshowQuery()), client.prefetchQuery(topNewsQuery())]);
    },
    '/institute': async (client) => client.prefetchQuery((await import('../api/institute')).instituteQuery()),
    '/live': async (client) =>
      client.prefetchQuery((await import('../api/liveDiscussion')).liveSessionsQuery(1)),
  };

/**
 * Starts the first page's data requests. The promise settles when they have (it never rejects: a failure is
 * the page's to show, as before); the entry does not wait for it.
 */
export async function prefetchFirstData(client: QueryClient, pathname: string): Promise<void> {
  await FIRST_DATA[pathname as keyof typeof FIRST_DATA]?.(client).catch(() => undefined);
}
