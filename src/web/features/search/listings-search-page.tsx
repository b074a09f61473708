import { LoaderCircle, SearchX, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import type { ComboboxOption } from '../../components/forms/combobox.tsx';
import { Drawer } from '../../components/search/drawer.tsx';
import { FilterChips } from '../../components/search/filter-chips.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { RecentSearchBox } from '../../components/search/recent-search-box.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CONSENT_CHANGED_EVENT, readStored, removeStored, writeStored } from '../../lib/consent.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { listingChips, type ChipNames } from './filter-chips.ts';
import type { CategoryOption } from './filters-form.tsx';
import { SearchNotice } from './search-notice.tsx';
import { SearchTips } from './search-tips.tsx';
import { SortControl } from './sort-control.tsx';
import {
  deserializeSavedFilters,
  FILTERS_STORAGE_KEY,
  hasActiveFilters,
  listingsHref,
  parseFilters,
  resultsLabel,
  serializeSavedFilters,
  type ListingFilters,
} from './listing-filters.ts';

// The filters form (its suggestion fields included) is fetched with the drawer, on first open:
// /anuncios is near its entry-JavaScript budget (e2e/public/js-budget.spec.ts).
const loadFiltersForm = () => import('./filters-form.tsx');
const FiltersForm = lazy(() => loadFiltersForm().then((m) => ({ default: m.FiltersForm })));

export interface ListingsSearchData {
  filters: ListingFilters;
  results: {
    listings: ListingCardData[];
    page: number;
    totalPages: number;
    total: number;
    totalExato: boolean;
    /** Whether the results have every word of the text or only some (the API's answer). */
    correspondencia: 'todas' | 'algumas';
    /** A spelling of the text that finds listings ("Você quis dizer"), or null. */
    sugestao: string | null;
  };
  error: string | null;
  categories: CategoryOption[];
  states: ComboboxOption[];
  subcategories: ComboboxOption[];
  /** The name of the condominium of `?condominio=` (looked up by the loader), or null. */
  condominiumName: string | null;
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
export function ListingsSearchPage({
  data,
  saveSearch,
}: {
  data: ListingsSearchData;
  saveSearch?: ReactNode;
}) {
  const { filters, results, error, categories, states, subcategories, condominiumName } = data;
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

  const names: ChipNames = {
    categoria: categories.find((c) => c.value === filters.categoria)?.label,
    subcategoria: subcategories.find((s) => s.value === filters.subcategoria)?.label,
    condominio: condominiumName ?? undefined,
    estado: states.find((s) => s.value === filters.estado)?.label,
  };
  const chips = listingChips(filters, names);
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
        <RecentSearchBox
          id="busca-anuncios"
          name="q"
          label="Buscar anúncios"
          current={filters.q}
          placeholder="O que você procura? Ex.: bolo, eletricista"
          onPick={(q) => go({ ...filters, q, page: undefined })}
        />
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
            // Fetched alongside the drawer's own chunk rather than after it.
            void loadFiltersForm();
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
        {/* "Salvar busca" (issue 36), composed by the route: once there is something to save. */}
        {hasActiveFilters(filters) && !error ? saveSearch : null}
      </div>

      <SearchTips />

      <FilterChips chips={chips} clearHref="/anuncios" onClear={() => writeSaved(null)} />

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
          <Suspense
            fallback={
              <p role="status" className="inline-flex items-center gap-2 text-slate-700">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
                Carregando...
              </p>
            }
          >
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
          </Suspense>
        ) : null}
      </Drawer>

      <section aria-labelledby="resultados-titulo" aria-busy={isLoading} className="relative mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="resultados-titulo" className="text-lg font-semibold text-slate-900">
            {error ? 'Resultados' : resultsLabel(results.total, results.totalExato)}
          </h2>
          <SortControl
            filters={filters}
            // An order chosen while the last change loads builds on that change: it used to start
            // from the filters on screen and drop the ones just applied.
            onChange={(patch) =>
              go({
                ...(isLoading ? parseFilters(navigation.location.search) : filters),
                ...patch,
                page: undefined,
              })
            }
          />
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
        {!error ? (
          <div className="mb-4 empty:hidden">
            <SearchNotice
              correspondencia={results.correspondencia}
              sugestao={results.sugestao}
              // The suggestion replaces the text only, back on page 1.
              suggestionHref={(q) => listingsHref({ ...filters, q, page: undefined })}
            />
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
