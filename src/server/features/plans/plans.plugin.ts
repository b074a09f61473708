import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { plansRoutes } from './plans.routes.ts';

/** The plans on sale, as the plans page and the checkout show them. */
export async function registerPlans(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  await app.register(plansRoutes, { db: opts.db });
}
