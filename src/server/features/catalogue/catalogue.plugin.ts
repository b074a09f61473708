import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** Categories and subcategories: the public reads, and the admins' writes (issue 21). */
export async function registerCatalogue(app: FastifyInstance, opts: { db: Db; clock: Clock }): Promise<void> {
  await app.register(catalogueRoutes, { db: opts.db });
}
