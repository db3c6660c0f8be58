import type { FastifyInstance } from 'fastify';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { fail } from '../http/reply';
import { robotsTxt } from './robots';
import { sitemapIndex, sitemapLimits, urlSet } from './sitemap';
import { SITEMAP_TYPES, sitemapCount, sitemapPage, type SitemapType } from './sitemapQueries';
import { defineArea } from '../area';

const SITEMAP_PAGE = /^([a-z]+)-(\d{1,6})\.xml$/;

/** /robots.txt, /sitemap.xml (the index) and /sitemaps/{type}-{n}.xml (decision 0071). */
export function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = ctx.config.siteUrl;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(site)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const size = sitemapLimits.pageSize;
    const pages: { type: SitemapType; page: number }[] = [];
    for (const type of SITEMAP_TYPES) {
      const count = await sitemapCount(ctx.db, type);
      for (let page = 1; page <= Math.ceil(count / size); page++) pages.push({ type, page });
    }
    return reply.type('application/xml; charset=utf-8').send(sitemapIndex(site, pages));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const [, type, n] = SITEMAP_PAGE.exec(request.params.file) ?? [];
    const page = Number(n);
    const known = (SITEMAP_TYPES as string[]).includes(type ?? '');
    const entries =
      known && page >= 1 ? await sitemapPage(ctx.db, type as SitemapType, page, sitemapLimits.pageSize) : [];
    if (entries.length === 0) return reply.code(404).send(fail(msg.validation.notFound, 404));
    return reply.type('application/xml; charset=utf-8').send(urlSet(site, entries));
  });
}

/** robots.txt and the sitemap. */
export const seoArea = defineArea({
  name: 'seo',
  routes: seoRoutes,
});
