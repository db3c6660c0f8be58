import type { FastifyInstance } from 'fastify';
import { literatureListQuery, literatureViewParams } from '../../src/schemas/journals';
import { CODE_NOT_FOUND } from '../../src/schemas/common';
import { journalsMsg } from '../../src/text/journals';
import type { AppContext } from '../context';
import { fail, ok, okRows } from '../http/reply';
import { valid } from '../http/validate';
import { journalMediaFiles } from './pdf';
import * as q from './queries';
import { defineArea } from '../area';
import { journalsSeed } from '../seed/journals';

/** 001 §7 "Experts, schedule, journals": the journal list and one journal (public: visitors browse journals). */
export function journalRoutes(app: FastifyInstance, ctx: AppContext) {
  // The generated reading guides (20 and 300 pages), before the media routes open.
  app.register(async () => {
    const files = await journalMediaFiles();
    await Promise.all([...files].map(([path, body]) => ctx.media.put(path, body)));
  });

  app.get('/api/literature/list', async (request) => {
    const query = valid(literatureListQuery, request.query);
    const { rows, total } = await q.list(ctx.db, query);
    return okRows(rows, total);
  });

  app.get('/api/literature/view/:id', async (request) => {
    const params = valid(literatureViewParams, request.params);
    const item = await q.view(ctx.db, params.id);
    return item ? ok(item) : fail(journalsMsg.notFound, CODE_NOT_FOUND);
  });
}

/** The journals (literature calls) and their demo papers. */
export const journalsArea = defineArea({
  name: 'journals',
  routes: journalRoutes,
  seed: [journalsSeed],
  // Its journals join the search index after the index's first items.
  after: ['search'],
});
