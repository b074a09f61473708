import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_PAGE_SIZES } from '#shared/contracts/my-listings.constants.ts';
import { findMyListings } from '../../features/my-listings/my-listings-api.ts';
import { myListingsParams } from '../../features/my-listings/my-listings-list.ts';
import { MyListingsPage } from '../../features/my-listings/my-listings-page.tsx';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/my-listings';

/**
 * /painel/anuncios (spec 2 §2 "Panel my-ads"): the user's ads, 10 a page, searched by title
 * (`q` and `page` in the address: shareable, server-rendered, Filtrar works without JavaScript).
 * The row actions are calls from the browser, then the list is loaded again. Each ad shows until
 * when it is on the air, against the loader's clock.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, q } = myListingsParams(new URL(request.url).searchParams);
  // One clock for the server's page and the browser's: each ad's end is shown against it.
  const now = new Date().toISOString();
  try {
    const answer = await findMyListings(createApiClient({ context, request }), {
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
      now,
    };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'painel/anuncios: lista indisponível');
    return { q, page, totalPages: 0, total: 0, listings: [] as MyListing[], failed: true, now };
  }
}

export const meta = () => [{ title: 'Meus anúncios | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelMyListings({ loaderData }: Route.ComponentProps) {
  return <MyListingsPage {...loaderData} />;
}
