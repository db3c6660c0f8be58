import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { scriptJson } from '../seo/escape';

export interface RenderedPage {
  html: string;
  styles: string;
  state: unknown;
}
interface ServerEntry {
  setUpServerRendering(transport: typeof fetch): void;
  renderPage(url: string): Promise<RenderedPage>;
}

/** A render that takes longer than this is dropped: the visitor gets the page the client draws, as before. */
const RENDER_BUDGET_MS = 2_000;

/**
 * The page's styles at the end of the head, its HTML in #root (replacing the static first paint), its state
 * after it. Without the app's preloads: the page is readable before any script runs, and src/app/main.tsx
 * loads the app only after the first paint; preloaded at high priority, the scripts came before the
 * page's images and, having arrived, ran before its first paint (issue 32, decision 0077).
 */
export const withRendered = (page: string, rendered: RenderedPage): string =>
  page
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', () => `${rendered.styles}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_all, end: string) =>
        `<div id="root" data-ssr="">${rendered.html}</div>` +
        `<script type="application/json" id="ssr-state">${scriptJson(rendered.state)}</script>${end}`,
    );

/**
 * The API as the server's render asks it: in-process through `inject` (no socket, no second origin),
 * as a visitor (no token is ever passed on).
 */
const injectTransport =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    const { pathname, search } = new URL(target, 'http://ssr.invalid');
    const r = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: pathname + search,
      headers: { accept: 'application/json' },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') headers.set(k, v);
    return new Response(r.statusCode === 204 || r.statusCode === 304 ? null : r.body, {
      status: r.statusCode,
      headers,
    });
  };

/**
 * The server's render of a page, when the build made one (`dist/.ssr/ssr.js`, `npm run build`), else
 * null: the client draws every page, as before issue 32. A render that fails or runs past its budget
 * answers null too (logged), so a visitor always gets a page.
 */
export async function loadRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<((url: string) => Promise<RenderedPage | null>) | null> {
  const file = join(resolve(distDir), '.ssr', 'ssr.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setUpServerRendering(injectTransport(app));
  return async (url) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_BUDGET_MS);
    });
    try {
      const rendered = await Promise.race([entry.renderPage(url), late]);
      if (rendered === null) app.log.warn({ url }, 'server render over its budget');
      return rendered;
    } catch (e) {
      app.log.error(e, 'server render failed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
