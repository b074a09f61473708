import { data } from 'react-router';
import { searchListings } from '../../features/listings/listings-api.ts';
import { toListingCardWithSummary } from '../../lib/listing-cards.ts';
import { findCategories, findStates, findSubcategories } from '../../lib/catalogue-api.ts';
import {
  hasCriteria,
  parseUnifiedSearch,
  toListingsQuery,
  toMapPlaces,
} from '../../features/search/unified-search.ts';
import { UnifiedSearchPage, type UnifiedSearchData } from '../../features/search/unified-search-page.tsx';
import { SaveSearchButton } from '../../features/saved-searches/save-search-button.tsx';
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
  const quiet = <T,>(promise: Promise<T>, fallback: T) =>
    promise.catch((err: unknown) => {
      // Spec 1 §8: a failed look-up leaves the chip with the code; the log keeps the cause.
      context.app.log.warn({ err }, 'busca: lista auxiliar indisponível');
      return fallback;
    });
  const [result, states, categories, subcategories] = await Promise.all([
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
    quiet(findStates(api), []),
    // The names of the hero's category and subcategory, for their chips.
    search.categoria !== undefined ? quiet(findCategories(api, search.tipo), []) : Promise.resolve([]),
    search.categoria !== undefined && search.subcategoria !== undefined
      ? quiet(findSubcategories(api, search.categoria), [])
      : Promise.resolve([]),
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
    categoryName: categories.find((c) => c.codigoCATEGORIA === search.categoria)?.nomeCATEGORIA ?? null,
    subcategoryName:
      subcategories.find((c) => c.codigoSUBCATEGORIA === search.subcategoria)?.nomeSUBCATEGORIA ?? null,
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
  const s = loaderData.search;
  const name =
    [
      s.condominio ?? [s.rua, s.numero].filter(Boolean).join(', '),
      s.bairro,
      s.cidade,
      s.estado,
      loaderData.categoryName,
    ]
      .filter(Boolean)
      .join(', ') || 'Minha busca';
  return (
    <UnifiedSearchPage
      data={loaderData}
      saveSearch={<SaveSearchButton page="busca" suggestedName={name} />}
    />
  );
}
