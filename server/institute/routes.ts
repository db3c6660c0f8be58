import type { FastifyInstance } from 'fastify';
import { galleryQuery } from '../../src/schemas/institute';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { fail, ok, okRows } from '../http/reply';
import { valid } from '../http/validate';
import { instituteMediaFixtures } from './fixtures';
import * as q from './queries';
import { defineArea } from '../area';
import { instituteSeed } from '../seed/institute';

/** The institute's pages: overview, expert committee, AI conference galleries (docs/api.md "Institute"). */
export function instituteRoutes(app: FastifyInstance, ctx: AppContext) {
  // The seed's generated pictures (campus, committee photos, gallery photos), before the media routes open.
  app.register(async () => {
    await Promise.all([...instituteMediaFixtures()].map(([path, body]) => ctx.media.put(path, body)));
  });

  app.get('/api/radio/institute/info', async () => {
    const info = await q.institute(ctx.db);
    return info ? ok(info) : fail(msg.validation.notFound);
  });

  app.get('/api/radio/team/list', async () => {
    const rows = await q.team(ctx.db);
    return okRows(rows);
  });

  app.get('/api/radio/aiGallery/list', async (request) => {
    const query = valid(galleryQuery, request.query);
    return okRows(await q.gallery(ctx.db, query.session ?? null));
  });
}

/** The institute's pages and their demo content. */
export const instituteArea = defineArea({
  name: 'institute',
  routes: instituteRoutes,
  seed: [instituteSeed],
});
