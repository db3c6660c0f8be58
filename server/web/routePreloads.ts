import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

interface RoutePreload {
  path: string;
  files: string[];
}

export interface Page {
  html: string;
  /** Strong validator, so a second visit revalidates index.html with a 304. */
  etag: string;
}

interface Entry {
  pattern: RegExp;
  params: number;
  page: Page;
}

const page = (html: string): Page => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path of the client's table (`/newsDetail/:id`) as an anchored expression; case-insensitive like
 * the client's router (`/popsic/MicroLectureList` is `/popsic/microLectureList`, 000 §2.3).
 */
export const routePattern = (path: string) =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/') +
      '/?$',
    'i',
  );

const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * index.html for each client route with its page's chunks preloaded (`dist/route-preloads.json`, written
 * by scripts/routePreloads.ts at build time). Returns the plain index.html for a path no route names,
 * and null when the build has no preload table (then the precompressed file is sent as it is).
 */
export function routePreloadPages(distDir: string): ((path: string) => Page) | null {
  const table = join(distDir, 'route-preloads.json');
  if (!existsSync(table)) return null;
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(table, 'utf8')) as RoutePreload[];
  const entries: Entry[] = routes
    .map(({ path, files }) => ({
      pattern: routePattern(path),
      params: path.split('/:').length - 1,
      page: page(index.replace('</head>', `${files.map(link).join('\n    ')}\n  </head>`)),
    }))
    // A literal path wins over a parameter in the same place (/educourse/series before /edu/:vType).
    .sort((a, b) => a.params - b.params);
  const plain = page(index);
  return (path) => entries.find((e) => e.pattern.test(path))?.page ?? plain;
}
