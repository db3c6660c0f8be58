import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The liveRoom calls of the spec (registered by app.ts). */
export function liveRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
