import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { startExpiryJob } from './expiry-job.ts';
import { createMyListingsRepository } from './my-listings.repository.ts';
import { myListingsRoutes } from './my-listings.routes.ts';
import { createMyListingsService } from './my-listings.service.ts';

/** The advertiser's own ads (issue 20) and their expiry job (every minute, stopped on close). */
export async function registerMyListings(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    /** Deletes a removed ad's own photo files (listing-images' removeListingFiles). */
    removeListingFiles?: (listingCode: number) => Promise<void>;
  },
): Promise<void> {
  const service = createMyListingsService({
    repo: createMyListingsRepository(opts.db),
    clock: opts.clock,
    moderation: opts.env.AD_MODERATION,
    removeListingFiles: opts.removeListingFiles,
    log: app.log,
  });
  await app.register(myListingsRoutes, { service });
  const job = startExpiryJob({ expire: () => service.expire(), log: app.log });
  app.addHook('onClose', async () => job.stop());
}
