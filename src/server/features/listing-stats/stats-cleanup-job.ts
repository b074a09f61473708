import type { JobQueue } from '../../lib/job-queue.ts';

/** Daily, 00:10 in Brasília (03:10 UTC): just after a day ends, its salt and keys go. */
const DAILY_CRON = '10 3 * * *';

/**
 * The statistics' daily clean-up (ADR 024) on the job queue, once across all processes: the
 * salts and visitor keys of the days before today, and the counts older than 400 days.
 */
export function scheduleStatsCleanUp(
  jobs: Pick<JobQueue, 'work' | 'schedule'>,
  opts: {
    cleanUp: () => Promise<{ salts: number; keys: number; rows: number }>;
    log: { info(obj: object, msg?: string): void };
  },
): void {
  jobs.work('estatisticas', async () => {
    const removed = await opts.cleanUp();
    opts.log.info(removed, 'estatísticas: sais e chaves de visitantes de dias passados apagados');
  });
  jobs.schedule('estatisticas', DAILY_CRON);
}
