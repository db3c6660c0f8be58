import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { DETAIL_HEADS, detailTitle, idOf } from './details';
import type { Head } from './head';
import { LIST_JSON_LD } from './listHeads';
import { NOT_FOUND_TITLE, PAGE_TITLES, pageTitle } from './pageTitles';

interface Route {
  path: string;
  parts: string[];
  title: (typeof PAGE_TITLES)[number][1];
}

/** The route table's paths, literal ones first (/educourse/series before /edu/:vType), as the client's router. */
const ROUTES: Route[] = PAGE_TITLES.map(([path, title]) => ({ path, parts: path.split('/'), title })).sort(
  (a, b) => a.parts.filter((p) => p.startsWith(':')).length - b.parts.filter((p) => p.startsWith(':')).length,
);

/** The route a path opens and its parameters; case-insensitive and a trailing slash allowed, as the client. */
export function matchRoute(path: string): { route: Route; params: Record<string, string> } | null {
  const parts = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  for (const route of ROUTES) {
    if (route.parts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = route.parts.every((part, i) => {
      const value = parts[i]!;
      if (part.startsWith(':')) {
        if (value === '') return false;
        try {
          params[part.slice(1)] = decodeURIComponent(value);
        } catch {
          params[part.slice(1)] = value;
        }
        return true;
      }
      return part.toLowerCase() === value.toLowerCase();
    });
    if (ok) return { route, params };
  }
  return null;
}

const pageHead = (title: string, path: string): Head => ({
  title,
  description: msg.app.fullName,
  path,
  type: 'website',
});

/**
 * The head of the page a path opens (decision 0071): an item's own for a detail page (404 when there is
 * no such item or the id is malformed), the route's name otherwise. The same for every visitor: only
 * public data, never the request's user or Host.
 */
export async function headFor(ctx: AppContext, path: string): Promise<Head> {
  const match = matchRoute(path);
  // An address no route names: the client's not-found page, answered 404 and kept out of the index.
  if (!match) return { ...pageHead(NOT_FOUND_TITLE, path), notFound: true, noindex: true };
  const { route, params } = match;
  const canonical = route.parts
    .map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)]!) : part))
    .join('/');
  const detail = DETAIL_HEADS[route.path];
  if (detail) {
    const id = idOf(params[detail.param]);
    const item = id === null ? null : await detail.head(ctx, id, canonical);
    if (!item) return { ...pageHead(NOT_FOUND_TITLE, canonical), notFound: true, noindex: true };
    const { name, ...head } = item;
    return { ...head, title: detailTitle(name) };
  }
  const head = pageHead(pageTitle(route.title, params), canonical);
  const jsonLd = LIST_JSON_LD[route.path];
  return jsonLd ? { ...head, jsonLd: await jsonLd(ctx, route.path) } : head;
}
