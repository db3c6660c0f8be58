import type { FastifyInstance } from 'fastify';
import { VITALS_BODY_LIMIT, vitalsReportSchema } from '../../src/schemas/vitals';
import type { AppContext } from '../context';
import { createWindowLimit } from '../http/windowLimit';
import { defineArea } from '../area';

/** Reports accepted per client address per minute; a page view sends one or two. */
export const VITALS_PER_MINUTE = 30;

/**
 * `POST /api/vitals` (issue 12, field data; only with FIELD_VITALS=1): a browser's Core Web Vitals are
 * written to the log as one `fieldVitals` line per report, where a deployment's log pipeline can read
 * real users' numbers. Nothing is stored. A bad report answers 400, a flood 429, never a 500.
 */
export function vitalsRoutes(app: FastifyInstance, { now }: AppContext) {
  const limit = createWindowLimit({ limit: VITALS_PER_MINUTE, windowMs: 60_000, now });
  app.post('/api/vitals', { bodyLimit: VITALS_BODY_LIMIT }, async (request, reply) => {
    const parsed = vitalsReportSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send();
    if (!limit.take(request.ip)) return reply.code(429).send();
    request.log.info({ fieldVitals: parsed.data }, 'field vitals');
    return reply.code(204).send();
  });
}

/** Field vitals, only with FIELD_VITALS=1. */
export const vitalsArea = defineArea({
  name: 'vitals',
  routes: (app, ctx) => {
    if (ctx.config.fieldVitals) vitalsRoutes(app, ctx);
  },
});
