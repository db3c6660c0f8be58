import { existsSync, readdirSync } from 'node:fs';
import { isArea, orderAreas, type Area } from './area';
import { webArea } from './web/static';

const serverDir = new URL('./', import.meta.url);

/**
 * The area each `server/<folder>/routes.ts` exports (decision 0087): a new area is found, not entered in a
 * list. A routes module that exports no area (the test-only routes) is not one; two areas in one module
 * are a mistake.
 */
async function foundAreas(): Promise<Area[]> {
  const folders = readdirSync(serverDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/routes.ts`, serverDir)))
    .map((d) => d.name);
  const modules = await Promise.all(
    folders.map(async (folder) => [folder, (await import(`./${folder}/routes.ts`)) as object] as const),
  );
  return modules.flatMap(([folder, module]) => {
    const exported = Object.values(module).filter(isArea);
    if (exported.length > 1) throw new Error(`server/${folder}/routes.ts exports more than one area`);
    return exported;
  });
}

/**
 * Every server area, in the order their places give (`after`, `last` in each area's `defineArea`; decision
 * 0087): `server/app.ts` registers their plugins in it, the seed runner runs their seed steps in it. The
 * built client (`server/web`, whose catch-all answers every address no other area has) is the last of all.
 * Found once per process, at its start.
 */
export const areas: readonly Area[] = [...orderAreas(await foundAreas()), webArea];
