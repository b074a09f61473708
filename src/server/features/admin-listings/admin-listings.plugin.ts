import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdminListingsRepository } from './admin-listings.repository.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { createAdminListingsService } from './admin-listings.service.ts';

/** The admins' ads (spec 2 §7 "Admin ads"): for now the approval; the admin issue adds the rest. */
export async function registerAdminListings(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; background: BackgroundTasks },
): Promise<void> {
  const service = createAdminListingsService({
    repo: createAdminListingsRepository(opts.db),
    clock: opts.clock,
  });
  await app.register(adminListingsRoutes, { service });
}
