import { documentTitle, ROUTE_TABLE, type RouteEntry, type RouteTitle } from '../../src/app/routeTable';
import { msg } from '../../src/text/messages';

/**
 * Each client route's name, from the route table the client's router is built from (src/app/routeTable.ts,
 * plain data the server may import: decision 0082).
 */
export const PAGE_TITLES: [path: string, title: RouteTitle | null][] = (
  ROUTE_TABLE as readonly RouteEntry[]
).map((r) => [r.path, r.title ?? null]);

/** The document title of a route's page: "{page} · {portal}", the portal's name alone for the home page. */
export const pageTitle = (title: RouteTitle | null, params: Record<string, string>) =>
  documentTitle(typeof title === 'function' ? title(params) : title);

/** An address no route names: the client's not-found page. */
export const NOT_FOUND_TITLE = documentTitle(msg.app.notFoundTitle);
