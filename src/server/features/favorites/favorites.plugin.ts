import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * A logged-in user's favourites on the server (issue 23): the list, add, remove and the merge of
 * the device's list on login. The heart keeps working logged out, in localStorage (spec 1 §3).
 */
export async function registerFavorites(_app: FastifyInstance, _opts: { db: Db }): Promise<void> {
  // Filled in by the favourites work of issue 23.
}
