import type { FastifyError, FastifyInstance } from 'fastify';
import { msg } from '../../src/text/messages';
import { fail } from './reply';

/** Unexpected errors answer the envelope too: 4xx (bad JSON, too large ...) as '请求参数有误', the rest as 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(msg.validation.badRequest, status));
    }
    request.log.error(error);
    return reply.code(500).send(fail(msg.validation.serverError));
  });
}
