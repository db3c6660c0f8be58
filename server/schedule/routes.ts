import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { okRows } from '../http/reply';
import * as q from './queries';
import { defineArea } from '../area';
import { scheduleSeed } from '../seed/schedule';

/**
 * 001 §7 "Experts, schedule, journals": GET /api/liveSchedule/list, public (visitors browse the
 * schedule, §6). The contract names no parameters: it answers every session, and the calendar picks
 * the month it shows (docs/decisions/0040).
 */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/liveSchedule/list', async () => okRows(await q.sessions(ctx.db)));
}

/** The live schedule and its demo sessions (placed around the seed's `now`). */
export const scheduleArea = defineArea({
  name: 'schedule',
  routes: scheduleRoutes,
  seed: [scheduleSeed],
});
