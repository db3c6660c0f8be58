import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { escapeXml } from '../media/svg';
import { fail } from '../http/reply';
import { headFor } from '../seo/pageHead';
import { headTags, withHead } from '../seo/head';
import { hasTokenCookie } from '../../domain/session';
import { DISALLOWED } from '../seo/robots';
import { routePreloadPages } from './routePreloads';
import { createRenderCache } from './renderCache';
import { finishedPage, pickEncoding, type FinishedPage } from './finishedPage';
import { loadRenderer, withRendered } from './ssr';
import { defineArea } from '../area';

/** How many rendered pages are kept (renderCache.ts; for how long: config.renderCacheMs). */
const RENDERS_KEPT = 500;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that belong to the server, never to the client's router. */
const SERVER_PATHS = /^\/(api|media|socket\.io)(\/|$)/;

const distMissingPage = () =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeXml(msg.app.name)}</title></head>` +
  `<body style="font-family:sans-serif;padding:48px"><p>${escapeXml(msg.app.distMissing)}</p></body></html>`;

/**
 * The built client (DIST_DIR) with a history fallback: a GET that is not for the server's own paths and
 * not a file answers index.html, so /newsDetail/12 opens in the browser. Without a build, a short hint.
 */
export function staticRoutes(app: FastifyInstance, { config, ...ctx }: AppContext) {
  const root = resolve(config.distDir);
  const hasDist = existsSync(join(root, 'index.html'));
  // index.html is answered per route (its page's chunks named when the build listed them, and its own
  // head), compressed on the way out by @fastify/compress.
  const pageFor = hasDist ? routePreloadPages(root) : null;
  const index = hasDist ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  // The server's render of public pages (issue 32), unless switched off (SERVER_RENDER=0), once built.
  const renderer =
    hasDist && config.serverRender
      ? loadRenderer(app, root).catch((e: unknown) => {
          app.log.error(e, 'the server render could not be loaded; pages are drawn by the client');
          return null;
        })
      : Promise.resolve(null);
  // A rendered page is kept whole (head, render, ETag, compressed forms): the next visitor's answer is a lookup.
  const renders = createRenderCache<FinishedPage>({
    ttlMs: config.renderCacheMs,
    max: RENDERS_KEPT,
    now: Date.now,
  });
  // Any write the API accepted may change what a page shows.
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) renders.clear();
  });
  /**
   * Visitors only: someone logged in (the session's cookie) gets the page the client draws, with their own
   * data, as before issue 32. Personal pages (robots.txt's list) stay drawn by the client too. A
   * request may ask for the page the client draws (`X-Portal-Render: client`): the e2e tests that hold or
   * fail a page's first call in the browser do, to see its loading and error states.
   */
  const rendersOnServer = (request: FastifyRequest, path: string) =>
    request.headers['x-portal-render'] !== 'client' &&
    !hasTokenCookie(request.headers.cookie) &&
    !DISALLOWED.some((p) => path.startsWith(p));
  if (hasDist) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      // One route per built file, listed at start (dist does not change while the server runs): a page's
      // address goes straight to its handler. With the catch-all route every page request first looked for
      // a file of that name (a stat and a directory read: most of a kept page's cost, issue 32).
      wildcard: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are to a
      // browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names assets by content hash; index.html must be revalidated to pick up new builds.
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** index.html with the page's chunks named (when the build listed them) and its own head. */
  const pageWithHead = async (path: string) => {
    const head = await headFor({ config, ...ctx }, path);
    const html = withHead(pageFor ? pageFor(path) : index, headTags(head, config.siteUrl));
    return { html, status: head.notFound ? (404 as const) : (200 as const) };
  };
  /**
   * index.html for a client route: its page's chunks named (when the build listed them) and its own head
   * (title, description, canonical, Open Graph, JSON-LD; server/seo, decision 0071), 404 for an item that
   * does not exist. The same for every visitor: nothing of the request but its path goes in.
   */
  const clientPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (!hasDist) return reply.type('text/html; charset=utf-8').send(distMissingPage());
    const render = rendersOnServer(request, path) ? await renderer : null;
    const rendered = render
      ? await renders.get(request.url, async () => {
          const [shell, drawn] = await Promise.all([pageWithHead(path), render(request.url)]);
          return drawn ? finishedPage(withRendered(shell.html, drawn), shell.status) : null;
        })
      : null;
    let page = rendered;
    if (!page) {
      const { html, status } = await pageWithHead(path);
      page = finishedPage(html, status);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page.status === 404) reply.code(404);
    else {
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    // A kept page goes out in the form made once for it; any other is compressed for this answer. Here, not by
    // @fastify/compress: client routes reach this through the not-found handler, which is no route, and
    // that plugin's hooks are per route.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(await page.encodedAs(encoding));
  };
  if (hasDist) app.get('/', (request, reply) => clientPage(request, reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path)) {
      return clientPage(request, reply, path);
    }
    return reply.code(404).send(fail(msg.validation.notFound, 404));
  });
}

/** The built client (pages, their heads, the server's render): last, its not-found handler answers the rest. */
export const webArea = defineArea({
  name: 'web',
  routes: staticRoutes,
});
