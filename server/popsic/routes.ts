import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE_NO_SESSION, POPSIC_COMMENT_RATE, sanitiseComment } from '../../domain/popsic';
import { CODE_NOT_FOUND } from '../../src/schemas/common';
import {
  categoryWorksInput,
  epochQuery,
  epochSchema,
  lectureSearchInput,
  popsicCommentInput,
  popsicIdParams,
  POPSIC_DICT_NAMES,
  worksSearchInput,
} from '../../src/schemas/popsic';
import { popsicMsg as m } from '../../src/text/popsic';
import type { AppContext } from '../context';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okRows, refusing } from '../http/reply';
import { valid } from '../http/validate';
import { createWindowLimit } from '../http/windowLimit';
import { popsicMediaFiles } from './media';
import * as q from './queries';
import { defineArea } from '../area';
import { submissionRoutes } from './submissionRoutes';
import { popsicSeed } from '../seed/popsic';
import { popsicSearchSeed } from '../seed/search';
import { submissionsSeed } from '../seed/submissions';

const bannerQuery = epochQuery.extend({ type: z.enum(['pc', 'video_pc']).optional() });
const detailQuery = z.object({ epoch: epochSchema.optional() });

/**
 * The popular-science works contest (000 §7.4 banner, session/get, dict; §7.5): public reading for every
 * visitor, likes and comments with a bearer token (HTTP 401 otherwise). docs/api.md "Works contest",
 * docs/decisions/0044.
 */
export function popsicRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireUser(ctx) };
  // Comments per user, works and micro-lectures together (domain POPSIC_COMMENT_RATE).
  const commentLimit = createWindowLimit({ ...POPSIC_COMMENT_RATE, now: () => ctx.now() });

  // The generated pictures, PDFs, covers, icons and banners, before the media routes open.
  app.register(async () => {
    const files = await popsicMediaFiles();
    await Promise.all([...files].map(([path, body]) => ctx.media.put(path, body)));
  });

  // ------------------------------------------------------------ §7.4: banner, session, dict

  app.get('/api/science/web/banner', async (request) => {
    const { epoch, type } = valid(bannerQuery, request.query);
    return ok(await q.banners(ctx.db, epoch, type));
  });

  /** The submission session in force; code 60016 with 科普大赛投稿已结束… when there is none. */
  app.get('/api/science/session/get', async () => {
    const session = await q.activeSession(ctx.db, new Date(ctx.now()));
    return session ? ok(session) : fail(m.sessionEnded, CODE_NO_SESSION);
  });

  app.get('/api/science/dict', async () => ok(await q.dict(ctx.db, POPSIC_DICT_NAMES)));

  // ------------------------------------------------------------ §7.5: works

  app.get('/api/science/web/work/list', async (request) => {
    const { epoch } = valid(epochQuery, request.query);
    return ok(await q.groups(ctx.db, epoch));
  });

  app.get('/api/science/web/categories/icon', async (request) => {
    const { epoch } = valid(epochQuery, request.query);
    return ok(await q.categories(ctx.db, epoch));
  });

  app.get('/api/science/web/categories/:id', async (request) => {
    const { id } = valid(popsicIdParams, request.params);
    const query = valid(categoryWorksInput, request.query);
    if (!(await q.categoryExists(ctx.db, id, query.epoch))) return fail(m.categoryNotFound, CODE_NOT_FOUND);
    const page = await q.categoryWorks(ctx.db, id, query);
    return okRows(page.rows, page.total);
  });

  app.get('/api/science/web/search', async (request) => {
    const page = await q.searchWorks(ctx.db, valid(worksSearchInput, request.query));
    return okRows(page.rows, page.total);
  });

  app.get('/api/science/web/work/:id', async (request) => {
    const { id } = valid(popsicIdParams, request.params);
    // ?epoch is checked but a work opens whichever epoch the address names (a shared link keeps working).
    valid(detailQuery, request.query);
    const detail = await q.workDetail(ctx.db, id, await optionalUid(ctx, request));
    return detail ? ok(detail) : fail(m.workNotFound, CODE_NOT_FOUND);
  });

  // ------------------------------------------------------------ §7.5: micro-lectures

  app.get('/api/video/web/search', async (request) => {
    const page = await q.searchLectures(ctx.db, valid(lectureSearchInput, request.query));
    return okRows(page.rows, page.total);
  });

  app.get('/api/video/web/carouseList', async () => ok(await q.lectureCarousel(ctx.db)));

  app.get('/api/video/web/videoShow/:id', async (request) => {
    const { id } = valid(popsicIdParams, request.params);
    const detail = await q.lectureDetail(ctx.db, id, await optionalUid(ctx, request));
    return detail ? ok(detail) : fail(m.lectureNotFound, CODE_NOT_FOUND);
  });

  // ------------------------------------------------------------ likes and comments, both kinds

  const notFound = (kind: q.ItemKind) =>
    fail(kind === 'work' ? m.workNotFound : m.lectureNotFound, CODE_NOT_FOUND);

  const likeHandler = (kind: q.ItemKind) => async (request: FastifyRequest) => {
    const { id } = valid(popsicIdParams, request.params);
    return refusing(async () => {
      const liked = await q.like(ctx.db, kind, id, request.uid, new Date(ctx.now()));
      return liked ? ok(liked) : notFound(kind);
    });
  };

  const commentHandler = (kind: q.ItemKind) => async (request: FastifyRequest) => {
    const { id } = valid(popsicIdParams, request.params);
    const { comment } = valid(popsicCommentInput, request.body ?? {});
    // Plain text: markup stripped; a comment that was only markup is no comment.
    const text = sanitiseComment(comment);
    if (text === '') return fail(m.commentRequired);
    if (!(await q.itemExists(ctx.db, kind, id))) return notFound(kind);
    if (!commentLimit.take(String(request.uid))) return fail(m.commentTooFast);
    return ok(await q.addComment(ctx.db, kind, id, request.uid, text, new Date(ctx.now())));
  };

  app.post('/api/science/web/work/:id/like', auth, likeHandler('work'));
  app.post('/api/science/web/work/:id/comment', auth, commentHandler('work'));
  app.post('/api/video/web/videoShow/:id/like', auth, likeHandler('lecture'));
  app.post('/api/video/web/videoShow/:id/comment', auth, commentHandler('lecture'));
}

/** The works contest and its submissions (./submissionRoutes.ts); its demo works, their search entries, demo submissions. */
export const popsicArea = defineArea({
  name: 'popsic',
  routes: (app, ctx) => {
    popsicRoutes(app, ctx);
    submissionRoutes(app, ctx);
  },
  seed: [popsicSeed, popsicSearchSeed, submissionsSeed],
  // Its uploaders are users; its works join the search index after the videos.
  after: ['account', 'search'],
});
