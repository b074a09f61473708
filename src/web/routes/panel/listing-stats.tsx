import { loadListingStats } from '../../features/listing-stats/listing-stats-api.server.ts';
import { ListingStatsPage } from '../../features/listing-stats/listing-stats-page.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/listing-stats';

export const meta = () => [{ title: 'Estatísticas do anúncio | NC' }, { name: 'robots', content: 'noindex' }];

/**
 * /painel/anuncios/{id}/estatisticas (issue 35 item 2): one own ad over the last 90 days. An id
 * that is not one of the user's ads is the panel's 404, as on the ad form; any other failure is
 * the panel's error page (there is nothing else on this page to keep).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const stats = await loadListingStats(createApiClient({ context, request }), params.id);
  // Private, never cached: the layout's headers (Cache-Control: private, no-store) cover it.
  return { stats };
}

export default function ListingStatsRoute({ loaderData }: Route.ComponentProps) {
  return <ListingStatsPage stats={loaderData.stats} />;
}
