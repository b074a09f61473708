import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_PAGE_SIZES } from '#shared/contracts/my-listings.constants.ts';
import { findMyStats } from '../../features/listing-stats/listing-stats-api.server.ts';
import { ListingStatsLine, type ListingCounts } from '../../features/listing-stats/listing-stats-line.tsx';
import { contactsOf } from '../../features/listing-stats/stats-view.ts';
import { findMyListings } from '../../features/my-listings/my-listings-api.ts';
import { myListingsParams } from '../../features/my-listings/my-listings-list.ts';
import { MyListingsPage } from '../../features/my-listings/my-listings-page.tsx';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/my-listings';

/**
 * /painel/anuncios (spec 2 §2 "Panel my-ads"): the user's ads, 10 a page, searched by title
 * (`q` and `page` in the address: shareable, server-rendered, Filtrar works without JavaScript).
 * The row actions are calls from the browser, then the list is loaded again. Each ad shows until
 * when it is on the air, against the loader's clock, and its views and contacts of the last 30
 * days (issue 35 item 2), asked for the page's ads in one call after the list.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, q } = myListingsParams(new URL(request.url).searchParams);
  // One clock for the server's page and the browser's: each ad's end is shown against it.
  const now = new Date().toISOString();
  const api = createApiClient({ context, request });
  try {
    const answer = await findMyListings(api, {
      page,
      q: q || undefined,
      limit: MY_LISTINGS_PAGE_SIZES.list,
    });
    return {
      q,
      page: answer.page,
      totalPages: answer.totalPages,
      total: answer.total,
      listings: answer.data,
      failed: false,
      counts: await countsOf(
        api,
        answer.data.map((listing) => listing.codigoANUNCIO),
        context.app.log,
      ),
      now,
    };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'painel/anuncios: lista indisponível');
    return { q, page, totalPages: 0, total: 0, listings: [] as MyListing[], failed: true, counts: null, now };
  }
}

/**
 * The views and contacts of the last 30 days of these ads, by code; null when the call failed:
 * the page shows its ads without them.
 */
async function countsOf(
  api: ApiClient,
  codes: number[],
  log: { warn: (obj: object, msg: string) => void },
): Promise<Record<number, ListingCounts> | null> {
  if (codes.length === 0) return {};
  try {
    const stats = await findMyStats(api, { dias: 30, anuncios: codes });
    return Object.fromEntries(
      stats.porAnuncio.map((ad) => [ad.codigoANUNCIO, { views: ad.visualizacao, contacts: contactsOf(ad) }]),
    );
  } catch (error) {
    if (isWorthLogging(error)) log.warn({ err: error }, 'painel/anuncios: estatísticas indisponíveis');
    return null;
  }
}

export const meta = () => [{ title: 'Meus anúncios | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelMyListings({ loaderData }: Route.ComponentProps) {
  const { counts, ...page } = loaderData;
  return (
    <MyListingsPage
      {...page}
      statsOf={(listing) => (
        <ListingStatsLine listing={listing} counts={counts?.[listing.codigoANUNCIO] ?? null} />
      )}
    />
  );
}
