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
 * publicado (one item fetched, spec 2 §9).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const [credits, used, paid, published] = await Promise.allSettled([
    findAvailableCredits(api),
    findUsedPlans(api),
    findInvoices(api, 'paid'),
    countPublishedListings(api),
  ]);
  for (const [what, result] of [
    ['créditos', credits],
    ['planos usados', used],
    ['faturas pagas', paid],
    ['anúncios publicados', published],
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
  };
}

export const meta = () => [{ title: 'Meu painel | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <PanelDashboard {...loaderData} />;
}
