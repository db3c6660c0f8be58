import type { FastifyInstance } from 'fastify';
import { EXPERT_LABEL } from '../../domain/experts';
import {
  expertInfoParams,
  expertNameQuery,
  groupListParams,
  specialityQuery,
} from '../../src/schemas/experts';
import { expertsMsg } from '../../src/text/experts';
import { CODE_NOT_FOUND } from '../../src/schemas/common';
import type { AppContext } from '../context';
import { optionalUid } from '../http/auth';
import { fail, ok, okRows } from '../http/reply';
import { valid } from '../http/validate';
import { expertMediaFixtures } from './fixtures';
import * as q from './queries';
import { defineArea } from '../area';
import { expertsSeed } from '../seed/experts';

/** 001 §7 "Experts": public calls (visitors browse experts, 001 §6). SQL in `queries.ts`. */
export function expertRoutes(app: FastifyInstance, ctx: AppContext) {
  // The experts' generated avatars, before the media routes open.
  app.register(async () => {
    await Promise.all([...expertMediaFixtures()].map(([path, body]) => ctx.media.put(path, body)));
  });

  app.get('/api/expert/committee-list', async (request) => {
    const query = valid(expertNameQuery, request.query);
    return ok(await q.committee(ctx.db, query.name || undefined));
  });

  app.get('/api/expert/speciality-list', async (request) => {
    const query = valid(specialityQuery, request.query);
    return okRows(
      await q.expertsOf(ctx.db, EXPERT_LABEL.speciality, {
        name: query.name || undefined,
        groupId: query.groupId,
      }),
    );
  });

  app.get('/api/expert/youth-list', async (request) => {
    const query = valid(expertNameQuery, request.query);
    return okRows(await q.expertsOf(ctx.db, EXPERT_LABEL.youth, { name: query.name || undefined }));
  });

  app.get('/api/expert/group-list/:label', async (request) => {
    const params = valid(groupListParams, request.params);
    return ok(await q.groupsOf(ctx.db, params.label));
  });

  app.get('/api/expert/info/:expertId', async (request) => {
    const params = valid(expertInfoParams, request.params);
    const expert = await q.expertInfo(ctx.db, await optionalUid(ctx, request), params.expertId);
    return expert ? ok(expert) : fail(expertsMsg.notFound, CODE_NOT_FOUND);
  });
}

/** The experts of global search (001 §3 expertList), called by server/search/routes.ts. */
export const searchExperts = q.searchExperts;

/** The experts and their demo committee. */
export const expertsArea = defineArea({
  name: 'experts',
  routes: expertRoutes,
  seed: [expertsSeed],
  // The experts' courses are training videos.
  after: ['training'],
});
