import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PopsicColumn } from '../features/popsic/PopsicColumn';
import { msg } from '../text/messages';
import { aTaskLater } from './earlyInput';
import { PageReady } from './pageReady';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';
import { DocumentTitle } from './routeTitle';
import { PageFallback } from './shell/PageFallback';
import { Shell } from './shell/Shell';

type PageModule = { default: ComponentType<Record<string, unknown>> };

/**
 * Every page module, each loaded on demand in its own chunk, so the home route ships only the shell and the
 * home page. The route table names a page by its path under src/features (decision 0082).
 */
const PAGE_MODULES = import.meta.glob<PageModule>('../features/**/*Page.tsx');

/** Each area's schemas (`src/schemas/<area>.ts`, the area being the page's folder under src/features). */
const AREA_SCHEMAS = import.meta.glob('../schemas/*.ts');

/**
 * The areas whose schemas are named otherwise than their folder. Without this, the campaigns' four notices,
 * the news and the leaderboard evaluated their schemas in the same task as their page (on `/ccr/contribute`,
 * zod's schemas with the campaign machine and MUI's fields: one task of 125 ms on a 4x slowed CPU).
 */
const SCHEMAS_NAMED_OTHERWISE: Readonly<Record<string, string>> = {
  campaigns: 'campaign',
  login: 'account',
  news: 'home',
  rank: 'points',
  usercenter: 'account',
  video: 'education',
};

/** The schema module of a page's area (`page` as the route table names it), as a key of AREA_SCHEMAS. */
export const areaSchemasOf = (page: string) => {
  const area = page.split('/')[0] ?? page;
  return `../schemas/${SCHEMAS_NAMED_OTHERWISE[area] ?? area}.ts`;
};

/** Whether `areaSchemasOf` names a module that exists (the route table's test checks every page). */
export const hasAreaSchemas = (page: string) => areaSchemasOf(page) in AREA_SCHEMAS;

/**
 * Whether the next page to load is the one the server drew: its code is evaluated as the page hydrates, and
 * Lighthouse counts each task past 50 ms after the first paint as blocking (issue 32).
 */
let firstOfServerPage =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr');

/**
 * A page's module, loaded on demand. For the page the server drew, its area's schemas first, a task before the
 * page: building a contest page's zod schemas and evaluating the page with xstate and its MUI parts were one
 * task of 128-195 ms on a 4x slowed CPU (decision 0091). Later pages load at once: their schemas come in the
 * page's request.
 */
const pageLoader = (page: string, load: () => Promise<PageModule>) => () => {
  if (!firstOfServerPage) return load();
  firstOfServerPage = false;
  const schemas = AREA_SCHEMAS[areaSchemasOf(page)];
  return schemas ? schemas().then(aTaskLater).then(load) : load();
};

const pages = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();
/** One lazy component per page module: two routes drawn by the same page keep it mounted between them. */
export function pageComponent(page: string) {
  let Page = pages.get(page);
  if (!Page) {
    const load = PAGE_MODULES[`../features/${page}.tsx`];
    if (!load) throw new Error(`The route table names a page that does not exist: src/features/${page}.tsx`);
    Page = lazy(pageLoader(page, load));
    pages.set(page, Page);
  }
  return Page;
}

const standalone = (page: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageFallback />}>
      {page}
      <PageReady />
    </Suspense>
  </RouteErrorBoundary>
);

const routeOf = ({ path, page, props, title }: RouteEntry): RouteObject => {
  const Page = pageComponent(page ?? 'misc/UnderConstructionPage');
  return {
    path,
    element: (
      <>
        <DocumentTitle title={title} />
        <Page {...props} />
      </>
    ),
    handle: { title },
  };
};

const ofLayout = (layout: RouteEntry['layout']) =>
  (ROUTE_TABLE as readonly RouteEntry[]).filter((r) => r.layout === layout).map(routeOf);

const NotFoundPage = pageComponent('misc/NotFoundPage');

/** The client's route table, built from ROUTE_TABLE (src/app/routeTable.ts). */
export const routes: RouteObject[] = [
  // The login callback runs in its own small window: no header or footer.
  ...ofLayout('standalone').map((r) => ({ ...r, element: standalone(r.element) })),
  {
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws shows the error inside the shell, with the menu still there.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          ...ofLayout(undefined),
          { element: <PopsicColumn />, children: ofLayout('popsicColumn') },
          {
            path: '*',
            element: (
              <>
                <DocumentTitle title={msg.app.notFoundTitle} />
                <NotFoundPage />
              </>
            ),
            handle: { title: msg.app.notFoundTitle },
          },
        ],
      },
    ],
  },
];

/** An address's first segment, as React Router compares it: decoded, not case-sensitive. */
function firstSegment(path: string) {
  const first = path.replace(/^\//, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** Whether a route's own path can match an address whose first segment is `segment` (`null`: one no path names). */
const mayMatch = ({ path }: RouteObject, segment: string | null) => {
  if (path === undefined) return true;
  const first = firstSegment(path);
  return first.startsWith(':') || first.startsWith('*') || first === segment;
};

/** The routes, less those whose path cannot match an address starting with `segment`; layouts kept if any child is. */
function candidates(tree: readonly RouteObject[], segment: string | null): RouteObject[] {
  return tree.flatMap((route) => {
    if (!mayMatch(route, segment)) return [];
    if (route.children === undefined) return [route];
    const children = candidates(route.children, segment);
    return children.length === 0 && route.path === undefined ? [] : [{ ...route, children }];
  });
}

/** The first segment of every route's path: any other address can only match the wildcard routes. */
const NAMED_SEGMENTS = new Set(
  (ROUTE_TABLE as readonly RouteEntry[]).map((r) => firstSegment(r.path)).filter((s) => !/^[:*]/.test(s)),
);
const candidatesBySegment = new Map<string | null, RouteObject[]>();

/**
 * The routes an address can match, by its first segment, made once per segment. React Router's `useRoutes`
 * flattens, ranks and tries the whole table on every render (45 routes; 50-100 ms on a phone's CPU while
 * hydrating, issue 32); given only the routes that share the address's first segment, it tries a handful.
 * The shapes of the trees it draws are unchanged, so the shell and a page stay mounted as before.
 */
export function routesFor(pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  const segment = NAMED_SEGMENTS.has(first) ? first : null;
  let found = candidatesBySegment.get(segment);
  if (found === undefined) {
    found = candidates(routes, segment);
    candidatesBySegment.set(segment, found);
  }
  return found;
}

/**
 * The route table in React Router's declarative mode (inside a BrowserRouter): the portal uses no loader
 * or action, and the data router cost 16 KB gzip of the entry and its start-up work on every page
 * (decision 0062). Each address's name goes to the document title.
 */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
