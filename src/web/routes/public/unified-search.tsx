import { data } from 'react-router';
import { searchListings } from '../../features/listings/listings-api.ts';
import { toListingCardWithSummary } from '../../lib/listing-cards.ts';
import { findStates } from '../../lib/catalogue-api.ts';
import {
  hasCriteria,
  parseUnifiedSearch,
  toListingsQuery,
  toMapPlaces,
} from '../../features/search/unified-search.ts';
import { UnifiedSearchPage, type UnifiedSearchData } from '../../features/search/unified-search-page.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/unified-search';

/**
 * /busca (spec 1 §2): the spec's original showed sample data; ours asks the real API
 * (GET /api/anuncios with condominioNome or the address fields).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const search = parseUnifiedSearch(new URL(request.url).searchParams);
  const hasSearched = hasCriteria(search);
  const [result, states] = await Promise.all([
    hasSearched
      ? searchListings(api, toListingsQuery(search)).then(
          (page) => ({ page, error: null as string | null }),
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 400)
              return { page: null, error: err.apiMessage ?? 'Confira os dados da busca.' };
            throw err;
          },
        )
      : Promise.resolve({ page: null, error: null }),
    findStates(api).catch((err: unknown) => {
      context.app.log.warn({ err }, 'busca: estados indisponíveis');
      return [];
    }),
  ]);
  const listings = result.page?.data ?? [];
  const cards = listings.map(toListingCardWithSummary);
  const body: UnifiedSearchData & { publicUrl: string } = {
    search,
    hasSearched,
    listings: cards,
    mapPlaces: toMapPlaces(
      cards.map((card, i) => ({ ...card, coordinates: listings[i]?.coordenadasANUNCIO ?? null })),
    ),
    total: result.page?.total ?? 0,
    totalExato: result.page?.totalExato ?? true,
    error: result.error,
    states: states.map((s) => ({ sigla: s.sigla, nome: s.nomeESTADO })),
    publicUrl: context.app.env.PUBLIC_URL,
  };
  return data(body, { status: result.error ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: 'Busca por condomínio ou endereço | NC',
    description: 'Encontre anúncios do seu condomínio ou da sua rua no NC.',
    path: '/busca',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  }),
  ...(loaderData?.hasSearched ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

export default function UnifiedSearchRoute({ loaderData }: Route.ComponentProps) {
  return <UnifiedSearchPage data={loaderData} />;
}
