import type { DeliveryOutcomes } from '../adapters/email/index.ts';
import type { JobOutcome, JobQueue, QueueName } from '../lib/job-queue.ts';
import type { Metrics } from './metrics.ts';

/**
 * The job queue's and the e-mails' metrics (docs/operations.md §6):
 * - `nc_jobs{queue,state}`: the jobs in the queue's table now, read at each scrape (every
 *   process sees the same table): `created` and `retry` are the depth, `active` those running,
 *   `failed` those given up on in the last hour (then archived);
 * - `nc_jobs_finished_total{queue,outcome}`: jobs this process ran, `completed`, `retry` (failed,
 *   another attempt to come) or `failed` (the last attempt failed);
 * - `nc_emails_total{outcome}`: e-mails this process handed over (`delivered`), attempts that
 *   failed with a retry to come (`retry`), and those given up on (`failed`).
 */
export function registerJobMetrics(metrics: Metrics, jobs: Pick<JobQueue, 'counts'>) {
  let last: Awaited<ReturnType<JobQueue['counts']>> | undefined;
  metrics.gauge({
    name: 'nc_jobs',
    help: 'Jobs in the job queue now, by queue and state (created and retry are the depth).',
    labelNames: ['queue', 'state'],
    async collect() {
      // A scrape while the database is away keeps the last figures rather than failing whole.
      last = await jobs.counts().catch(() => last);
      for (const [queue, states] of Object.entries(last ?? {})) {
        for (const state of ['created', 'retry', 'active', 'completed', 'failed']) {
          this.set({ queue, state }, states[state] ?? 0);
        }
      }
    },
  });
  const finished = metrics.counter({
    name: 'nc_jobs_finished_total',
    help: 'Jobs this process ran, by queue and outcome (completed, retry, failed).',
    labelNames: ['queue', 'outcome'],
  });
  const emails = metrics.counter({
    name: 'nc_emails_total',
    help: 'E-mail delivery attempts by this process, by outcome (delivered, retry, failed).',
    labelNames: ['outcome'],
  });
  return {
    onJobFinished: (queue: QueueName, outcome: JobOutcome) => finished.inc({ queue, outcome }),
    emailOutcomes: {
      delivered: () => emails.inc({ outcome: 'delivered' }),
      failed: (final: boolean) => emails.inc({ outcome: final ? 'failed' : 'retry' }),
    } satisfies DeliveryOutcomes,
  };
}
