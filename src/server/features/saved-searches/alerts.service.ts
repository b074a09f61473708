import type { ListingSummary } from '#shared/contracts/listings.contract.ts';
import { SAVED_SEARCH_LIMITS as L, UNSUBSCRIBE_PAGE } from '#shared/contracts/saved-searches.constants.ts';
import { savedSearchPath } from '#shared/lib/saved-search-query.ts';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { saoPauloDay } from '../../lib/periods.ts';
import { alertEmail, type AlertAd } from './alert-email.ts';
import type { DueSearch, InTransaction, SavedSearchesRepository } from './saved-searches.repository.ts';
import { checkedFilters, unsubscribeToken } from './saved-searches.service.ts';

/**
 * The saved searches' alerts (issue 36 item 1), run by the `alertas` job on ALERTS_CRON and by
 * `npm run alerts:run`:
 *
 * - "assim que surgir" (`imediata`) searches whose last e-mail is at least an hour old, and, from
 *   08:00 in Brasília, the `diaria` ones not yet looked at today (one digest a day);
 * - each runs THE search (the listings feature's findListings, what GET /api/anuncios and the
 *   /anuncios and /busca pages answer) newest first, and keeps the ads published after the
 *   search's `verificada_ate` that it never sent; up to 10 go in one e-mail;
 * - in one transaction per search, its row locked (`skip locked`: two processes never take the
 *   same one), the ads are recorded in `buscas_salvas_enviados` (an ad is never sent twice for
 *   one search, a retried run included) and the e-mail is queued in the outbox.
 */

/** The ads the search brings per look: enough for 10 new ones past those already sent. */
const LOOK_AHEAD = 30;
/**
 * `verificada_ate` is written this much before the search ran: an ad approved in a transaction
 * that had not committed when the search read is still newer next time (the sent list keeps it
 * from coming twice).
 */
const MARGIN_MS = 2 * 60_000;
const HOUR_MS = 3_600_000;

/** The listings feature's search: a page of it as the JSON text GET /api/anuncios sends. */
export type ListingsSearch = (
  q: Record<string, unknown> & { page: number; limit: number },
) => Promise<string>;

export interface AlertRun {
  /** Searches looked at. */
  searched: number;
  /** E-mails queued. */
  emails: number;
  /** Ads in them. */
  ads: number;
}

/** 08:00 of today in Brasília (UTC-3 all year since 2019), once it has passed; else null. */
function dailyStart(now: Date): Date | null {
  const at = new Date(`${saoPauloDay(now)}T08:00:00-03:00`);
  return now >= at ? at : null;
}

