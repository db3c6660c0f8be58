import type { FastifyInstance } from 'fastify';

/** HTML forms (the local scan page) post `application/x-www-form-urlencoded`; Fastify only parses JSON. */
export function registerFormParser(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
