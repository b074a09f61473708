import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';

/**
 * The weekly summary e-mail of an advertiser's statistics (ADR 024), for the users who turned it
 * on in the settings (`usuarios.resumo_semanal`). Built by a helper; see issue 35 item 2.
 */
export function scheduleWeeklySummary(
  _jobs: Pick<JobQueue, 'work' | 'schedule' | 'send'>,
  _opts: {
    db: Db;
    clock: Clock;
    mailer: Mailer;
    publicUrl: string;
    log: { info(obj: object, msg?: string): void };
  },
): void {
  // In progress (this session): the helper replaces this body.
}
