import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdminOverviewRepository } from './admin-overview.repository.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { createAdminOverviewService } from './admin-overview.service.ts';

/** The admin dashboard's figures, every invoice (filters, CSV) and the contact messages (issue 21). */
export async function registerAdminOverview(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; background: BackgroundTasks },
): Promise<void> {
  const { env, db } = opts;
  const service = createAdminOverviewService({
    repo: createAdminOverviewRepository(db),
    inTransaction: (work) => db.transaction((tx) => work(createAdminOverviewRepository(tx))),
    clock: opts.clock,
    mailer: opts.mailer,
    background: opts.background,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
  await app.register(adminOverviewRoutes, { service });
}
