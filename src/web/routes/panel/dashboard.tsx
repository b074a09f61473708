import { MY_LISTINGS_PAGE_SIZES } from '#shared/contracts/my-listings.constants.ts';
import {
  DashboardStatsCard,
  TOP_LISTINGS_SHOWN,
} from '../../features/listing-stats/dashboard-stats-card.tsx';
import { findMyStats } from '../../features/listing-stats/listing-stats-api.server.ts';
import { soonestEnding } from '../../features/my-listings/listing-run.ts';
import { LIVE_LISTINGS_SHOWN, LiveListingsCard } from '../../features/my-listings/live-listings-card.tsx';
import { findMyListings } from '../../features/my-listings/my-listings-api.ts';
import {
  countPublishedListings,
  findAvailableCredits,
  findInvoices,
  findUsedPlans,
} from '../../features/panel/billing-api.ts';
import { countOf, isWorthLogging, latestInvoice } from '../../features/panel/billing.ts';
import { PanelDashboard } from '../../features/panel/panel-dashboard.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/dashboard';

/**
 * /painel (spec 2 §2 "Panel dashboard"): credits, the new-ad button, the latest paid invoice and
 * the counters. Each call may fail on its own: its numbers show 0, never a broken page (spec 2
 * §8), and the log keeps the cause. Published ads: the `total` of the own ads with status
 * publicado (one item fetched, spec 2 §9). "Anúncios no ar" (issue 35): the published ads ending
 * soonest; the API has no order by end, so a page of the most it gives is sorted here. The
 * statistics of the last 30 days (issue 35 item 2): all the user's ads, and the most viewed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const [credits, used, paid, published, live, stats] = await Promise.allSettled([
    findAvailableCredits(api),
    findUsedPlans(api),
    findInvoices(api, 'paid'),
    countPublishedListings(api),
    findMyListings(api, { page: 1, limit: MY_LISTINGS_PAGE_SIZES.max, status: 'publicado' }),
    findMyStats(api, { dias: 30 }),
  ]);
  for (const [what, result] of [
    ['créditos', credits],
    ['planos usados', used],
    ['faturas pagas', paid],
    ['anúncios publicados', published],
    ['anúncios no ar', live],
    ['estatísticas', stats],
  ] as const) {
    if (result.status === 'rejected' && isWorthLogging(result.reason)) {
      context.app.log.warn({ err: result.reason }, `painel: ${what} indisponível`);
    }
  }
  // Private, never cached: the layout's headers (Cache-Control: private, no-store) cover it.
  return {
    credits: countOf(credits),
    plansContracted: countOf(used),
    paidInvoices: countOf(paid),
    publishedListings: countOf(published),
    latestPaid: paid.status === 'fulfilled' ? latestInvoice(paid.value.items) : null,
    // Only what the card shows (not 50 whole ads in the page's data); null when it failed.
    liveListings: live.status === 'fulfilled' ? soonestEnding(live.value.data, LIVE_LISTINGS_SHOWN) : null,
    // The card lists the first ads only; null when the call failed (the card says so).
    stats:
      stats.status === 'fulfilled'
        ? { ...stats.value, porAnuncio: stats.value.porAnuncio.slice(0, TOP_LISTINGS_SHOWN) }
        : null,
    // One clock for the server's page and the browser's: each ad's end is shown against it.
    now: new Date().toISOString(),
  };
}

export const meta = () => [{ title: 'Meu painel | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { liveListings, stats, now, ...counters } = loaderData;
  return (
    <PanelDashboard
      {...counters}
      liveListings={<LiveListingsCard listings={liveListings} now={now} />}
      stats={<DashboardStatsCard stats={stats} />}
    />
  );
}
