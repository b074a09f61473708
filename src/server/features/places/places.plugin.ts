import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { placesRoutes } from './places.routes.ts';

/** The public location look-ups: states, cities, neighbourhoods, CEPs, streets. */
export async function registerPlaces(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  await app.register(placesRoutes, { db: opts.db });
}
