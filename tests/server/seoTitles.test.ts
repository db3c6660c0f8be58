import type { RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRouteTitles } from '../../src/app/routeTable';
import { routes } from '../../src/app/routes';
import { documentTitle, routeTitle } from '../../src/app/routeTitle';
import { matchRoute } from '../../server/seo/pageHead';
import { pageTitle } from '../../server/seo/pageTitles';

/** Every path of the client's route table (its `*` left out). */
const pathsOf = (table: RouteObject[]): string[] =>
  table.flatMap((r) => [
    ...(r.index ? ['/'] : r.path && r.path !== '*' ? [r.path] : []),
    ...pathsOf(r.children ?? []),
  ]);

const sample = (path: string, vType: string) => path.replace(':vType', vType).replace(/:\w+/g, '12');

describe('the server names each page as the client does', () => {
  // The client's names in the areas' texts, loaded as the page that shows them does (decision 0087).
  beforeAll(loadRouteTitles);
  it('has every route of the client’s table, with the same document title', () => {
    const paths = pathsOf(routes);
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths)
      for (const vType of ['mdt', 'youth', 'nosuchtype']) {
        const url = sample(path, vType);
        const match = matchRoute(url);
        expect(match?.route.path, url).toBe(path);
        expect(pageTitle(match!.route.title, match!.params), url).toBe(
          documentTitle(routeTitle(routes, url)!),
        );
      }
  });
});
