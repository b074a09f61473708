import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { createMyListingsRepository } from './my-listings.repository.ts';
import { myListingsRoutes } from './my-listings.routes.ts';
import { createMyListingsService, type MyListingsService } from './my-listings.service.ts';

/**
 * The advertiser's own ads (their credits and expiry are the credits feature's). Answers the
 * own-ads rules over a connection for the admins' create and edits (admin-listings runs them
 * inside its own transaction; only this feature builds its repository), post-moderation, so an
 * admin's edit never re-queues the ad.
 */
export async function registerMyListings(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    /** Publishing binds a credit. */
    credits: CreditsService;
    /** Deletes a removed ad's own photo files (listing-images' removeListingFiles). */
    removeListingFiles?: (listingCode: number) => Promise<void>;
  },
): Promise<{ ownListingsOver: (conn: Db) => MyListingsService }> {
  const service = createMyListingsService({
    repo: createMyListingsRepository(opts.db),
    credits: opts.credits,
    clock: opts.clock,
    moderation: opts.env.AD_MODERATION,
    removeListingFiles: opts.removeListingFiles,
    log: app.log,
  });
  await app.register(myListingsRoutes, { service });
  return {
    ownListingsOver: (conn) =>
      createMyListingsService({
        repo: createMyListingsRepository(conn),
        credits: opts.credits,
        clock: opts.clock,
        moderation: 'post',
      }),
  };
}
