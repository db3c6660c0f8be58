import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineArea, isArea, orderAreas, type Area, type AreaPlace } from '../../server/area';
import { areas } from '../../server/areas';
import { seedSteps } from '../../server/seed';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

/** The areas each `server/<area>/routes.ts` exports, found here by a scan of its own (decision 0083). */
async function exportedAreas(): Promise<Area[]> {
  const found: Area[] = [];
  for (const folder of readdirSync(serverDir)) {
    const file = `${serverDir}${folder}/routes.ts`;
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    found.push(...Object.values(module).filter(isArea));
  }
  return found;
}

const area = (name: string, place: AreaPlace = {}) => defineArea({ name, routes: () => {}, ...place });
const names = (list: readonly Area[]) => list.map((a) => a.name);

describe('server areas (server/areas.ts)', () => {
  it('finds every area a server folder exports, once, so none is left unregistered or unseeded', async () => {
    const exported = await exportedAreas();
    expect(exported.length).toBeGreaterThan(15);
    for (const a of exported) expect(areas, a.name).toContain(a);
    expect(new Set(names(areas)).size).toBe(areas.length);
    // The built client (server/web, no routes.ts) is the one area not found by the scan: the last of all.
    expect(areas.at(-1)!.name).toBe('web');
    expect(areas.length).toBe(exported.length + 1);
  });

  it('orders the areas as each declares: every area after the ones it names, the `last` ones at the end', () => {
    // Every area but the built client (appended last).
    const found = areas.slice(0, -1);
    const at = new Map(areas.map((a, i) => [a.name, i]));
    let places = 0;
    for (const a of found) {
      for (const before of a.after ?? []) {
        expect(at.get(before), `${a.name} after ${before}`).toBeLessThan(at.get(a.name)!);
        places++;
      }
      if (a.last)
        for (const other of found) if (!other.last) expect(at.get(other.name)!).toBeLessThan(at.get(a.name)!);
    }
    expect(places).toBeGreaterThan(5);
    expect(areas.filter((a) => a.last).map((a) => a.name)).toEqual(['media']);
  });

  it('seeds every area in the areas’ order, each step once by name, users first and the search after the videos', () => {
    const stepNames = seedSteps.map((s) => s.name);
    expect(stepNames).toEqual(areas.flatMap((a) => a.seed.map((s) => s.name)));
    expect(new Set(stepNames).size).toBe(stepNames.length);
    expect(stepNames[0]).toBe('001_users');
    expect(stepNames.indexOf('search-index-v1')).toBeGreaterThan(stepNames.indexOf('003_training'));
    expect(stepNames.indexOf('search-index-v1')).toBeGreaterThan(stepNames.indexOf('004_education'));
    expect(stepNames.indexOf('search-index-popsic-v1')).toBeGreaterThan(stepNames.indexOf('015_popsic'));
    expect(stepNames.at(-1)).toBe('mediaPngPictures');
  });
});

describe('orderAreas (server/area.ts)', () => {
  it('gives the same order whatever order the areas were found in: by place, then by name', () => {
    const list = [
      area('c', { after: ['d'] }),
      area('a', { last: true }),
      area('d'),
      area('b'),
      area('e', { after: ['a'], last: true }),
    ];
    expect(names(orderAreas(list))).toEqual(['b', 'd', 'c', 'a', 'e']);
    expect(names(orderAreas([...list].reverse()))).toEqual(['b', 'd', 'c', 'a', 'e']);
  });

  it('refuses places it cannot honour', () => {
    expect(() => orderAreas([area('a'), area('a')])).toThrow(/named a/);
    expect(() => orderAreas([area('a', { after: ['z'] })])).toThrow(/z, which is no area/);
    expect(() => orderAreas([area('a', { after: ['b'] }), area('b', { last: true })])).toThrow(
      /which is last/,
    );
    expect(() => orderAreas([area('a', { after: ['b'] }), area('b', { after: ['a'] }), area('c')])).toThrow(
      /cycle among a, b/,
    );
  });
});
