/**
 * Bundle benchmark: builds the client once and measures, from the bundler's own chunk graph,
 * the gzip size of the JS each route loads. The home route loads the entry chunk, the home route
 * chunk and everything they import statically.
 */
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';

export interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/** Modules that must never be in the home route's graph (issue #2 §11). */
export const HEAVY = [
  /pdfjs-dist/,
  /video\.js/,
  /tim-js-sdk/,
  /socket\.io-client/,
  /engine\.io-client/,
  /@mui\/x-date-pickers/,
  /yet-another-react-lightbox/,
  // Field data is off unless configured (src/app/fieldVitals.ts loads it then).
  /node_modules\/web-vitals/,
];

export async function collectChunks(): Promise<Map<string, ChunkInfo>> {
  const chunks = new Map<string, ChunkInfo>();
  const capture: Plugin = {
    name: 'bench-capture',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          code: item.code,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          moduleIds: item.moduleIds,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
        });
      }
    },
  };
  await build({ logLevel: 'warn', plugins: [capture] });
  return chunks;
}

export const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

/** A chunk plus everything it imports statically, transitively. */
export function staticClosure(chunks: Map<string, ChunkInfo>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

export const relative = (id: string) => id.replace(process.cwd() + '/', '');

export interface RouteSize {
  route: string;
  chunk: string;
  ownGzip: number;
  /** The route chunk plus its static imports that the entry does not already load. */
  extraGzip: number;
}

/**
 * @param homeModule the home route's lazily loaded page module
 * @param deferred modules the shell imports lazily but loads on every page right after first paint
 */
export function measureBundle(chunks: Map<string, ChunkInfo>, homeModule: RegExp, deferred: RegExp) {
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const entryClosure = staticClosure(chunks, [entry.fileName]);
  const routeChunks = [...chunks.values()].filter((c) => c.isDynamicEntry && c.facadeModuleId);
  const home = routeChunks.find((c) => homeModule.test(c.facadeModuleId ?? ''));
  if (!home) throw new Error('no home route chunk matches ' + homeModule);
  const homeClosure = staticClosure(chunks, [entry.fileName, home.fileName]);
  const deferredRoots = routeChunks
    .filter((c) => deferred.test(c.facadeModuleId ?? ''))
    .map((c) => c.fileName);
  const settledClosure = staticClosure(chunks, [entry.fileName, home.fileName, ...deferredRoots]);
  const sum = (names: Iterable<string>) =>
    [...names].reduce((n, f) => n + gzip(chunks.get(f)?.code ?? ''), 0);
  const heavyInHome = [...homeClosure]
    .flatMap((f) => chunks.get(f)?.moduleIds ?? [])
    .filter((id) => HEAVY.some((re) => re.test(id)))
    .map(relative);
  const routes: RouteSize[] = routeChunks
    .map((c) => {
      const closure = staticClosure(chunks, [c.fileName]);
      const extra = [...closure].filter((f) => !entryClosure.has(f));
      return {
        route: relative(c.facadeModuleId ?? c.fileName),
        chunk: c.fileName,
        ownGzip: gzip(c.code),
        extraGzip: sum(extra),
      };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip);
  return {
    entryGzip: sum(entryClosure),
    homeRouteGzip: sum(homeClosure),
    homeSettledGzip: sum(settledClosure),
    deferred: deferredRoots,
    homeChunks: [...homeClosure],
    heavyInHome,
    routes,
  };
}

/**
 * The gzip size of tests/bench/fixtures/stackFloor.tsx built alone for production: what any page of the
 * portal's stack loads before its own code (decision 0063).
 */
export async function stackFloorGzip(): Promise<number> {
  const entry = 'tests/bench/fixtures/stackFloor.tsx';
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, lib: { entry, formats: ['es'] } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; code?: string }[];
  }[];
  return outputs
    .flatMap((r) => r.output)
    .reduce((n, item) => n + (item.type === 'chunk' ? gzip(item.code ?? '') : 0), 0);
}
