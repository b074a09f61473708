import type { FastifyInstance } from 'fastify';
import { healthRoutes, type HealthRoutesOptions } from './health.routes.ts';

/** Liveness and readiness: ready waits for the search's match index and follows the process's lifecycle. */
export async function registerHealth(app: FastifyInstance, opts: HealthRoutesOptions): Promise<void> {
  await app.register(healthRoutes, opts);
}
