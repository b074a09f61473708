import { data, redirect } from 'react-router';
import type { ComboboxOption } from '../../components/forms/combobox.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { searchListings } from '../../features/listings/listings-api.ts';
import { toListingCard } from '../../lib/listing-cards.ts';
import type { CategoryOption } from '../../features/search/filters-form.tsx';
import { getCondominium } from '../../features/condominiums/condominiums-api.ts';
import {
  filtersToSearch,
  listingsHref,
  parseFilters,
  toApiQuery,
} from '../../features/search/listing-filters.ts';
import { ListingsSearchPage, type ListingsSearchData } from '../../features/search/listings-search-page.tsx';
import { SaveSearchButton } from '../../features/saved-searches/save-search-button.tsx';
import { findCategories, findStates, findSubcategories } from '../../lib/catalogue-api.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/listings-search';

/**
 * /anuncios (spec 1 §2): results rendered on the server from the URL's filters through the API;
 * the lists behind the suggestions (categories, states) come along so their names show at once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  const filters = parseFilters(new URL(request.url).searchParams);
  const quiet = <T,>(promise: Promise<T>, fallback: T) =>
    promise.catch((err: unknown) => {
      // Spec 1 §8: failed look-ups give empty lists silently; the log keeps the cause.
      context.app.log.warn({ err }, 'anuncios: lista auxiliar indisponível');
      return fallback;
    });

  const [page, categories, states, subcategories, condominium] = await Promise.all([
    searchListings(api, toApiQuery(filters)).then(
      (res) => ({ res, error: null as string | null, status: 200 }),
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 400)
          return { res: null, error: err.apiMessage ?? 'Filtros inválidos.', status: 400 };
        throw err;
      },
    ),
    quiet(findCategories(api), []),
    quiet(findStates(api), []),
    filters.categoria ? quiet(findSubcategories(api, filters.categoria), []) : Promise.resolve([]),
    // The chip of `?condominio=` shows the condominium's name, not its code.
    filters.condominio ? quiet(getCondominium(api, Number(filters.condominio)), null) : Promise.resolve(null),
  ]);

  // A page past the last (an old link, a hand-edited URL) goes to the last one, the other filters
  // kept: never "438 resultados" above "Nenhum resultado."
  if (page.res && (filters.page ?? 1) > Math.max(1, page.res.totalPages))
    throw redirect(listingsHref({ ...filters, page: page.res.totalPages }), 302);

  const body: ListingsSearchData & { publicUrl: string } = {
    filters,
    results: page.res
      ? {
          listings: page.res.data.map(toListingCard),
          page: page.res.page,
          totalPages: page.res.totalPages,
          total: page.res.total,
          totalExato: page.res.totalExato,
          correspondencia: page.res.correspondencia,
          sugestao: page.res.sugestao,
        }
      : {
          listings: [],
          page: 1,
          totalPages: 0,
          total: 0,
          totalExato: true,
          correspondencia: 'todas',
          sugestao: null,
        },
    error: page.error,
    categories: categories.map((c): CategoryOption => ({
      value: String(c.codigoCATEGORIA),
      label: c.nomeCATEGORIA,
      tipo: c.tipoCATEGORIA,
    })),
    states: states.map((s): ComboboxOption => ({ value: s.sigla, label: s.nomeESTADO, hint: s.sigla })),
    subcategories: subcategories.map((s): ComboboxOption => ({
      value: String(s.codigoSUBCATEGORIA),
      label: s.nomeSUBCATEGORIA,
    })),
    condominiumName: condominium?.nome ?? null,
    publicUrl: context.app.env.PUBLIC_URL,
  };
  return data(body, { status: page.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const filters = loaderData?.filters ?? {};
  const typeName = filters.tipo ? LISTING_TYPE_STYLES[Number(filters.tipo) as 1 | 2 | 3 | 4]?.name : null;
  const title = filters.q
    ? `Busca: ${filters.q} | Anúncios | NC`
    : typeName
      ? `${typeName} | Anúncios | NC`
      : 'Anúncios | NC';
  // Only the type and category make a page worth its own canonical URL; other filters (a text
  // search included) point to it. The canonical is what consolidates them for search engines:
  // no `noindex`, which would also hide the links to the listings (SEO 100 here).
  const canonical = filtersToSearch({ tipo: filters.tipo, categoria: filters.categoria });
  return pageMeta({
    title,
    description: 'Busque anúncios de serviços, produtos, oportunidades e comodidades perto de você no NC.',
    path: canonical ? `/anuncios?${canonical}` : '/anuncios',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });
};

/** The saved search's suggested name: the text and the named filters of the page. */
function suggestedName(data: ListingsSearchData): string {
  const f = data.filters;
  const parts = [
    f.q,
    f.tipo ? LISTING_TYPE_STYLES[Number(f.tipo) as 1 | 2 | 3 | 4]?.name : undefined,
    data.categories.find((c) => c.value === f.categoria)?.label,
    data.subcategories.find((c) => c.value === f.subcategoria)?.label,
    data.condominiumName ?? f.condominioNome,
    f.cidade,
    f.estado,
  ].filter(Boolean);
  return parts.join(', ') || 'Minha busca';
}

export default function ListingsSearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ListingsSearchPage
      data={loaderData}
      saveSearch={<SaveSearchButton page="anuncios" suggestedName={suggestedName(loaderData)} />}
    />
  );
}
