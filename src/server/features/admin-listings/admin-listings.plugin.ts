import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAuditService } from '../audit/audit.service.ts';
import type { MyListingsService } from '../my-listings/my-listings.service.ts';
import { createAdminListingsRepository } from './admin-listings.repository.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { createAdminListingsService, type AdminListingsRepositories } from './admin-listings.service.ts';

/**
 * The admins' ads (spec 2 §7 "Admin ads") and the queue of reported listings: the
 * moderation actions with their audit log and e-mails. Reporting a listing (the public side) is
 * the reports feature.
 */
export async function registerAdminListings(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    /** The own-ads rules over a connection (my-listings' ownListingsOver: its repository is not ours to import). */
    ownListingsOver: (conn: Db) => MyListingsService;
    /** Deletes a removed ad's own photo files (listing-images' removeListingFiles). */
    removeListingFiles: (listingCode: number) => Promise<void>;
  },
): Promise<void> {
  const repositories = (conn: Db): AdminListingsRepositories => ({
    repo: createAdminListingsRepository(conn),
    ownListings: opts.ownListingsOver(conn),
    audit: createAuditService(conn),
    mail: opts.mailer.over(conn),
  });
  const service = createAdminListingsService({
    ...repositories(opts.db),
    inTransaction: (work) => opts.db.transaction((tx) => work(repositories(tx))),
    clock: opts.clock,
    publicUrl: opts.env.PUBLIC_URL,
    removeListingFiles: opts.removeListingFiles,
    log: app.log,
  });
  await app.register(adminListingsRoutes, { service });
}
