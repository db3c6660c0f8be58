import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import type { AppContext } from '../context';
import { multipartUploadRoute } from './multipart';
import { ensureDirs, rememberDirs, uploadDirs } from './storage';
import { tusRoutes } from './tus';

/**
 * Uploads (000 §7.4, design §10, decision 0049): the contract's multipart `POST /api/science/upload`, the
 * resumable tus endpoint `/api/science/tus`, and, with `DATA_DIR=memory://`, the static root of the
 * uploaded files at `/media/uploads/` (on disk they are under the `/media/` root already). In one
 * encapsulated plugin, so the multipart and tus body parsers apply to these routes only.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const dirs = uploadDirs(ctx.config);
  rememberDirs(app, dirs);
  app.register(async (scope) => {
    await ensureDirs(dirs);
    await scope.register(fastifyMultipart);
    multipartUploadRoute(scope, ctx, dirs);
    tusRoutes(scope, ctx, dirs);
    if (dirs.ownStaticRoot) {
      await scope.register(fastifyStatic, {
        root: dirs.ownStaticRoot,
        prefix: UPLOAD_URL_PREFIX,
        decorateReply: false,
        index: false,
        maxAge: '1h',
      });
    }
    scope.addHook('onClose', async () => dirs.dispose());
  });
}
