import { LoaderCircle, MapPin, SearchX } from 'lucide-react';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListingCard } from '../../components/listing-card.tsx';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { FilterChips } from '../../components/search/filter-chips.tsx';
import { ResultsMap } from '../../components/search/results-map.tsx';
import { SearchModeToggle, type SearchMode } from '../../components/search/search-mode-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { MapPlace } from '../../components/search/map-place.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { listingsHref, resultsLabel } from './listing-filters.ts';
import { unifiedChips } from './filter-chips.ts';
import { findCondominiums } from './search-api.ts';
import { SearchTips } from './search-tips.tsx';
import { CITY_SUGGESTIONS, findCities } from '../../lib/catalogue-api.ts';
import { toListingFilters, unifiedSearchToQuery, type UnifiedSearch } from './unified-search.ts';

export interface UnifiedSearchData {
  search: UnifiedSearch;
  hasSearched: boolean;
  listings: ListingCardData[];
  /** The listings above grouped by place, for the map. */
  mapPlaces: MapPlace[];
  total: number;
  totalExato: boolean;
  error: string | null;
  states: { sigla: string; nome: string }[];
  /** Names of the hero's category and subcategory codes (looked up by the loader). */
  categoryName: string | null;
  subcategoryName: string | null;
}

/** The state (and city) a chosen suggestion fills in (spec 1 §5). */
type PlaceOption = ComboboxOption<{ uf: string; cidade?: string }>;

