import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { documentTitle, type RouteTitle } from './routeTable';

export { documentTitle };

/**
 * What a route says about itself (`handle` in the route table): its name, for the document title.
 * A name that depends on the address (a category page) is a function of the route's params.
 */
export interface RouteHandle {
  title?: RouteTitle;
}

/** The name of the deepest route matching `location` that has one. */
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

/**
 * Keeps `document.title` on the current route's name (one mechanism for every page; 0019). The title of
 * a page the server rendered stays as it came (a news item's own title rather than 新闻详情) until the
 * visitor moves on.
 */
export function RouteTitle({ routes }: { routes: RouteObject[] }) {
  const title = documentTitle(routeTitle(routes, useLocation()));
  const keepServerTitle = useRef<boolean | null>(null);
  useEffect(() => {
    keepServerTitle.current ??= serverRendered();
    if (keepServerTitle.current) {
      keepServerTitle.current = false;
      return;
    }
    document.title = title;
  }, [title]);
  return null;
}
