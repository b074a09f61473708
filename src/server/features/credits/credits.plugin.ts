import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { createCreditsService, type CreditsService } from './credits.service.ts';
import { scheduleExpiry } from './expiry-job.ts';

/**
 * The credits' rules (no routes of their own: checkouts lists them, my-listings binds them) and
 * the expiry job (every minute, on the job queue), which also e-mails the advertiser before an ad
 * expires. Answers the service, which checkouts and my-listings are given.
 */
export function registerCredits(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; jobs: JobQueue },
): CreditsService {
  const credits = createCreditsService({
    repoOver: createCreditsRepository,
    db: opts.db,
    clock: opts.clock,
    inTransaction: (work) =>
      opts.db.transaction((tx) => work(createCreditsRepository(tx), opts.mailer.over(tx))),
    publicUrl: opts.env.PUBLIC_URL,
  });
  scheduleExpiry(opts.jobs, {
    expire: () => credits.expire(),
    warn: () => credits.warn(),
    log: app.log,
  });
  return credits;
}
