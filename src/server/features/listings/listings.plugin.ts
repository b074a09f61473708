import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { advertiserListingsRoutes } from './advertiser-listings.routes.ts';
import { createListingsRepository } from './listings.repository.ts';
import { listingsRoutes } from './listings.routes.ts';
import { createListingsService, type ListingsService } from './listings.service.ts';
import { createMatchIndex, type MatchIndex } from './match-index.ts';

/**
 * The public listings: the search, a listing's page and an advertiser's page. The search's match
 * index loads in the background (searches take the SQL path until then) and closes with the app;
 * it is answered for the app to share (readiness waits for it, server.ts logs when it is loaded),
 * with the search itself, which the saved searches' alerts run as GET /api/anuncios does.
 */
export async function registerListings(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
): Promise<{ matchIndex: MatchIndex; search: ListingsService['findListings'] }> {
  const matchIndex = createMatchIndex(opts.db, app.log);
  app.addHook('onClose', async () => matchIndex.close());
  const service = createListingsService({ repo: createListingsRepository(opts.db), matchIndex });
  // "Você quis dizer"'s word list (~6 s of ts_stat at 1M listings) is read once the server
  // listens and the match index has loaded: readiness, which waits for the index, is not
  // delayed by it, and no typo waits for it (issue 37; those in the seconds it takes answer at
  // once without a suggestion). Not under inject (the tests never listen): there it is read
  // when a search first needs one, after the test's listings are in.
  app.addHook('onListen', (done) => {
    void matchIndex.loaded().then(() => service.readVocabulary());
    done();
  });
  await app.register(listingsRoutes, { db: opts.db, service, clock: opts.clock });
  await app.register(advertiserListingsRoutes, { db: opts.db, clock: opts.clock });
  return { matchIndex, search: (q) => service.findListings(q) };
}
