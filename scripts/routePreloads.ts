import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTE_TABLE, type RouteEntry } from '../src/app/routeTable';

/**
 * Preload the current route's chunk (issue 12). A page loads lazily, so without help the browser learns
 * of its chunk only once the entry has downloaded and run: one more round trip before anything of the
 * page can show. This build step writes `dist/route-preloads.json` (each route path with the chunks its
 * page needs beyond the entry), and the server names them in the index.html it answers for that path
 * (`<link rel="modulepreload">`, server/web/routePreloads.ts): page and entry download together.
 *
 * The path → page pairs come from the route table (src/app/routeTable.ts), which names each page by its
 * module under src/features; tests/unit/routePreloads.test.ts checks each of them is a file.
 */

export interface RouteModule {
  path: string;
  /** Absolute path of the page module the route renders. */
  module: string;
}

export interface RoutePreload {
  path: string;
  /** Chunk URLs beyond those the entry and the app already load. */
  files: string[];
  /**
   * The styles the page's chunks (and the app's) import, as URLs: named as stylesheets in the page's HTML,
   * so a page the server drew is styled before any script runs (its CSS modules' cards would otherwise
   * show unstyled, then shift when the app loads them).
   */
  css: string[];
}

/** `dist/route-preloads.json`. */
export interface RoutePreloads {
  /**
   * The app the entry loads with `import()` (src/app/main.tsx: at once on a page the client draws, after
   * the first paint on one the server drew), and what it imports: named on every page the client draws,
   * so it downloads with the entry instead of after it.
   */
  app: string[];
  routes: RoutePreload[];
}

/** Each built route with its page module (the module of its lazily loaded chunk). */
export const routeModules = (root: string): RouteModule[] =>
  (ROUTE_TABLE as readonly RouteEntry[]).flatMap(({ path, page }) =>
    page ? [{ path, module: join(root, 'src/features', `${page}.tsx`) }] : [],
  );

interface ChunkLike {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

function closure(chunks: Map<string, ChunkLike>, root: string): string[] {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The app the entry imports (its static imports beyond the entry's own) and, for each route, its page
 * chunk and that chunk's static imports neither the entry nor the app already load.
 */
export function routePreloadsOf(routes: RouteModule[], chunkList: ChunkLike[]): RoutePreloads {
  const chunks = new Map(chunkList.map((c) => [c.fileName, c]));
  const entry = chunkList.find((c) => c.isEntry);
  const entryFiles = new Set(entry ? closure(chunks, entry.fileName) : []);
  const app = [...new Set((entry?.dynamicImports ?? []).flatMap((f) => closure(chunks, f)))].filter(
    (f) => !entryFiles.has(f),
  );
  const loaded = new Set([...entryFiles, ...app]);
  const url = (f: string) => `/${f}`;
  const cssOf = (files: string[]) => [
    ...new Set(files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])])),
  ];
  const appFiles = [...entryFiles, ...app];
  return {
    app: app.map(url),
    routes: routes.flatMap(({ path, module }) => {
      const page = chunkList.find((c) => c.facadeModuleId === module);
      if (!page) return [];
      const pageFiles = closure(chunks, page.fileName);
      return [
        {
          path,
          files: pageFiles.filter((f) => !loaded.has(f)).map(url),
          css: cssOf([...appFiles, ...pageFiles]).map(url),
        },
      ];
    }),
  };
}

export function routePreloads(root = fileURLToPath(new URL('..', import.meta.url))): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routePreloadsOf(routeModules(root), chunks)),
      });
    },
  };
}
