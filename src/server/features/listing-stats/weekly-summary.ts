import { sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { addDays, saoPauloDay, TIME_ZONE } from '../../lib/periods.ts';
import { queryRows } from '../../lib/sql.ts';
import { weeklySummaryEmail, type TopListing, type WeekTotals } from './weekly-summary-email.ts';

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

/** The key class of the per-user advisory lock of the summary (favourites use 23_001). */
const LOCK_CLASS = 24_001;

const TEMPLATE = 'resumo-semanal';

/** The week a run at `now` sums up, as Brasília's days (`AAAA-MM-DD`, both ends included). */
interface SummaryWeek {
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

interface Recipient {
  code: number;
  name: string;
  email: string;
}

/** Something counted on a row: any of the counters. */
const COUNTED = sql.raw(
  '(e.visualizacoes + e.whatsapp + e.mapa + e.site + e.redes + e.favoritos + e.conversas) > 0',
);
/** The contacts (CONTACT_KINDS): WhatsApp, map, site and social links. */
const CONTACTS = sql.raw('(e.whatsapp + e.mapa + e.site + e.redes)');

/** The opted-in active users whose ads counted anything in the week. */
function recipients(db: Db, week: SummaryWeek): Promise<Recipient[]> {
  return queryRows<Recipient>(
    db,
    sql`select u.codigo as code, u.nome as name, u.email
          from usuarios u
         where u.ativo and u.resumo_semanal
           and exists (select 1 from anuncios a
                         join estatisticas_anuncios e on e.anuncio = a.codigo
                        where a.anunciante = u.codigo
                          and e.dia between ${week.from}::date and ${week.to}::date
                          and ${COUNTED})
         order by u.codigo`,
  );
}

type TotalsRow = { [K in keyof WeekTotals as K | `prev_${K}`]: number | string };

/** The week's and the week before's totals of a user's ads; `previous` null when it counted nothing. */
async function totalsOf(
  db: Db,
  userCode: number,
  week: SummaryWeek,
): Promise<{ week: WeekTotals; previous: WeekTotals | null }> {
  const sum = (expr: ReturnType<typeof sql.raw>, thisWeek: boolean) =>
    sql`coalesce(sum(${expr}) filter (where e.dia ${sql.raw(thisWeek ? '>=' : '<')} ${week.from}::date), 0)::int`;
  const columns = {
    views: sql.raw('e.visualizacoes'),
    contacts: CONTACTS,
    conversations: sql.raw('e.conversas'),
    favorites: sql.raw('e.favoritos'),
  };
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`select ${sql.join(
      Object.entries(columns).flatMap(([name, expr]) => [
        sql`${sum(expr, true)} as ${sql.identifier(name)}`,
        sql`${sum(expr, false)} as ${sql.identifier(`prev_${name}`)}`,
      ]),
      sql`, `,
    )}
          from estatisticas_anuncios e
          join anuncios a on a.codigo = e.anuncio
         where a.anunciante = ${userCode}
           and e.dia between ${week.previousFrom}::date and ${week.to}::date`,
  );
  const totals = (prefix: '' | 'prev_'): WeekTotals => ({
    views: Number(row?.[`${prefix}views`] ?? 0),
    contacts: Number(row?.[`${prefix}contacts`] ?? 0),
    conversations: Number(row?.[`${prefix}conversations`] ?? 0),
    favorites: Number(row?.[`${prefix}favorites`] ?? 0),
  });
  const previous = totals('prev_');
  // Favourites and conversations are not contacts: nothing at all counted means no comparison.
  const counted = Object.values(previous).some((n) => n > 0);
  return { week: totals(''), previous: counted ? previous : null };
}

/** The user's 5 most viewed ads of the week (then by contacts), among those that counted anything. */
async function topOf(db: Db, userCode: number, week: SummaryWeek): Promise<TopListing[]> {
  const rows = await queryRows<{ title: string; views: number | string; contacts: number | string }>(
    db,
    sql`select a.titulo as title, sum(e.visualizacoes)::int as views, sum(${CONTACTS})::int as contacts
          from estatisticas_anuncios e
          join anuncios a on a.codigo = e.anuncio
         where a.anunciante = ${userCode}
           and e.dia between ${week.from}::date and ${week.to}::date
           and ${COUNTED}
         group by a.codigo, a.titulo
         order by 2 desc, 3 desc, a.codigo
         limit 5`,
  );
  return rows.map((r) => ({ title: r.title, views: Number(r.views), contacts: Number(r.contacts) }));
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
  for (const user of await recipients(deps.db, week)) {
    const queued = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${user.code}::int)`);
      const [already] = await queryRows<{ id: number }>(
        tx,
        sql`select id from emails_saida
             where modelo = ${TEMPLATE} and para = ${user.email}
               and criado_em >= (${week.sentSince}::date)::timestamp at time zone ${TIME_ZONE}
             limit 1`,
      );
      if (already) return false;
      const totals = await totalsOf(tx, user.code, week);
      if (Object.values(totals.week).every((n) => n === 0)) return false;
      const email = weeklySummaryEmail({
        publicUrl: deps.publicUrl,
        name: user.name,
        from: week.from,
        to: week.to,
        ...totals,
        top: await topOf(tx, user.code, week),
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
