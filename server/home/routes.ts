import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CODE_NOT_FOUND } from '../../src/schemas/common';
import { NEW_COURSES_LIMIT, NEWS_SCROLL_LIMIT, NEWS_TOP_LIMIT } from '../../src/schemas/home';
import { codeSchema, idSchema, intSchema, textSchema } from '../../src/schemas/primitives';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { optionalUid } from '../http/auth';
import { fail, ok, okMsg, okRows } from '../http/reply';
import { valid } from '../http/validate';
import * as q from './queries';
import { defineArea } from '../area';
import { homeSeed } from '../seed/home';
import { newsSeed } from '../seed/news';

/** A positive integer query value, capped at `max`; absent → `fallback`. */
const limit = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    intSchema({ min: 1, message: msg.validation.badRequest }).transform((n) => Math.min(n, max)),
  );

const newsListQuery = z.object({
  type: codeSchema([1, 2]),
  limit: limit(NEWS_TOP_LIMIT, NEWS_SCROLL_LIMIT),
});
const newsQuery = z.object({ id: idSchema });
/** A configuration key in a query (slideshow category, module name). */
const configKey = textSchema(64);
const listNewQuery = z.object({ limit: limit(NEW_COURSES_LIMIT, 50) });

/** 000 §7.2: home page and news. */
export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/radio/slideshowList', async (request) => {
    const type = configKey.safeParse((request.query as { slideshowType?: unknown }).slideshowType);
    const rows = await q.slides(ctx.db, type.success && type.data ? type.data : null);
    const map: Record<string, Omit<q.SlideRow, 'category'>[]> = {};
    for (const { category, ...slide } of rows) (map[category] ??= []).push(slide);
    return ok(map);
  });

  app.get('/api/dynamic/config/itemOrder', async (request) => {
    const module = configKey.safeParse((request.query as { module?: unknown }).module);
    const order = module.success ? await q.itemOrder(ctx.db, module.data) : null;
    // No configuration: an empty message, and the client falls back to its default order (000 §9).
    return okMsg(order ?? '');
  });

  app.get('/api/youth/video/listNew', async (request) => {
    const query = valid(listNewQuery, request.query);
    return ok(await q.newVideos(ctx.db, query.limit, await optionalUid(ctx, request)));
  });

  app.get('/api/radio/indexNewsInfoList', async (request) => {
    const query = valid(newsListQuery, request.query);
    const { rows, total } = await q.newsList(ctx.db, query.type, query.limit);
    return okRows(rows, total);
  });

  app.get('/api/radio/indexNewsInfo', async (request) => {
    const p = newsQuery.safeParse(request.query);
    const item = p.success ? await q.newsById(ctx.db, p.data.id) : null;
    return item ? ok(item) : fail(msg.news.notFound, CODE_NOT_FOUND);
  });

  app.get('/api/radio/coursesList', async () => {
    const rows = await q.coursesList(ctx.db);
    return okRows(rows, rows.length);
  });
}

/** The home area (with the news): its slides, videos, courses and news. */
export const homeArea = defineArea({
  name: 'home',
  routes: homeRoutes,
  seed: [homeSeed, newsSeed],
});
