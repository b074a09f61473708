import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { favoritesRoutes } from './favorites.routes.ts';
import { createFavoritesService } from './favorites.service.ts';

/**
 * A logged-in user's favourites on the server: the list, add, remove and the merge of
 * the device's list on login. The heart keeps working logged out, in localStorage (spec 1 §3).
 */
export async function registerFavorites(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  // The favourite's time only orders the list: the system clock is enough (app.ts passes none).
  const service = createFavoritesService({ repo: createFavoritesRepository(opts.db), clock: systemClock });
  await app.register(favoritesRoutes, { service });
}
