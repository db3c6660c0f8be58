import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '../../src/app/routeTable';
import { routeModules, routePreloadsOf } from '../../scripts/routePreloads';
import { routePattern } from '../../server/web/routePreloads';

const root = resolve(import.meta.dirname, '../..');

describe('route preloads (issue 12: preload the current route’s chunk)', () => {
  it('finds the page module of every built route in the route table, each a file', () => {
    const found = routeModules(root);
    expect(found.map((r) => r.path).sort()).toEqual([...BUILT_ROUTES].sort());
    for (const { path, module } of found) {
      expect(module, path).toMatch(/\/src\/features\/.+Page\.tsx$/);
      expect(existsSync(module), module).toBe(true);
    }
  });

  it('lists the page chunk and its static imports, without what the entry already loads', () => {
    const chunks = [
      { fileName: 'entry.js', imports: ['react.js'], isEntry: true, facadeModuleId: '/r/main.tsx' },
      { fileName: 'react.js', imports: [], isEntry: false, facadeModuleId: null },
      { fileName: 'A.js', imports: ['react.js', 'mui.js'], isEntry: false, facadeModuleId: '/r/A.tsx' },
      { fileName: 'mui.js', imports: ['react.js'], isEntry: false, facadeModuleId: null },
    ];
    expect(
      routePreloadsOf(
        [
          { path: '/a', module: '/r/A.tsx' },
          { path: '/gone', module: '/r/Gone.tsx' },
        ],
        chunks,
      ),
    ).toEqual([{ path: '/a', files: ['/A.js', '/mui.js'] }]);
  });

  it('matches a route path whole, each parameter one segment', () => {
    const p = routePattern('/newsDetail/:id');
    expect(p.test('/newsDetail/12')).toBe(true);
    expect(p.test('/newsDetail/12/')).toBe(true);
    expect(p.test('/newsDetail')).toBe(false);
    expect(p.test('/newsDetail/12/x')).toBe(false);
    expect(routePattern('/edu/:vType').test('/education')).toBe(false);
    expect(routePattern('/training/index').test('/trainingXindex')).toBe(false);
    // As the client's router: /popsic/MicroLectureList is the page of /popsic/microLectureList.
    expect(routePattern('/popsic/microLectureList').test('/popsic/MicroLectureList')).toBe(true);
  });
});
