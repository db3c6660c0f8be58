import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { SeedStep } from './seed/types';

/** What `server/app.ts` passes every area's plugin. */
export interface AreaOptions {
  ctx: AppContext;
}

/**
 * One server area (`server/<area>/`): the Fastify plugin that declares its routes and the seed steps of its
 * demo data. `server/areas.ts` lists them: `server/app.ts` registers the plugins in that order, the seed runner
 * (`server/seed/index.ts`) runs the steps in that order.
 */
export interface Area {
  name: string;
  plugin: FastifyPluginAsync<AreaOptions>;
  /** Applied once each, in order (recorded in `seed_runs` by name). */
  seed: readonly SeedStep[];
}

interface AreaParts {
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
export function defineArea({ name, routes, seed = [] }: AreaParts): Area {
  const plugin: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => routes(app, ctx);
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: `area:${name}`,
  });
  return { name, plugin, seed };
}
