import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import {
  createAlertsService,
  scheduleAlerts,
  type AlertsService,
  type ListingsSearch,
} from './alerts.service.ts';
import { createSavedSearchesRepository, type InTransaction } from './saved-searches.repository.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

/**
 * The alerts' unsubscribe key: ALERTS_SECRET, or one derived from the public address and the
 * database's (stable across restarts and processes of one installation).
 */
function alertsSecret(env: Env): string {
  return (
    env.ALERTS_SECRET ??
    createHash('sha256')
      .update(`nc-alertas:${env.PUBLIC_URL}:${env.DATABASE_URL ?? env.PGLITE_DIR}`)
      .digest('base64url')
  );
}

/**
 * Saved searches with e-mail alerts (issue 36 item 1): the routes, and the `alertas` job, which
 * runs `search` (the listings feature's own search, handed in by app.ts). Answers the alerts, for
 * `npm run alerts:run`.
 */
export async function registerSavedSearches(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; jobs: JobQueue; mailer: Mailer; search: ListingsSearch },
): Promise<AlertsService> {
  const { env, db, clock } = opts;
  const repo = createSavedSearchesRepository(db);
  const inTransaction: InTransaction = (work) =>
    db.transaction((tx) => work(createSavedSearchesRepository(tx), tx));
  const secret = alertsSecret(env);
  const service = createSavedSearchesService({ repo, inTransaction, clock, secret });
  await app.register(savedSearchesRoutes, { service, env });
  const alerts = createAlertsService({
    repo,
    inTransaction,
    mailer: opts.mailer,
    search: opts.search,
    clock,
    publicUrl: env.PUBLIC_URL,
    secret,
  });
  scheduleAlerts(opts.jobs, { alerts, cron: env.ALERTS_CRON, log: app.log });
  return alerts;
}
