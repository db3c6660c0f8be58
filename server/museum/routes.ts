import type { FastifyInstance } from 'fastify';
import { museumViewQuery } from '../../src/schemas/museum';
import { museumMsg } from '../../src/text/museum';
import type { AppContext } from '../context';
import { fail, ok, okRows } from '../http/reply';
import { valid } from '../http/validate';
import { museumMediaFixtures } from './fixtures';
import * as q from './queries';
import { defineArea } from '../area';
import { museumSeed } from '../seed/museum';

/** 001 §7 "Museum and rank": the exhibitor list and the view counter (public: visitors browse the museum). */
export function museumRoutes(app: FastifyInstance, ctx: AppContext) {
  // The exhibitors' generated logos, before the media routes open.
  app.register(async () => {
    await Promise.all([...museumMediaFixtures()].map(([path, body]) => ctx.media.put(path, body)));
  });

  app.get('/api/museum/list', async () => okRows(await q.exhibitors(ctx.db)));

  app.get('/api/museum/view', async (request) => {
    const query = valid(museumViewQuery, request.query);
    const counted = await q.countView(ctx.db, query.id);
    return counted ? ok(counted) : fail(museumMsg.notFound);
  });
}

/** The museum and its demo exhibitors. */
export const museumArea = defineArea({
  name: 'museum',
  routes: museumRoutes,
  seed: [museumSeed],
});
