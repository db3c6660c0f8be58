import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The training calls of the spec (registered by app.ts). */
export function trainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
