import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { addDays, saoPauloDay } from '../../lib/periods.ts';
import { createListingStatsRepository } from './listing-stats.repository.ts';
import { listingStatsRoutes } from './listing-stats.routes.ts';
import {
  createListingStatsService,
  type ListingStatsRecorder,
  type ListingStatsService,
} from './listing-stats.service.ts';
import { scheduleStatsCleanUp } from './stats-cleanup-job.ts';
import { createStatsRecorder } from './stats-recorder.ts';
import { scheduleWeeklySummary } from './weekly-summary.ts';

/** Counts older than this are deleted by the daily clean-up: a year and a month of history. */
const KEEP_DAYS = 400;

/**
 * The advertisers' statistics (issue 35 item 2, ADR 024): the listing page's events, the
 * batching recorder (started with the server, written on close), the panel's reads, the daily
 * clean-up and the weekly summary e-mail. `recordConversationStarted` is for messages.
 */
export async function registerListingStats(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; jobs: JobQueue; mailer: Mailer },
): Promise<{ service: ListingStatsService; recorder: ListingStatsRecorder }> {
  const { env, db, clock, jobs } = opts;
  const repo = createListingStatsRepository(db);
  const recorder = createStatsRecorder({
    repo,
    inTransaction: (work) => db.transaction((tx) => work(createListingStatsRepository(tx))),
    clock,
    flushMs: env.STATS_FLUSH_MS,
    log: app.log,
  });
  app.addHook('onReady', async () => recorder.start());
  app.addHook('onClose', async () => recorder.stop());
  const service = createListingStatsService({ repo, recorder, clock });
  await app.register(listingStatsRoutes, { env, service });
  scheduleStatsCleanUp(jobs, {
    cleanUp: () => {
      const today = saoPauloDay(clock.now());
      return repo.cleanUp(today, addDays(today, -KEEP_DAYS));
    },
    log: app.log,
  });
  scheduleWeeklySummary(jobs, { db, clock, mailer: opts.mailer, publicUrl: env.PUBLIC_URL, log: app.log });
  return { service, recorder };
}