export function createAlertsService(deps: {
  repo: SavedSearchesRepository;
  inTransaction: InTransaction;
  mailer: Pick<Mailer, 'over'>;
  search: ListingsSearch;
  clock: Clock;
  publicUrl: string;
  secret: string;
}) {
  const { repo, clock, publicUrl } = deps;
  const url = (path: string) => new URL(path, publicUrl).toString();

  /**
   * The ads of one search published after its `verificada_ate`, newest first: THE search, run
   * outside any transaction (PGlite has one connection: a statement outside an open transaction
   * would wait for it).
   */
  async function freshAds(s: DueSearch): Promise<ListingSummary[]> {
    const checked = checkedFilters(s.page, s.query);
    if (!checked.ok) return [];
    const page = JSON.parse(
      await deps.search({ ...checked.filters, sort: 'data', order: 'desc', page: 1, limit: LOOK_AHEAD }),
    ) as { data: ListingSummary[]; correspondencia: 'todas' | 'algumas' };
    // The page's "some of the words" fallback is not what the user searched for.
    if (page.correspondencia !== 'todas') return [];
    const since = s.checkedUntil.getTime();
    return page.data.filter((c) => c.publicadoEm !== null && Date.parse(c.publicadoEm) > since);
  }

  async function withCondominiums(cards: ListingSummary[], tx: SavedSearchesRepository): Promise<AlertAd[]> {
    const names = await tx.condominiumNames([...new Set(cards.flatMap((c) => c.condominiosANUNCIO))]);
    return cards.map((card) => {
      const known = card.condominiosANUNCIO.filter((code) => names.has(code));
      return {
        card,
        condominium: known.length > 0 ? { name: names.get(known[0]!)!, more: known.length - 1 } : null,
      };
    });
  }

  /** One search's alert: the number of ads e-mailed (0: none), or null when it was not due after all. */
  async function runOne(id: number, now: Date, hourAgo: Date): Promise<number | null> {
    const found = await repo.findForAlert(id, { lock: false });
    if (!found) return null;
    const searchedAt = new Date(clock.now().getTime() - MARGIN_MS);
    const fresh = await freshAds(found);
    return deps.inTransaction(async (tx, conn) => {
      // Looked at again under the lock: another run may have taken it meanwhile.
      const s = await tx.findForAlert(id, { lock: true });
      if (!s || s.checkedUntil.getTime() !== found.checkedUntil.getTime()) return null;
      if (s.frequency === 'imediata' && s.lastSentAt && s.lastSentAt > hourAgo) return null;
      const sent = await tx.alreadySent(
        s.id,
        fresh.map((c) => c.codigoANUNCIO),
      );
      const cards = fresh.filter((c) => !sent.has(c.codigoANUNCIO)).slice(0, L.adsPerEmail);
      const recorded = new Set(
        await tx.recordSent(
          s.id,
          cards.map((c) => c.codigoANUNCIO),
          now,
        ),
      );
      const ads = await withCondominiums(
        cards.filter((c) => recorded.has(c.codigoANUNCIO)),
        tx,
      );
      if (ads.length === 0) {
        // A digest looked at today is done for the day, news or not.
        if (s.frequency === 'diaria') await tx.markRun(s.id, { checkedUntil: searchedAt });
        return 0;
      }
      const token = unsubscribeToken(deps.secret, s.id);
      const unsubscribeUrl = url(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`);
      const email = alertEmail({
        publicUrl,
        name: s.userName,
        searchName: s.name,
        frequency: s.frequency,
        ads,
        searchUrl: url(savedSearchPath(s.page, s.query, true)),
        unsubscribeUrl,
        panelUrl: url('/painel/buscas-salvas'),
      });
      await deps.mailer.over(conn).send({
        to: s.email,
        ...email,
        // RFC 8058: a POST to this address with "List-Unsubscribe=One-Click" stops the alerts.
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await tx.markRun(s.id, { checkedUntil: searchedAt, lastSentAt: now });
      return ads.length;
    });
  }

  return {
    /** Sends every alert due at `now` (the job, `npm run alerts:run`). */
    async run(now: Date = clock.now()): Promise<AlertRun> {
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const from = dailyStart(now);
      const ids = await repo.findDueIds({
        hourAgo,
        dailyFrom: from && new Date(from.getTime() - MARGIN_MS),
      });
      const run: AlertRun = { searched: 0, emails: 0, ads: 0 };
      for (const id of ids) {
        const sent = await runOne(id, now, hourAgo);
        if (sent === null) continue;
        run.searched += 1;
        if (sent > 0) {
          run.emails += 1;
          run.ads += sent;
        }
      }
      return run;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/** The job: `alertas` on ALERTS_CRON (every 5 minutes by default), once across all processes. */
export function scheduleAlerts(
  jobs: Pick<JobQueue, 'work' | 'schedule'>,
  opts: { alerts: AlertsService; cron: string; log: { info(obj: object, msg?: string): void } },
): void {
  jobs.work('alertas', async () => {
    const run = await opts.alerts.run();
    if (run.searched > 0)
      opts.log.info(
        { buscas: run.searched, emails: run.emails, anuncios: run.ads },
        'alertas de buscas salvas',
      );
  });
  jobs.schedule('alertas', opts.cron);
}
