import type {
  ListingStats,
  MyStats,
  MyStatsQuery,
  StatCounts,
  StatDay,
  StatsQuery,
} from '#shared/contracts/listing-stats.contract.ts';
import {
  LISTING_STATS_MESSAGES as M,
  STAT_KINDS,
  STATS_DEFAULT_DAYS,
  type PageEventKind,
} from '#shared/contracts/listing-stats.constants.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, lastDays, saoPauloDay } from '../../lib/periods.ts';
import type { ListingStatsRepository } from './listing-stats.repository.ts';
import type { StatsRecorder } from './stats-recorder.ts';
import { accountVisitor, isPersonAgent, pageVisitor } from './visitor-keys.ts';

/**
 * The advertisers' statistics (issue 35 item 2, ADR 024): what is counted (through the recorder)
 * and what an advertiser reads of their own ads. Another user's ad is 404, admins included, as
 * everywhere under /api/minha-conta.
 */

const zero = (): StatCounts => Object.fromEntries(STAT_KINDS.map((k) => [k, 0])) as StatCounts;

function sum(days: readonly StatDay[]): StatCounts {
  const total = zero();
  for (const d of days) for (const k of STAT_KINDS) total[k] += d[k];
  return total;
}

/** Every day of the period, oldest first, zeros where nothing was counted. */
function everyDay(today: string, count: number, rows: readonly StatDay[]): StatDay[] {
  const byDay = new Map(rows.map((r) => [r.dia, r]));
  return lastDays(today, count).map((dia) => byDay.get(dia) ?? { dia, ...zero() });
}

export function createListingStatsService(deps: {
  repo: ListingStatsRepository;
  recorder: StatsRecorder;
  clock: Clock;
}) {
  const { repo, recorder, clock } = deps;

  const period = (days: number) => {
    const today = saoPauloDay(clock.now());
    return { today, from: addDays(today, -(days - 1)) };
  };

  return {
    /**
     * An event of the listing page. Not counted (false) for a bot's user agent or none; the
     * advertiser's own visits and non-published ads are dropped at the flush.
     */
    recordPageEvent(
      listingCode: number,
      kind: PageEventKind,
      who: { ip: string; userAgent: string | undefined; viewerCode: number | null },
    ): boolean {
      if (!isPersonAgent(who.userAgent)) return false;
      recorder.record({
        listingCode,
        kind,
        visitor: pageVisitor(who.ip, who.userAgent),
        viewerCode: who.viewerCode,
      });
      return true;
    },

    /** A resident started a conversation from the ad (messages.service, once per conversation). */
    recordConversationStarted(listingCode: number, residentCode: number): void {
      recorder.record({
        listingCode,
        kind: 'conversa',
        visitor: accountVisitor(residentCode),
        viewerCode: residentCode,
      });
    },

    async mine(advertiserCode: number, query: MyStatsQuery): Promise<MyStats> {
      const days = query.dias ?? STATS_DEFAULT_DAYS.mine;
      const { today, from } = period(days);
      const codes = query.anuncios?.split(',').map(Number);
      const [rows, porAnuncio] = await Promise.all([
        repo.advertiserDays(advertiserCode, from),
        repo.advertiserListings(advertiserCode, from, codes && [...new Set(codes)]),
      ]);
      const dias = everyDay(today, days, rows);
      return { de: from, ate: today, dias, totais: sum(dias), porAnuncio };
    },

    async listing(advertiserCode: number, listingCode: number, query: StatsQuery): Promise<ListingStats> {
      const title = await repo.ownTitle(advertiserCode, listingCode);
      if (title === null) throw notFound(M.listingNotFound);
      const days = query.dias ?? STATS_DEFAULT_DAYS.listing;
      const { today, from } = period(days);
      const dias = everyDay(today, days, await repo.listingDays(listingCode, from));
      return {
        codigoANUNCIO: listingCode,
        tituloANUNCIO: title,
        de: from,
        ate: today,
        dias,
        totais: sum(dias),
      };
    },
  };
}

export type ListingStatsService = ReturnType<typeof createListingStatsService>;
/** The batching recorder, for app.ts to hand to tests and benchmarks (flush). */
export type ListingStatsRecorder = StatsRecorder;
