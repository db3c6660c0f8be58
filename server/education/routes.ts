import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The education calls of the spec (registered by app.ts). */
export function educationRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
