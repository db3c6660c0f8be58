import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { inspectorWanted, xstateInspect } from './scripts/xstateInspect';
import { routePreloads } from './scripts/routePreloads';
import { staticShell } from './scripts/staticShell';
import { lazyMuiDefaultTheme } from './scripts/lazyMuiDefaultTheme';

/** Packages of one page or dialog, kept out of the shared vendor chunks (see the vendor group). */
const PAGE_ONLY_PACKAGES = /node_modules[\\/](@mui[\\/]x-date-pickers|video\.js)[\\/]/;

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The server's render (issue 32): `vite build --ssr src/app/ssr.tsx` builds it into dist/.ssr/ (a dot
 * directory: never served, server/web/static.ts).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  // React, MUI and the rest bundled in their production builds: the server process's NODE_ENV does not
  // decide how pages render (jsdom, the sanitiser's window, stays a package of Node's).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, external: ['jsdom'] },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: false, minify: false },
});

export default defineConfig(({ command, mode, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        // VITE_XSTATE_INSPECT=1 in the dev server only: the XState inspector (scripts/xstateInspect.ts).
        plugins: [
          react(),
          ...(inspectorWanted(command, loadEnv(mode, process.cwd(), 'VITE_')) ? [xstateInspect()] : []),
          // index.html paints the header's first row before any JavaScript has run.
          staticShell(),
          // MUI's default theme, which no page of the portal reads, built only if something does (issue 32).
          lazyMuiDefaultTheme(),
          // dist/route-preloads.json: the chunks each route's page needs, named in its index.html by the server.
          routePreloads(),
          // Brotli (best) and gzip (best) beside every text asset of the build, served as they are by the
          // server (@fastify/static preCompressed): the best compression, paid once at build time (issue 12).
          compression({
            include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
            threshold: 512,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
          }),
        ],
        server: {
          port: 5173,
          proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true }, '/media': apiTarget },
        },
        build: {
          outDir: 'dist',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          // The module-preload polyfill is an inline script, which the Content-Security-Policy refuses
          // (server/http/headers.ts); every supported browser preloads modules natively.
          modulePreload: {
            polyfill: false,
            // A chunk loaded on demand brings its stylesheets, not `<link rel=modulepreload>`s for its
            // scripts: each link the loader appends is a resource request started from script, and on a
            // page the server drew those came as two long tasks after the first paint (the app's 12 links
            // 76 ms, the page's 190 ms on a 4x slowed CPU; issue 32). The browser fetches a chunk's imports
            // itself once the chunk arrives: one round trip more, off the main thread.
            resolveDependencies: (_chunk, deps) => deps.filter((dep) => dep.endsWith('.css')),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                // zod in a chunk of its own, loaded with the first API call: left to itself, the bundler merged
                // it into the chunk of the (zod-free) session store, which the entry imports, and every first
                // paint paid 27 KB for it (src/app/zodConfig.ts sets zod's config without importing it).
                groups: [
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
                  // web-vitals loads only where field data is switched on (src/app/fieldVitals.ts); merged into a
                  // neighbour by the group below, it came with every page's shared chunk (3.4 KB gzip on `/`).
                  { name: 'web-vitals', test: /node_modules[\\/]web-vitals[\\/]/, priority: 20 },
                  // rxjs by the set of pages that use it, merged only with rxjs: merged with a small set of MUI parts, the
                  // home page's carousel brought InputAdornment and through it the text field's 38 KB (decision 0093).
                  {
                    name: 'rxjs',
                    test: /node_modules[\\/]rxjs[\\/]/,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 9_000,
                    priority: 15,
                  },
                  // Packages in chunks by the set of pages that use them, small sets merged into a neighbour:
                  // the MUI parts a page needs arrive in a few chunks instead of some sixty 1–3 KB files, each a
                  // request of its own on a slow phone network (decision 0055).
                  {
                    name: 'vendor',
                    // Not the date pickers (one dialog uses them) nor video.js (the player's own chunk): left to
                    // the default splitting, they stay with the code that imports them. Merged here, /popsic
                    // carried the date pickers (58 KB gzip) and /specialist waited for video.js's stylesheet,
                    // render-blocking, before its first paint (issue 12).
                    test: (id: string) => /node_modules/.test(id) && !PAGE_ONLY_PACKAGES.test(id),
                    entriesAware: true,
                    entriesAwareMergeThreshold: 9_000,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      },
);
