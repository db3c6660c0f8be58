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

  it('lists the app the entry imports, and each page chunk with its static imports neither loads already', () => {
    const chunk = (
      fileName: string,
      imports: string[],
      facadeModuleId: string | null = null,
      css: string[] = [],
    ) => ({
      fileName,
      imports,
      dynamicImports: [],
      isEntry: false,
      facadeModuleId,
      viteMetadata: { importedCss: new Set(css) },
    });
    const chunks = [
      { ...chunk('entry.js', ['preload.js'], '/r/main.tsx'), isEntry: true, dynamicImports: ['boot.js'] },
      chunk('preload.js', []),
      chunk('boot.js', ['react.js', 'preload.js'], '/r/boot.tsx', ['base.css']),
      chunk('react.js', []),
      chunk('A.js', ['react.js', 'mui.js', 'cards.js'], '/r/A.tsx'),
      chunk('mui.js', ['react.js']),
      chunk('cards.js', [], null, ['cards.css']),
    ];
    expect(
      routePreloadsOf(
        [
          { path: '/a', module: '/r/A.tsx' },
          { path: '/gone', module: '/r/Gone.tsx' },
        ],
        chunks,
      ),
    ).toEqual({
      app: ['/boot.js', '/react.js'],
      // The styles of the page's chunks and of the app: linked in the page's HTML.
      routes: [{ path: '/a', files: ['/A.js', '/cards.js', '/mui.js'], css: ['/base.css', '/cards.css'] }],
    });
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
