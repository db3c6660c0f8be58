import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The liveDiscussion calls of the spec (registered by app.ts). */
export function liveDiscussionRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
