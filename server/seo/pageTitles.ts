import {
  documentTitle,
  loadRouteTitles,
  ROUTE_TABLE,
  type PageName,
  type RouteEntry,
} from '../../src/app/routeTable';
import { msg } from '../../src/text/messages';

// The names kept in the areas' texts (decision 0087), loaded once, when the server starts.
await loadRouteTitles();

/**
 * Each client route's name, from the route table the client's router is built from (src/app/routeTable.ts,
 * plain data the server may import: decision 0082), names in an area's texts included.
 */
export const PAGE_TITLES: [path: string, title: PageName | null][] = (
  ROUTE_TABLE as readonly RouteEntry[]
).map((r) => [r.path, (typeof r.title === 'object' ? r.title.loaded : r.title) ?? null]);

/** The document title of a route's page: "{page} · {portal}", the portal's name alone for the home page. */
export const pageTitle = (title: PageName | null, params: Record<string, string>) =>
  documentTitle(typeof title === 'function' ? title(params) : title);

/** An address no route names: the client's not-found page. */
export const NOT_FOUND_TITLE = documentTitle(msg.app.notFoundTitle);