/** /busca (spec 1 §2 "Unified search"): condominium or address; the results beside a map. */
export function UnifiedSearchPage({ data, saveSearch }: { data: UnifiedSearchData; saveSearch?: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/busca';
  const [mode, setMode] = useState<SearchMode>(data.search.searchType);
  const s = data.search;
  const [condominium, setCondominium] = useState(s.condominio ?? '');
  const [city, setCity] = useState(s.cidade ?? '');
  const [state, setState] = useState(s.estado ?? '');

  const loadCondominiums = useCallback(async (text: string): Promise<PlaceOption[]> => {
    const found = await findCondominiums(createApiClient(), text);
    return found.map((c) => ({
      value: c.nome,
      label: c.nome,
      hint: `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`,
      data: { uf: c.estado.sigla, cidade: c.cidade.nomeCIDADE },
    }));
  }, []);
  const loadCities = useCallback(
    async (text: string): Promise<PlaceOption[]> => {
      const found = await findCities(createApiClient(), text, state || undefined);
      return found.slice(0, CITY_SUGGESTIONS).map((c) => ({
        value: c.nomeCIDADE,
        label: c.nomeCIDADE,
        hint: c.ufCIDADE,
        data: { uf: c.ufCIDADE },
      }));
    },
    [state],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '').trim() || undefined;
    const next: UnifiedSearch = {
      searchType: mode,
      condominio: value('condominio'),
      rua: value('rua'),
      numero: value('numero'),
      bairro: value('bairro'),
      cidade: value('cidade'),
      estado: value('estado'),
      cep: value('cep'),
      // Type, category and subcategory come from the home's hero search and are kept.
      tipo: data.search.tipo,
      categoria: data.search.categoria,
      subcategoria: data.search.subcategoria,
    };
    void navigate(`/busca?${unifiedSearchToQuery(next)}`);
  }

  const chips = unifiedChips(s, {
    categoria: data.categoryName ?? undefined,
    subcategoria: data.subcategoryName ?? undefined,
    estado: data.states.find((st) => st.sigla === s.estado)?.nome,
  });

  return (
    <div className="page-container pt-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        Busca por condomínio ou endereço
      </h1>
      <p className="mt-1 text-slate-600">Veja o que é oferecido no seu condomínio ou na sua rua.</p>

      <form
        role="search"
        method="get"
        action="/busca"
        onSubmit={onSubmit}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {(['tipo', 'categoria', 'subcategoria'] as const).map((key) =>
          data.search[key] === undefined ? null : (
            <input key={key} type="hidden" name={key} value={data.search[key]} />
          ),
        )}
        <SearchModeToggle mode={mode} onChange={setMode} />

        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {mode === 'condominio' ? (
            <Combobox
              label="Condomínio"
              name="condominio"
              placeholder="Condomínio"
              className="sm:col-span-2"
              minChars={2}
              maxResults={8}
              loadOptions={loadCondominiums}
              text={condominium}
              onTextChange={setCondominium}
              onSelect={({ data: place }) => {
                // Choosing a condominium fills its state and city (spec 1 §5).
                if (place) setState(place.uf);
                if (place?.cidade) setCity(place.cidade);
              }}
            />
          ) : (
            <>
              <TextField
                id="busca-rua"
                label="Rua"
                className="sm:col-span-2"
                name="rua"
                defaultValue={s.rua}
                placeholder="Rua (logradouro)"
              />
              <TextField
                id="busca-numero"
                label="Número"
                name="numero"
                defaultValue={s.numero}
                placeholder="Número"
              />
              <TextField
                id="busca-bairro"
                label="Bairro"
                name="bairro"
                defaultValue={s.bairro}
                placeholder="Bairro"
              />
            </>
          )}
          <Combobox
            label="Cidade"
            name="cidade"
            placeholder="Cidade"
            minChars={2}
            maxResults={CITY_SUGGESTIONS}
            loadOptions={loadCities}
            text={city}
            onTextChange={setCity}
            onSelect={({ data: place }) => {
              if (place) setState(place.uf);
            }}
          />
          <SelectField
            id="busca-estado"
            label="Estado"
            name="estado"
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              // Spec 1 §4: changing the state clears the chosen city.
              setCity('');
            }}
          >
            <option value="">Estado</option>
            {data.states.map((st) => (
              <option key={st.sigla} value={st.sigla}>
                {st.nome}
              </option>
            ))}
          </SelectField>
          <TextField
            id="busca-cep"
            label="CEP"
            name="cep"
            inputMode="numeric"
            defaultValue={s.cep}
            placeholder="CEP"
          />
          <div className="flex items-end">
            <Button type="submit" className="w-full">
              Buscar
            </Button>
          </div>
        </div>
      </form>

      <FilterChips chips={chips} clearHref={`/busca?searchType=${s.searchType}`} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section aria-labelledby="busca-resultados" aria-busy={isLoading} className="relative">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="busca-resultados" className="text-lg font-semibold text-slate-900">
              {data.hasSearched ? resultsLabel(data.total, data.totalExato) : 'Resultados'}
            </h2>
            {/* "Salvar busca" (issue 36), composed by the route. */}
            {data.hasSearched && !data.error ? saveSearch : null}
          </div>
          {isLoading ? (
            <p role="status" className="mb-4 inline-flex items-center gap-2 text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
              Carregando...
            </p>
          ) : null}
          {data.error ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              {data.error}
            </p>
          ) : !data.hasSearched ? (
            <EmptyState icon={MapPin} message="Informe um condomínio ou um endereço e toque em Buscar." />
          ) : data.listings.length === 0 ? (
            <EmptyState
              icon={SearchX}
              message={`Nenhum anúncio encontrado para ${chips.map((c) => `${c.name}: ${c.value}`).join(', ')}.`}
              action={
                <div className="flex flex-col items-center gap-1 text-slate-700">
                  <p>
                    {chips.length > 1
                      ? 'Tente remover um dos filtros acima ou buscar em toda a cidade.'
                      : 'Confira o nome ou busque em toda a cidade.'}
                  </p>
                  <Link
                    to={listingsHref({ tipo: s.tipo?.toString() })}
                    className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-4 hover:underline"
                  >
                    Ver todos os anúncios
                  </Link>
                  <SearchTips className="" />
                </div>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="unified-results">
              {data.listings.map((listing, index) => (
                <li key={listing.codigo}>
                  <ListingCard listing={listing} showSummary isPriority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          {data.total > data.listings.length ? (
            <p className="mt-6">
              <Link
                to={listingsHref(toListingFilters(s))}
                className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                Ver todos os resultados, com mais filtros →
              </Link>
            </p>
          ) : null}
        </section>
        <div className="lg:sticky lg:top-4 lg:h-[32rem] lg:self-start">
          <ResultsMap places={data.mapPlaces} total={data.listings.length} hasSearched={data.hasSearched} />
        </div>
      </div>
    </div>
  );
}
