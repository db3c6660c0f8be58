import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { SeedStep } from './seed/types';

/** What `server/app.ts` passes every area's plugin. */
export interface AreaOptions {
  ctx: AppContext;
}

/** Where an area goes among the others (decision 0087): what it must follow, or that it goes last. */
export interface AreaPlace {
  /**
   * The areas (by name) whose plugins load and whose seed steps run before this area's: the ones whose rows
   * its seed reads or references (users, videos), or whose table it also fills (so the ids stay as they were).
   */
  readonly after?: readonly string[];
  /**
   * After every area that is not `last` (the media store opens after the areas that write generated pictures
   * into it; its seed step fixes rows every other area wrote).
   */
  readonly last?: boolean;
}

const AREA = Symbol('server area');

/**
 * One server area (`server/<area>/`): the Fastify plugin that declares its routes, the seed steps of its demo
 * data, and its place. `server/areas.ts` finds each `server/<area>/routes.ts`'s area and orders them by their
 * places: `server/app.ts` registers the plugins in that order, the seed runner (`server/seed/index.ts`) runs
 * the steps in that order.
 */
export interface Area extends AreaPlace {
  readonly [AREA]: true;
  name: string;
  plugin: FastifyPluginAsync<AreaOptions>;
  /** Applied once each, in order (recorded in `seed_runs` by name). */
  seed: readonly SeedStep[];
}

/** Whether a module's export is an area made by `defineArea`. */
export const isArea = (value: unknown): value is Area =>
  typeof value === 'object' && value !== null && AREA in value;

interface AreaParts extends AreaPlace {
  name: string;
  /** Declares the area's routes (and any plugin they need) on the app. */
  routes: (app: FastifyInstance, ctx: AppContext) => void;
  seed?: readonly SeedStep[];
}

/**
 * An area from its routes and seed steps. Its plugin is not encapsulated (Fastify's `skip-override`, which
 * fastify-plugin sets): its routes are declared on the app itself, as when the areas were functions called on
 * the app, so they get the app's hooks (security headers, input guard, compression) and its error and
 * not-found handlers, and a hook an area adds (the built client's, which clears the render cache after a
 * write) reaches every area's routes.
 */
export function defineArea({ name, routes, seed = [], after = [], last = false }: AreaParts): Area {
  const plugin: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => routes(app, ctx);
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: `area:${name}`,
  });
  return { [AREA]: true, name, plugin, seed, after, last };
}

/**
 * The areas in an order that honours every place (decision 0087): Kahn's algorithm, taking among the areas
 * free to go the first by name, so the order is the same on every start whatever order they were found in.
 * Throws on a name given twice, an `after` naming no area, a `last` area followed by one that is not, or a
 * cycle.
 */
export function orderAreas(found: readonly Area[]): Area[] {
  const byName = new Map<string, Area>();
  for (const area of found) {
    if (byName.has(area.name)) throw new Error(`Two server areas are named ${area.name}`);
    byName.set(area.name, area);
  }
  const before = new Map<string, Set<string>>(found.map((a) => [a.name, new Set<string>()]));
  for (const area of found) {
    for (const name of area.after ?? []) {
      const other = byName.get(name);
      if (!other) throw new Error(`Server area ${area.name} goes after ${name}, which is no area`);
      if (other.last && !area.last)
        throw new Error(`Server area ${area.name} goes after ${name}, which is last`);
      before.get(area.name)!.add(name);
    }
    if (area.last) for (const other of found) if (!other.last) before.get(area.name)!.add(other.name);
  }
  const ordered: Area[] = [];
  const placed = new Set<string>();
  while (ordered.length < found.length) {
    const next = [...byName.keys()]
      .filter((name) => !placed.has(name) && [...before.get(name)!].every((b) => placed.has(b)))
      .sort()[0];
    if (next === undefined) {
      const left = [...byName.keys()].filter((name) => !placed.has(name));
      throw new Error(`The server areas' places form a cycle among ${left.join(', ')}`);
    }
    placed.add(next);
    ordered.push(byName.get(next)!);
  }
  return ordered;
}
