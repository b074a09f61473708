import { RefreshCw, Sparkles } from 'lucide-react';
import { Form, useNavigation, useRevalidator, useSubmit } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { paths } from '#shared/paths.ts';
import { findHighlights } from '../../features/home/home-api.ts';
import { HIGHLIGHT_PAGE_SIZES, parseHighlightsParams } from '../../features/home/highlights-params.ts';
import { LoadingOverlay, PageHeader } from '../../features/institutional/page-header.tsx';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/highlights';

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = parseHighlightsParams(new URL(request.url).searchParams);
  const api = createApiClient({ context, request });
  let listings: ListingCardData[] = [];
  try {
    listings = (await findHighlights(api, { limit: params.limit, tipo: params.tipo ?? undefined })).map(
      toListingCard,
    );
  } catch (error) {
    context.app.log.warn({ err: error }, 'destaques indisponíveis');
  }
  return { ...params, listings, publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Destaques | NC',
    description:
      'Os anúncios em destaque da NC: oportunidades, produtos, serviços e comodidades de vizinhos e negócios do seu condomínio.',
    path: paths.highlights.getHref(),
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

const selectClass =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none';

/** /destaques (spec 1 §2): type filter, page size 8/12/16/24, reload, loading overlay. */
export default function Highlights({ loaderData }: Route.ComponentProps) {
  const { tipo, limit, listings } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const isLoading =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === paths.highlights.getHref());

  return (
    <>
      <PageHeader
        title="Destaques"
        lead="Anúncios em destaque, dos mais recentes para os mais antigos."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Destaques' }]}
        tone="bg-amber-50"
      />
      <div className="page-container py-8">
        <Form
          method="get"
          onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="destaques-tipo" className="text-sm font-medium text-slate-700">
              Tipo de anúncio
            </label>
            <select id="destaques-tipo" name="tipo" defaultValue={tipo ?? ''} className={selectClass}>
              <option value="">Todos os tipos</option>
              {LISTING_TYPE_CODES.map((code) => (
                <option key={code} value={code}>
                  {LISTING_TYPES[code].name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="destaques-limite" className="text-sm font-medium text-slate-700">
              Por página
            </label>
            <select id="destaques-limite" name="limit" defaultValue={limit} className={selectClass}>
              {HIGHLIGHT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="h-11 rounded-lg bg-teal-700 px-4 font-semibold text-white">
              Aplicar
            </button>
          </noscript>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={isLoading}
            className="ml-auto inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${isLoading ? 'animate-spin' : ''}`} />
            Recarregar
          </button>
        </Form>

        <div className="relative mt-6 min-h-48" aria-busy={isLoading}>
          <LoadingOverlay isVisible={isLoading} />
          {listings.length === 0 ? (
            <EmptyState icon={Sparkles} message="Nenhum destaque encontrado." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {listings.map((listing) => (
                <li key={listing.codigo}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
