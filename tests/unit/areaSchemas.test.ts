import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteEntry } from '../../src/app/routeTable';
import { areaSchemasOf, hasAreaSchemas } from '../../src/app/routes';

const src = resolve(import.meta.dirname, '../../src');
const pages = (ROUTE_TABLE as readonly RouteEntry[]).flatMap((r) => (r.page ? [r.page] : []));

/** The source of an area's own files under src/features and of the src/api modules they import. */
function areaSources(area: string): string {
  const dir = join(src, 'features', area);
  const own = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const apis = new Set(
    own.flatMap((text) => [...text.matchAll(/from '(?:\.\.\/)+api\/(\w+)'/g)].map((m) => m[1]!)),
  );
  return [...own, ...[...apis].map((api) => readFileSync(join(src, 'api', `${api}.ts`), 'utf8'))].join('\n');
}

describe('the page the server drew: its area’s schemas a task before it (decisions 0091 and 0096)', () => {
  it('finds a schema module for the area of every page in the route table', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => !hasAreaSchemas(page))).toEqual([]);
  });

  it('loads first a schema module the area itself or its API calls use, so it is work the page would do anyway', () => {
    const unused = [...new Set(pages.map((page) => page.split('/')[0]!))].filter((area) => {
      const name = /schemas\/(\w+)\.ts$/.exec(areaSchemasOf(`${area}/Page`))![1];
      return !new RegExp(`from '(?:\\.\\./)+schemas/${name}'`).test(areaSources(area));
    });
    expect(unused).toEqual([]);
  });
});
