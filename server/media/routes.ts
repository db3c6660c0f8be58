import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { writeMediaFixtures } from './fixtures';
import { isSafeMediaPath, mediaType } from './store';
import { defineArea } from '../area';

/** Serves `/media/...`: from `${DATA_DIR}/media` on disk, or from the in-memory store. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  // Plugins load in order: the generated pictures exist before the static root is opened.
  app.register(async () => {
    await writeMediaFixtures(ctx.media);
  });
  const root = ctx.media.root;
  if (root) {
    app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '1h',
    });
    return;
  }
  app.get('/media/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const body = isSafeMediaPath(path) ? await ctx.media.get(path) : null;
    if (!body) return reply.callNotFound();
    return reply.type(mediaType(path)).header('cache-control', 'public, max-age=3600').send(body);
  });
}

/** `/media/`: after the areas that write generated pictures into the store. */
export const mediaArea = defineArea({
  name: 'media',
  routes: mediaRoutes,
});
