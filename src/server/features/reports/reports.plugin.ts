import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/**
 * Reports of listings ("Denunciar anúncio", issue 21): the public POST. The admins' queue and
 * its actions (deactivate, dismiss) are moderation, in features/admin-listings, which resolves
 * the reports in the transaction of the deactivation. Nothing is e-mailed here.
 */
export async function registerReports(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock },
): Promise<void> {
  const service = createReportsService({ repo: createReportsRepository(opts.db), clock: opts.clock });
  await app.register(reportsRoutes, { service, env: opts.env });
}
