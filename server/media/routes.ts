import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { writeMediaFixtures } from './fixtures';
import { mediaPngSeed } from './pngPaths';
import { isSafeMediaPath, mediaType } from './store';
import { defineArea } from '../area';

const PREFIX = '/media/';

/** `/media/a/b.png?x` → `a/b.png`; null when the address does not decode. */
function mediaPath(url: string): string | null {
  try {
    return decodeURIComponent(url.slice(PREFIX.length).split('?')[0]!);
  } catch {
    return null;
  }
}

/** Serves `/media/...`: from `${DATA_DIR}/media` on disk, or from the in-memory store. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  // Plugins load in order: the generated pictures exist before the static root is opened.
  app.register(async () => {
    await writeMediaFixtures(ctx.media);
  });
  const root = ctx.media.root;
  if (root) {
    // A generated picture is written when first asked for (decision 0086), before the static root reads it.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(PREFIX)) return;
      const path = mediaPath(request.url);
      if (path)
        await ctx.media
          .ready(path)
          .catch((err: unknown) =>
            request.log.error({ err, path }, 'media: a generated picture was not written'),
          );
    });
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

/**
 * `/media/`: last, after the areas that write generated pictures into the store; its seed step, after the
 * areas' rows, points an older database at the pictures now generated as PNGs (decision 0086).
 */
export const mediaArea = defineArea({
  name: 'media',
  routes: mediaRoutes,
  seed: [mediaPngSeed],
  last: true,
});
