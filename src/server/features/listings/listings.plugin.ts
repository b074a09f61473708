import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { advertiserListingsRoutes } from './advertiser-listings.routes.ts';
import { listingsRoutes } from './listings.routes.ts';
import { createMatchIndex, type MatchIndex } from './match-index.ts';

/**
 * The public listings: the search, a listing's page and an advertiser's page. The search's match
 * index loads in the background (searches take the SQL path until then) and closes with the app;
 * it is answered for the app to share (readiness waits for it, server.ts logs when it is loaded).
 */
export async function registerListings(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
): Promise<MatchIndex> {
  const matchIndex = createMatchIndex(opts.db, app.log);
  app.addHook('onClose', async () => matchIndex.close());
  await app.register(listingsRoutes, { db: opts.db, matchIndex, clock: opts.clock });
  await app.register(advertiserListingsRoutes, { db: opts.db, clock: opts.clock });
  return matchIndex;
}
