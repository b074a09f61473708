import { Building2, ChevronLeft, ChevronRight, MapPin, Search } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { findCondominiums } from '../../features/condominiums/condominiums-api.ts';
import {
  condominiumsHref,
  normalizeUf,
  parseCondominiumFilters,
} from '../../features/condominiums/condominiums-params.ts';
import { LoadingOverlay, PageHeader } from '../../features/institutional/page-header.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/condominiums';

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = parseCondominiumFilters(new URL(request.url).searchParams);
  const api = createApiClient({ context, request });
  let result = { data: [] as Condominium[], page: filters.page, totalPages: 0, total: 0 };
  try {
    result = await findCondominiums(api, filters);
  } catch (error) {
    context.app.log.warn({ err: error }, 'condomínios indisponíveis');
  }
  return {
    filters,
    condominiums: result.data.map((c) => ({
      id: c.codigoCONDOMINIO,
      nome: c.nomeCONDOMINIO,
      bairro: c.bairro?.nomeBAIRRO ?? null,
      cidade: c.cidade.nomeCIDADE,
      uf: c.estado.sigla,
    })),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
    publicUrl: context.app.env.PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Condomínios | NC',
    description:
      'Encontre seu condomínio na NC e veja os anúncios de vizinhos e negócios: produtos, serviços, oportunidades e comodidades.',
    path: '/condominios',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none';
const pagerClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50';

/** /condominios (spec 1 §2): filters Nome, Cidade, UF; 24 per page; Anterior/Próxima. */
export default function Condominiums({ loaderData }: Route.ComponentProps) {
  const { filters, condominiums, page, totalPages, total } = loaderData;
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/condominios';
  const [uf, setUf] = useState(filters.uf);
  const [lastFilters, setLastFilters] = useState(filters);
  // Keep the UF field in step when the URL changes (back button, pagination links).
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setUf(filters.uf);
  }

  return (
    <>
      <PageHeader
        title="Condomínios"
        lead="Encontre seu condomínio e veja o que os vizinhos e os negócios de lá oferecem."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Condomínios' }]}
      />
      <div className="page-container py-8">
        <Form
          method="get"
          key={`${filters.nome}|${filters.cidade}|${filters.uf}`}
          role="search"
          aria-label="Filtrar condomínios"
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="cond-nome" className="text-sm font-medium text-slate-700">
              Nome
            </label>
            <input id="cond-nome" name="nome" defaultValue={filters.nome} className={inputClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="cond-cidade" className="text-sm font-medium text-slate-700">
              Cidade
            </label>
            <input id="cond-cidade" name="cidade" defaultValue={filters.cidade} className={inputClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="cond-uf" className="text-sm font-medium text-slate-700">
              UF
            </label>
            <input
              id="cond-uf"
              name="uf"
              maxLength={2}
              autoCapitalize="characters"
              value={uf}
              onChange={(e) => setUf(normalizeUf(e.target.value))}
              className={`${inputClass} uppercase`}
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            <Search aria-hidden="true" className="size-4" />
            Buscar
          </button>
        </Form>

        <div className="relative mt-6 min-h-48" aria-busy={isLoading}>
          <LoadingOverlay isVisible={isLoading} />
          {condominiums.length === 0 ? (
            <EmptyState icon={Building2} message="Nenhum condomínio encontrado." />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">
                {total === 1 ? '1 condomínio' : `${total.toLocaleString('pt-BR')} condomínios`}
              </p>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {condominiums.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={`/condominios/${c.id}`}
                      className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-slate-300 hover:shadow-md"
                    >
                      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-800">
                        <Building2 aria-hidden="true" className="size-5" />
                      </span>
                      <span className="min-w-0">
                        <span className="block font-semibold text-slate-900">{c.nome}</span>
                        <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                          {[c.bairro, `${c.cidade} - ${c.uf}`].filter(Boolean).join(', ')}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        {totalPages > 1 ? (
          <nav aria-label="Paginação" className="mt-8 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link to={condominiumsHref(filters, page - 1)} className={pagerClass}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Anterior
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
            <p className="text-sm text-slate-700" aria-current="page">
              Página {page} de {totalPages}
            </p>
            {page < totalPages ? (
              <Link to={condominiumsHref(filters, page + 1)} className={pagerClass}>
                Próxima
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
