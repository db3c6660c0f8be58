import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../server/area';
import { areas } from '../../server/areas';
import { seedSteps } from '../../server/seed';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const isArea = (v: unknown): v is Area =>
  typeof v === 'object' && v !== null && 'plugin' in v && 'seed' in v && 'name' in v;

/** The areas each `server/<area>/routes.ts` exports (decision 0083). */
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

describe('server areas (server/areas.ts)', () => {
  it('lists every area a server folder exports, once, so none is left unregistered or unseeded', async () => {
    const exported = await exportedAreas();
    expect(exported.length).toBeGreaterThan(15);
    for (const area of exported) expect(areas, area.name).toContain(area);
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
  });

  it('seeds every area in the list order, each step once by name, users first and the search after the videos', () => {
    const names = seedSteps.map((s) => s.name);
    expect(names).toEqual(areas.flatMap((a) => a.seed.map((s) => s.name)));
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('001_users');
    expect(names.indexOf('search-index-v1')).toBeGreaterThan(names.indexOf('003_training'));
    expect(names.indexOf('search-index-v1')).toBeGreaterThan(names.indexOf('004_education'));
    expect(names.indexOf('search-index-popsic-v1')).toBeGreaterThan(names.indexOf('015_popsic'));
  });
});
