import { LoaderCircle, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import type { ComboboxOption } from '../../components/forms/combobox.tsx';
import { Drawer } from '../../components/search/drawer.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/forms/field.tsx';
import { CONSENT_CHANGED_EVENT, readStored, removeStored, writeStored } from '../../lib/consent.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { FiltersForm, SORT_CHOICES, type CategoryOption } from './filters-form.tsx';
import {
  deserializeSavedFilters,
  FILTERS_STORAGE_KEY,
  hasActiveFilters,
  listingsHref,
  resultsLabel,
  serializeSavedFilters,
  TRANSACTION_LABELS,
  type ListingFilters,
} from './listing-filters.ts';

export interface ListingsSearchData {
  filters: ListingFilters;
  results: {
    listings: ListingCardData[];
    page: number;
    totalPages: number;
    total: number;
    totalExato: boolean;
  };
  error: string | null;
  categories: CategoryOption[];
  states: ComboboxOption[];
  subcategories: ComboboxOption[];
}

// The last search is a "Preferências" entry (ADR 008): without that consent it is neither kept
// nor brought back, and the consent module removes it when the consent is withdrawn.
function readSaved(): ListingFilters | null {
  return deserializeSavedFilters(readStored(FILTERS_STORAGE_KEY));
}

function writeSaved(filters: ListingFilters | null) {
  const value = filters ? serializeSavedFilters(filters) : null;
  if (value) writeStored(FILTERS_STORAGE_KEY, value);
  else if (!filters) removeStored(FILTERS_STORAGE_KEY);
}

/** /anuncios (spec 1 §2 "Listing search"). The URL holds the filters; this page only navigates. */
export function ListingsSearchPage({ data }: { data: ListingsSearchData }) {
  const { filters, results, error, categories, states, subcategories } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [drawerKey, setDrawerKey] = useState(0);
  const hasRestored = useRef(false);

  // Opened with no filters: bring back the last search of this browser (spec 1 §2).
  useEffect(() => {
    if (hasRestored.current) return;
    hasRestored.current = true;
    if (location.search !== '') return;
    const saved = readSaved();
    if (saved) void navigate(listingsHref(saved), { replace: true, preventScrollReset: true });
  }, [location.search, navigate]);

  // Every search with filters is remembered, if the visitor allows it; allowing it on this page
  // keeps the search on screen at once.
  useEffect(() => {
    if (hasActiveFilters(filters)) writeSaved(filters);
    const onConsent = () => {
      if (hasActiveFilters(filters)) writeSaved(filters);
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, [filters]);

  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/anuncios';
  const go = (next: ListingFilters) => void navigate(listingsHref(next));

  const categoryName = categories.find((c) => c.value === filters.categoria)?.label;
  const chips = activeChips(filters, {
    categoria: categoryName,
    subcategoria: subcategories.find((s) => s.value === filters.subcategoria)?.label,
  });
  const advancedCount = chips.filter((c) => c.key !== 'q' && c.key !== 'tipo').length;

  const heading = filters.tipo ? LISTING_TYPE_STYLES[Number(filters.tipo) as 1 | 2 | 3 | 4].name : 'Anúncios';

  return (
    <div className="page-container pt-6 pb-4 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-1 text-slate-600">Encontre serviços e produtos oferecidos perto de você.</p>

      <form
        role="search"
        action="/anuncios"
        method="get"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          go({ ...filters, q: q || undefined, page: undefined });
        }}
      >
        <label htmlFor="busca-anuncios" className="sr-only">
          Buscar anúncios
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            key={filters.q ?? ''}
            id="busca-anuncios"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="O que você procura? Ex.: bolo, eletricista"
            className={`${inputClass} border-slate-300 pl-11`}
          />
        </div>
        {/* Without JavaScript the other filters travel as hidden fields. */}
        {Object.entries(filters).flatMap(([key, value]) =>
          key === 'q' || key === 'page'
            ? []
            : (Array.isArray(value) ? value : [value]).map((v) => (
                <input key={`${key}-${String(v)}`} type="hidden" name={key} value={String(v)} />
              )),
        )}
        <Button type="submit">Buscar</Button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <nav
          aria-label="Filtrar por tipo"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        >
          <TypeLink filters={filters} tipo={undefined} label="Todos" />
          {LISTING_TYPE_CODES.map((t) => (
            <TypeLink key={t} filters={filters} tipo={String(t)} label={LISTING_TYPE_STYLES[t].name} />
          ))}
        </nav>
        <button
          type="button"
          onClick={() => {
            setDrawerKey((k) => k + 1);
            setIsDrawerOpen(true);
          }}
          aria-haspopup="dialog"
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Filtros
          {advancedCount > 0 ? (
            <span className="rounded-full bg-teal-700 px-2 text-sm text-white">
              {advancedCount}
              <span className="sr-only"> ativos</span>
            </span>
          ) : null}
        </button>
      </div>

      {hasActiveFilters(filters) ? (
        <ul aria-label="Filtros ativos" className="mt-4 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.label}`}>
              <Link
                to={listingsHref(chip.without)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-teal-50 px-3 text-sm font-medium text-teal-900 ring-1 ring-teal-200 hover:bg-teal-100"
              >
                {chip.label}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only"> (remover filtro)</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/anuncios"
              onClick={() => writeSaved(null)}
              className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Limpar filtros
            </Link>
          </li>
        </ul>
      ) : null}

      <Drawer
        title="Filtros"
        isOpen={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        footer={
          <div className="flex items-center justify-between gap-3">
            <Link
              to="/anuncios"
              onClick={() => {
                writeSaved(null);
                setIsDrawerOpen(false);
              }}
              className="inline-flex min-h-12 items-center font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Limpar filtros
            </Link>
            <Button type="submit" form="filtros-avancados">
              Aplicar
            </Button>
          </div>
        }
      >
        {isDrawerOpen ? (
          <FiltersForm
            key={drawerKey}
            id="filtros-avancados"
            initial={filters}
            categories={categories}
            states={states}
            initialSubcategories={subcategories}
            onApply={(next) => {
              setIsDrawerOpen(false);
              go(next);
            }}
          />
        ) : null}
      </Drawer>

      <section aria-labelledby="resultados-titulo" aria-busy={isLoading} className="relative mt-8">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="resultados-titulo" className="text-lg font-semibold text-slate-900">
            {error ? 'Resultados' : resultsLabel(results.total, results.totalExato)}
          </h2>
          {filters.sort ? (
            <p className="text-sm text-slate-600">
              {SORT_CHOICES.find((c) => c.value === `${filters.sort}:${filters.order ?? ''}`)?.label ??
                SORT_CHOICES.find((c) => c.value.startsWith(`${filters.sort ?? ''}:`))?.label}
            </p>
          ) : null}
        </div>
        {isLoading ? (
          <div
            role="status"
            className="absolute inset-x-0 top-10 z-10 mx-auto flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 font-medium text-slate-800 shadow-lg ring-1 ring-slate-200"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
            Carregando...
          </div>
        ) : null}
        {error ? (
          <Alert tone="error" title="Não foi possível buscar com esses filtros.">
            {error}
          </Alert>
        ) : results.listings.length === 0 ? (
          <EmptyState
            icon={SearchX}
            message="Nenhum resultado."
            action={
              hasActiveFilters(filters) ? (
                <Link
                  to="/anuncios"
                  onClick={() => writeSaved(null)}
                  className="font-semibold text-teal-700 underline-offset-4 hover:underline"
                >
                  Limpar filtros e ver todos
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul
            data-testid="search-results"
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isLoading ? 'opacity-60' : ''}`}
          >
            {results.listings.map((listing, index) => (
              <li key={listing.codigo}>
                <ListingCard listing={listing} isPriority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {!error ? (
          <Pagination
            page={results.page}
            totalPages={results.totalPages}
            hrefFor={(p) => listingsHref({ ...filters, page: p })}
          />
        ) : null}
      </section>
    </div>
  );
}

function TypeLink({
  filters,
  tipo,
  label,
}: {
  filters: ListingFilters;
  tipo: string | undefined;
  label: string;
}) {
  const isCurrent = filters.tipo === tipo;
  return (
    <Link
      to={listingsHref({ ...filters, tipo, categoria: undefined, subcategoria: undefined, page: undefined })}
      aria-current={isCurrent ? 'page' : undefined}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
        isCurrent
          ? 'bg-teal-700 text-white ring-teal-700'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {label}
    </Link>
  );
}

interface Chip {
  key: string;
  label: string;
  without: ListingFilters;
}

/** One removable chip per active filter. */
function activeChips(filters: ListingFilters, names: { categoria?: string; subcategoria?: string }): Chip[] {
  const chips: Chip[] = [];
  const drop = (patch: Partial<ListingFilters>) => ({ ...filters, ...patch, page: undefined });
  const add = (key: keyof ListingFilters, label: string, patch: Partial<ListingFilters>) =>
    chips.push({ key, label, without: drop(patch) });
  if (filters.q) add('q', `“${filters.q}”`, { q: undefined });
  if (filters.categoria)
    add('categoria', names.categoria ?? 'Categoria', { categoria: undefined, subcategoria: undefined });
  if (filters.subcategoria)
    add('subcategoria', names.subcategoria ?? 'Subcategoria', { subcategoria: undefined });
  if (filters.estado) add('estado', filters.estado, { estado: undefined, cidade: undefined });
  if (filters.cidade) add('cidade', filters.cidade, { cidade: undefined });
  if (filters.condominioNome)
    add('condominioNome', `Condomínio ${filters.condominioNome}`, { condominioNome: undefined });
  if (filters.condominio) add('condominio', `Condomínio nº ${filters.condominio}`, { condominio: undefined });
  if (filters.rua) add('rua', `Rua ${filters.rua}`, { rua: undefined, numero: undefined });
  if (filters.numero) add('numero', `Nº ${filters.numero}`, { numero: undefined });
  if (filters.bairro) add('bairro', filters.bairro, { bairro: undefined });
  if (filters.cep) add('cep', `CEP ${filters.cep}`, { cep: undefined });
  if (filters.precoMin) add('precoMin', `A partir de R$ ${filters.precoMin}`, { precoMin: undefined });
  if (filters.precoMax) add('precoMax', `Até R$ ${filters.precoMax}`, { precoMax: undefined });
  if (filters.condicao)
    add('condicao', filters.condicao === 'novo' ? 'Novo' : 'Seminovo', { condicao: undefined });
  for (const t of filters.transacao ?? []) {
    const rest = (filters.transacao ?? []).filter((x) => x !== t);
    add('transacao', TRANSACTION_LABELS[t as keyof typeof TRANSACTION_LABELS] ?? t, {
      transacao: rest.length > 0 ? rest : undefined,
    });
  }
  return chips;
}
