import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '../../src/schemas/search';
import type { AppContext } from '../context';
import { searchExperts } from '../experts/routes';
import { okWith } from '../http/reply';
import { valid } from '../http/validate';
import * as q from './queries';
import { searchTerms } from './segment';
import { snippet } from './snippet';
import { defineArea } from '../area';
import { searchSeed } from '../seed/search';

/** 001 §7 Search: GET /api/search/list (size, page, keyword, majorCategory). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/search/list', async (request) => {
    const { keyword, page, size, majorCategory } = valid(searchQuerySchema, request.query);
    const terms = searchTerms(keyword);
    const rows = await q.searchItems(ctx.db, {
      terms,
      major: majorCategory,
      limit: size,
      offset: (page - 1) * size,
    });
    const total =
      rows[0]?.total ?? (page > 1 ? await q.countItems(ctx.db, { terms, major: majorCategory }) : 0);
    return okWith({
      searchList: rows.map(({ body, total: _total, ...row }) => ({ ...row, content: snippet(body, terms) })),
      searchListTotal: total,
      expertList: await searchExperts(ctx.db, keyword),
      terms,
    });
  });
}

/** The search and its index of what the areas before it seeded (the contest's works: the popsic area). */
export const searchArea = defineArea({
  name: 'search',
  routes: searchRoutes,
  seed: [searchSeed],
  // The index is made from the education and training videos.
  after: ['education', 'training'],
});
