import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import type { AppContext } from '../context';
import { diskFinishedStore } from './finished';
import { multipartUploadRoute } from './multipart';
import { s3FinishedStore } from './s3';
import { storedUploadRoutes } from './serve';
import { ensureDirs, rememberDirs, uploadDirs } from './storage';
import { tusRoutes } from './tus';
import { defineArea } from '../area';

/**
 * Uploads (000 §7.4, design §10, decisions 0049 and 0054): the contract's multipart `POST /api/science/upload`,
 * the resumable tus endpoint `/api/science/tus`, and the serving of the uploaded files at `/media/uploads/`:
 * with S3_BUCKET from the bucket (this plugin's own route); else from disk, by the `/media/` root, or with
 * `DATA_DIR=memory://` by this plugin's own static root. In one encapsulated plugin, so the multipart and
 * tus body parsers apply to these routes only.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const dirs = uploadDirs(ctx.config);
  rememberDirs(app, dirs);
  const store = ctx.config.s3 ? s3FinishedStore(ctx.config.s3) : diskFinishedStore(dirs);
  app.register(async (scope) => {
    await ensureDirs(dirs);
    await scope.register(fastifyMultipart);
    multipartUploadRoute(scope, ctx, dirs, store);
    tusRoutes(scope, ctx, store);
    if (store.objects) {
      storedUploadRoutes(scope, store.objects);
    } else if (dirs.ownStaticRoot) {
      await scope.register(fastifyStatic, {
        root: dirs.ownStaticRoot,
        prefix: UPLOAD_URL_PREFIX,
        decorateReply: false,
        index: false,
        maxAge: '1h',
      });
    }
    scope.addHook('onClose', async () => {
      store.close();
      await dirs.dispose();
    });
  });
}

/** Uploads (multipart and tus) and their serving. */
export const uploadsArea = defineArea({
  name: 'uploads',
  routes: uploadRoutes,
});
