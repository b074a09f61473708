import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { scheduleExpiry } from './expiry-job.ts';
import { createExpiryWarningsRepository } from './expiry-warnings.repository.ts';
import { createExpiryWarningsService } from './expiry-warnings.service.ts';
import { createMyListingsRepository } from './my-listings.repository.ts';
import { myListingsRoutes } from './my-listings.routes.ts';
import { createMyListingsService, type MyListingsService } from './my-listings.service.ts';

/**
 * The advertiser's own ads and their expiry job (every minute, on the job queue), which also
 * e-mails the advertiser before an ad expires. Answers the own-ads rules over a connection for
 * the admins' create and edits (admin-listings runs them inside its own transaction; only this
 * feature builds its repository), post-moderation, so an admin's edit never re-queues the ad.
 */
export async function registerMyListings(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    /** Queues the warning before an ad expires. */
    mailer: Mailer;
    jobs: JobQueue;
    /** Deletes a removed ad's own photo files (listing-images' removeListingFiles). */
    removeListingFiles?: (listingCode: number) => Promise<void>;
  },
): Promise<{ ownListingsOver: (conn: Db) => MyListingsService }> {
  const service = createMyListingsService({
    repo: createMyListingsRepository(opts.db),
    clock: opts.clock,
    moderation: opts.env.AD_MODERATION,
    removeListingFiles: opts.removeListingFiles,
    log: app.log,
  });
  await app.register(myListingsRoutes, { service });
  const warnings = createExpiryWarningsService({
    inTransaction: (work) =>
      opts.db.transaction((tx) => work(createExpiryWarningsRepository(tx), opts.mailer.over(tx))),
    clock: opts.clock,
    publicUrl: opts.env.PUBLIC_URL,
  });
  scheduleExpiry(opts.jobs, {
    expire: () => service.expire(),
    warn: () => warnings.warn(),
    log: app.log,
  });
  return {
    ownListingsOver: (conn) =>
      createMyListingsService({
        repo: createMyListingsRepository(conn),
        clock: opts.clock,
        moderation: 'post',
      }),
  };
}
