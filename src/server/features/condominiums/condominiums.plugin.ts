import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { condominiumSuggestionsRoutes } from './condominium-suggestions.routes.ts';
import { condominiumsRoutes } from './condominiums.routes.ts';

/** Condominiums: the public reads, the admins' writes (issue 21) and the advertisers' suggestions (issue 20). */
export async function registerCondominiums(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
): Promise<void> {
  await app.register(condominiumsRoutes, { db: opts.db });
  await app.register(condominiumSuggestionsRoutes, { db: opts.db });
}
