import { excerpt, plainText } from '../../domain/plainText';
import { msg } from '../../src/text/messages';
import { escapeHtml, scriptJson } from './escape';

/** What a page says about itself to search engines and link previews (decision 0071). */
export interface Head {
  /** The document title as the client's RouteTitle sets it. */
  title: string;
  /** Plain text, cut to DESCRIPTION_MAX characters. */
  description: string;
  /** The canonical path (with its query when the page needs one), from the site's root. */
  path: string;
  /** An image of the item (absolute, or a path of this site); default the portal's icon. */
  image?: string | undefined;
  /** og:type. */
  type: 'website' | 'article' | 'profile' | 'video.other';
  /** schema.org JSON-LD, when a type fits. */
  jsonLd?: Record<string, unknown> | undefined;
  /** An unknown item: answered 404. */
  notFound?: boolean;
  /** Kept out of search engines' index (robots noindex, no canonical link or JSON-LD). */
  noindex?: boolean;
}

export const DESCRIPTION_MAX = 120;
/** The picture a share shows when the page has none of its own. */
export const DEFAULT_IMAGE = '/favicon.svg';

/** A description from rich or plain text: tags out, spaces folded, cut to ~120 characters. */
export const describe = (...texts: (string | null | undefined)[]) =>
  excerpt(plainText(texts.filter((t) => t).join(' ')), DESCRIPTION_MAX);

/** An address of this site made absolute on SITE_URL; an absolute one (http/https) kept as it is. */
export const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The tags of the head, each value escaped for where it goes. */
export function headTags(head: Head, siteUrl: string): string {
  const url = absolute(siteUrl, head.path);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', absolute(siteUrl, head.image || DEFAULT_IMAGE)),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', msg.app.name),
    meta('property', 'og:locale', 'zh_CN'),
  ];
  if (head.jsonLd && !head.noindex)
    tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** index.html with its `<title>` replaced by the head's tags. */
export const withHead = (html: string, tags: string) => {
  const at = html.search(/<title>[^<]*<\/title>/);
  if (at < 0) return html.replace('</head>', `${tags}\n  </head>`);
  return html.replace(/<title>[^<]*<\/title>/, () => tags);
};
