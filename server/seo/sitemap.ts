import { escapeHtml } from './escape';
import type { SitemapEntry, SitemapType } from './sitemapQueries';

/** The protocol's limit of URLs in one sitemap file; `pageSize` is read at each request, so a test may lower it. */
export const sitemapLimits = { pageSize: 50_000 };

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The address of one type's page of the sitemap. */
export const sitemapPath = (type: SitemapType, page: number) => `/sitemaps/${type}-${page}.xml`;

/** The sitemap index: one entry per page of each type. */
export const sitemapIndex = (siteUrl: string, pages: { type: SitemapType; page: number }[]) =>
  `${XML}<sitemapindex xmlns="${NS}">\n${pages
    .map((p) => `  <sitemap><loc>${escapeHtml(siteUrl + sitemapPath(p.type, p.page))}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;

/** One page of URLs, each escaped for XML, with its lastmod when the data has one. */
export const urlSet = (siteUrl: string, entries: SitemapEntry[]) =>
  `${XML}<urlset xmlns="${NS}">\n${entries
    .map(
      (e) =>
        `  <url><loc>${escapeHtml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>\n`,
    )
    .join('')}</urlset>\n`;
