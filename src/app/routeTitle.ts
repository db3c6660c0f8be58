import { useEffect, useState } from 'react';
import { matchRoutes, useParams, type Location, type RouteObject } from 'react-router-dom';
import { documentTitle, nameNow, type RouteTitle as RouteTitleSpec } from './routeTable';

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
 * page shows (undefined while it is in an area's texts not yet loaded). The tests check the route table and
 * the server's page titles against it.
 */
export function routeTitle(
  routes: RouteObject[],
  location: Partial<Location> | string,
): string | null | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const title = (m.route.handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return nameNow(title, m.params);
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
 * every navigation and hydration: issue 32). A name in the area's texts (decision 0087) is set once they
 * have loaded: the page beside it imports them, so they have by the time it shows, or a moment after. The
 * title of a page the server rendered stays as it came (a news item's own title rather than 新闻详情) until
 * the visitor moves on.
 */
export function DocumentTitle({ title }: { title?: RouteTitleSpec }) {
  const params = useParams();
  const name = nameNow(title, params);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    keepServerTitle ??= serverRendered();
    if (keepServerTitle) {
      keepServerTitle = false;
      return;
    }
    if (name !== undefined) {
      document.title = documentTitle(name);
      return;
    }
    // Drawn again once the texts have loaded, and named then: not if the visitor has moved on (this page is
    // gone), and not at all if they fail to load (the page, which imports them, shows its error).
    if (typeof title === 'object')
      title.load().then(
        () => setLoaded((n) => n + 1),
        () => undefined,
      );
  }, [name, title]);
  return null;
}
