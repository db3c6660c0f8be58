import { useEffect } from 'react';
import { matchRoutes, useParams, type Location, type RouteObject } from 'react-router-dom';
import { documentTitle, type RouteTitle as RouteTitleSpec } from './routeTable';

export { documentTitle };

/**
 * What a route says about itself (`handle` in the route table): its name, for the document title.
 * A name that depends on the address (a category page) is a function of the route's params.
 */
export interface RouteHandle {
  title?: RouteTitleSpec;
}

/**
 * The name of the deepest route matching `location` that has one: what `DocumentTitle` beside that route's
 * page shows. The tests check the route table and the server's page titles against it.
 */
export function routeTitle(routes: RouteObject[], location: Partial<Location> | string): string | null {
  const matches = matchRoutes(routes, location) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const title = (m.route.handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return typeof title === 'function' ? title(m.params) : title;
  }
  return null;
}

/** The page came rendered by the server (issue 32), whose title names its item (decision 0071). */
const serverRendered = () => document.getElementById('root')?.hasAttribute('data-ssr') === true;

/** Whether the next title set is the first since the app took over a page the server drew. */
let keepServerTitle: boolean | null = null;

/**
 * Keeps `document.title` on the current route's name (one mechanism for every page; 0019). Drawn beside each
 * route's page (src/app/routes.tsx), so the name comes from the route React Router matched for the page,
 * not from matching the address against the whole table a second time (about 10 ms of main thread on
 * every navigation and hydration: issue 32). The title of a page the server rendered stays as it came (a
 * news item's own title rather than 新闻详情) until the visitor moves on.
 */
export function DocumentTitle({ title }: { title?: RouteTitleSpec }) {
  const params = useParams();
  const text = documentTitle(
    title === undefined ? null : typeof title === 'function' ? title(params) : title,
  );
  useEffect(() => {
    keepServerTitle ??= serverRendered();
    if (keepServerTitle) {
      keepServerTitle = false;
      return;
    }
    document.title = text;
  }, [text]);
  return null;
}
