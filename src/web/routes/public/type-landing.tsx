import { ArrowRight, LoaderCircle, Search, SearchX } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { findHighlights } from '../../features/home/home-api.ts';
import { searchListings } from '../../features/listings/listings-api.ts';
import { listingsHref, resultsLabel } from '../../features/search/listing-filters.ts';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import { useFieldFollowing } from '../../lib/use-field-following.ts';
import type { Route } from './+types/type-landing';

/** Spec 1 §9: landing pages fetch 24 listings (the type's featured ones). */
const LANDING_LIMIT = 24;

const DESCRIPTIONS: Record<ListingType, string> = {
  1: 'Vagas, parcerias, aluguéis e negócios oferecidos por moradores e empresas do seu condomínio e da sua região.',
  2: 'Bolos, marmitas, artesanato, roupas e tudo o que seus vizinhos produzem e vendem, perto de você.',
  3: 'Manicure, eletricista, aulas, reformas e outros serviços de quem mora ou trabalha no seu condomínio.',
  4: 'Espaços, facilidades e conveniências para o dia a dia do condomínio: lavanderia, coworking, bicicletário e mais.',
};

function typeFromPath(pathname: string): ListingType {
  const found = LISTING_TYPE_CODES.find((tipo) => LISTING_TYPES[tipo].path === pathname.replace(/\/$/, ''));
  return found ?? 1;
}

/** The text search of the page: every published listing of the type, through the API. */
interface TextSearch {
  q: string;
  listings: ListingCardData[];
  total: number;
  totalExato: boolean;
  error: string | null;
}

/**
 * Without `?q=` the type's featured listings; with it, the first page of the type's listings
 * matching the text, the same answer /anuncios?tipo=N&q=... gives (the filter used
 * to search only the 24 featured cards).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tipo = typeFromPath(url.pathname);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const api = createApiClient({ context, request });
  let listings: ListingCardData[] = [];
  let search: TextSearch | null = null;
  if (q) {
    try {
      const page = await searchListings(api, { tipo, q, page: 1, limit: LANDING_LIMIT });
      search = {
        q,
        listings: page.data.map(toListingCard),
        total: page.total,
        totalExato: page.totalExato,
        error: null,
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      context.app.log.warn({ err: error, tipo }, 'landing: busca indisponível');
      search = {
        q,
        listings: [],
        total: 0,
        totalExato: true,
        error:
          error.status === 400
            ? (error.apiMessage ?? 'Confira o texto da busca.')
            : 'Não foi possível buscar agora. Tente de novo em instantes.',
      };
    }
  } else {
    try {
      // The 'Destaques' grid: the type's featured listings (spec 1 §2, §9: 24 of them).
      listings = (await findHighlights(api, { tipo, limit: LANDING_LIMIT })).map(toListingCard);
    } catch (error) {
      // Spec 1 §8: a failed lookup shows an empty list.
      context.app.log.warn({ err: error, tipo }, 'landing: anúncios indisponíveis');
    }
  }
  return { tipo, listings, search, publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tipo = loaderData?.tipo ?? 1;
  return pageMeta({
    title: `${LISTING_TYPES[tipo].name} no seu condomínio | NC`,
    description: DESCRIPTIONS[tipo],
    path: LISTING_TYPES[tipo].path,
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });
};

/** /oportunidades, /produtos, /servicos, /comodidades (spec 1 §2 "Other public screens"). */
export default function TypeLanding({ loaderData }: Route.ComponentProps) {
  const { tipo, listings, search } = loaderData;
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  const navigation = useNavigation();
  const path = LISTING_TYPES[tipo].path;
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === path;
  const allHref = listingsHref({ tipo: String(tipo), q: search?.q });
  const shown = search ? search.listings : listings;
  const filterField = useFieldFollowing(search?.q ?? '');

  return (
    <>
      <PageHeader
        title={style.name}
        lead={DESCRIPTIONS[tipo]}
        crumbs={[{ label: 'Início', to: '/' }, { label: style.name }]}
        tone={style.soft.split(' ')[0]}
        icon={
          <span className={`hidden size-14 shrink-0 place-items-center rounded-2xl sm:grid ${style.solid}`}>
            <Icon aria-hidden="true" className="size-7" />
          </span>
        }
      >
        <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
          <Form role="search" method="get" action={path} className="flex w-full gap-2 lg:max-w-xl">
            <div className="relative flex-1">
              <label htmlFor="filtro-texto" className="sr-only">
                Buscar em {style.name.toLowerCase()}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                ref={filterField}
                id="filtro-texto"
                name="q"
                type="search"
                defaultValue={search?.q ?? ''}
                placeholder="Buscar por título ou descrição"
                className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
              />
            </div>
            {/* Not disabled while a search loads: a disabled submit button would make the form
                ignore Enter, and a new search replaces the one loading. "Carregando..." shows below. */}
            <Button type="submit">Buscar</Button>
          </Form>
          <Link
            to={allHref}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-teal-700 bg-white px-5 font-semibold text-teal-800 hover:bg-teal-50"
          >
            Ver todos os anúncios de {style.name.toLowerCase()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageHeader>

      <section
        aria-labelledby="destaques-tipo"
        aria-busy={isLoading}
        className="page-container relative py-10"
      >
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="destaques-tipo" className="text-2xl font-semibold tracking-tight text-slate-900">
            {search ? `Resultados para “${search.q}”` : 'Destaques'}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {search
              ? search.error
                ? ''
                : resultsLabel(search.total, search.totalExato)
              : shown.length === 1
                ? '1 anúncio'
                : `${shown.length} anúncios`}
          </p>
        </div>
        {isLoading ? (
          <p role="status" className="mb-4 inline-flex items-center gap-2 font-medium text-slate-800">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
            Carregando...
          </p>
        ) : null}
        {search?.error ? (
          <Alert tone="error" title="Não foi possível buscar.">
            {search.error}
          </Alert>
        ) : shown.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              message={`Nenhum anúncio de ${style.name.toLowerCase()} encontrado para “${search.q}”.`}
              action={
                <Link
                  to={path}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-4 hover:underline"
                >
                  Limpar busca e ver os destaques
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={Icon}
              message={style.empty}
              action={
                <Link to={paths.advertise.getHref()} className="font-semibold text-teal-700 hover:underline">
                  Tem algo para oferecer? Anuncie aqui
                </Link>
              }
            />
          )
        ) : (
          <>
            <ul
              data-testid="landing-results"
              className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${isLoading ? 'opacity-60' : ''}`}
            >
              {shown.map((card) => (
                <li key={card.codigo}>
                  <ListingCard listing={card} />
                </li>
              ))}
            </ul>
            {search && search.total > search.listings.length ? (
              <p className="mt-6">
                <Link
                  to={allHref}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-4 hover:underline"
                >
                  Ver todos os resultados, com mais filtros →
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
