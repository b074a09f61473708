import type { FastifyInstance } from 'fastify';
import { createOutboxRepository, type Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdminOverviewRepository } from './admin-overview.repository.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { createAdminOverviewService } from './admin-overview.service.ts';

/** The admin dashboard's figures, every invoice (filters, CSV) and the contact messages. */
export async function registerAdminOverview(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer },
): Promise<void> {
  const { env, db } = opts;
  const service = createAdminOverviewService({
    repo: createAdminOverviewRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) => work(createAdminOverviewRepository(tx), opts.mailer.over(tx))),
    clock: opts.clock,
    outbox: createOutboxRepository(db),
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(adminOverviewRoutes, { service });
}
