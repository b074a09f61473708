import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { addDays, saoPauloDay } from '../../lib/periods.ts';
import { createListingStatsRepository } from './listing-stats.repository.ts';
import { weeklySummaryEmail } from './weekly-summary-email.ts';

/**
 * The weekly summary e-mail of an advertiser's statistics (ADR 024), for the users who turned it
 * on in the settings (`usuarios.resumo_semanal`): every Monday at 08:00 in Brasília, last week's
 * totals (Monday to Sunday, Brasília's days) of all their ads, compared with the week before, and
 * their 5 most viewed ads. A user whose ads counted nothing that week gets no e-mail.
 *
 * Once per user and week, however many runs (a retry, a run by hand, two processes at once): each
 * user's e-mail is queued in a transaction of its own that first takes a per-user advisory lock
 * and then looks for a 'resumo-semanal' e-mail to that address in the outbox (`emails_saida`)
 * since the week ended; found, the user is skipped. The outbox keeps a row per e-mail sent, with
 * its address, template and time, for good (only an SMTP message's body is emptied), so it is the
 * record this needs, without a table of its own. A pg-boss job per user with a singleton key would
 * not do: a key is unique only among the rows still in the job table, and completed jobs are
 * archived after an hour (job-queue.ts), so a later run in the same week would send again.
 * A run that fails half-way is retried by the job queue and sends only to those still without it.
 */

/** Mondays at 11:00 UTC: 08:00 in Brasília (UTC-3 all year since 2019). The queue's crons are UTC. */
const WEEKLY_SUMMARY_CRON = '0 11 * * 1';

const TEMPLATE = 'resumo-semanal';

/** The week a run at `now` sums up, as Brasília's days (`AAAA-MM-DD`, both ends included). */
export interface SummaryWeek {
  /** Monday and Sunday of the last full week. */
  from: string;
  to: string;
  /** Monday of the week before it (the comparison runs `previousFrom` to `from` - 1). */
  previousFrom: string;
  /** Monday of `now`'s week: a summary sent since then is this week's. */
  sentSince: string;
}

/** The last full week (Monday to Sunday in Brasília) before `now`, and the one before it. */
export function summaryWeek(now: Date): SummaryWeek {
  const today = saoPauloDay(now);
  // getUTCDay of the bare date: 0 Sunday ... 6 Saturday; days back to this week's Monday.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  return {
    from: addDays(monday, -7),
    to: addDays(monday, -1),
    previousFrom: addDays(monday, -14),
    sentSince: monday,
  };
}

interface WeeklySummaryDeps {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'over'>;
  publicUrl: string;
}

/**
 * Queues last week's summary (the week before `now`, Brasília) to every opted-in user whose ads
 * counted anything then and who has not had it yet (see the top of this file). For the job, and
 * for a command line that wants to send it now.
 */
export async function runWeeklySummary(
  deps: WeeklySummaryDeps,
  now: Date = deps.clock.now(),
): Promise<{ week: SummaryWeek; sent: number }> {
  const week = summaryWeek(now);
  let sent = 0;
  for (const user of await createListingStatsRepository(deps.db).summaryRecipients(week)) {
    const queued = await deps.db.transaction(async (tx) => {
      const repo = createListingStatsRepository(tx);
      if (await repo.claimSummary(user, TEMPLATE, week.sentSince)) return false;
      const totals = await repo.summaryTotals(user.code, week);
      if (Object.values(totals.week).every((n) => n === 0)) return false;
      const email = weeklySummaryEmail({
        publicUrl: deps.publicUrl,
        name: user.name,
        from: week.from,
        to: week.to,
        ...totals,
        top: await repo.summaryTop(user.code, week),
      });
      await deps.mailer.over(tx).send({ to: user.email, ...email });
      return true;
    });
    if (queued) sent += 1;
  }
  return { week, sent };
}

/** The job: `resumo-semanal` every Monday at 08:00 in Brasília, once across all processes. */
export function scheduleWeeklySummary(
  jobs: Pick<JobQueue, 'work' | 'schedule' | 'send'>,
  opts: WeeklySummaryDeps & { log: { info(obj: object, msg?: string): void } },
): void {
  jobs.work('resumo-semanal', async () => {
    const { week, sent } = await runWeeklySummary(opts);
    opts.log.info({ semana: week.from, enviados: sent }, 'resumos semanais na fila de e-mails');
  });
  jobs.schedule('resumo-semanal', WEEKLY_SUMMARY_CRON);
}
