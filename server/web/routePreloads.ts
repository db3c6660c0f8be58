import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreloads {
  app: string[];
  routes: { path: string; files: string[]; css?: string[] }[];
}

interface Entry {
  pattern: RegExp;
  params: number;
  html: string;
}

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
const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/**
 * index.html for each client route with its page's styles linked and its chunks preloaded
 * (`dist/route-preloads.json`, written by scripts/routePreloads.ts at build time). Returns the plain index.html for a path no route names,
 * and null when the build has no preload table. The page's head and validator are added by the caller.
 */
export function routePreloadPages(distDir: string): ((path: string) => string) | null {
  const table = join(distDir, 'route-preloads.json');
  if (!existsSync(table)) return null;
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { app, routes } = JSON.parse(readFileSync(table, 'utf8')) as RoutePreloads;
  const naming = (files: string[], css: string[] = []) =>
    index.replace(
      '</head>',
      `${[...css.filter((f) => !index.includes(f)).map(stylesheet), ...[...app, ...files].map(link)].join('\n    ')}\n  </head>`,
    );
  const entries: Entry[] = routes
    .map(({ path, files, css }) => ({
      pattern: routePattern(path),
      params: path.split('/:').length - 1,
      html: naming(files, css),
    }))
    // A literal path wins over a parameter in the same place (/educourse/series before /edu/:vType).
    .sort((a, b) => a.params - b.params);
  const anyOther = naming([]);
  return (path) => entries.find((e) => e.pattern.test(path))?.html ?? anyOther;
}
