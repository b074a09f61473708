import { Building2, MapPin, Search } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Combobox } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { SearchModeToggle } from '../../components/search/search-mode-toggle.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { CatalogueSelects } from './catalogue-selects.tsx';
import {
  cityOption,
  condominiumOption,
  neighbourhoodOption,
  postalCodeOption,
  streetOption,
  type PlaceFill,
} from './place-options.ts';
import {
  buildSearchHref,
  EMPTY_SEARCH,
  findState,
  maskCep,
  SUGGEST_LIMITS,
  SUGGEST_MIN_CHARS,
  type HeroSearchValues,
  type StateOption,
} from './search-helpers.ts';
import {
  suggestCities,
  suggestCondominiums,
  suggestNeighbourhoods,
  suggestPostalCodes,
  suggestStreets,
} from './suggest-api.ts';

const api = createApiClient();
const iconClass = 'size-5';

/**
 * The home's hero search (spec 1 §2 Home, §4, §5): 'Condomínio' or 'Endereço' mode, listing type
 * then category then subcategory, state, CEP and suggestions that fill state, city, neighbourhood
 * and CEP. 'Buscar' opens the unified search /busca; without JavaScript the form still submits
 * there by GET with the same parameters.
 */
export function HeroSearch({ states }: { states: StateOption[] }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<HeroSearchValues>(EMPTY_SEARCH);
  const set = (patch: Partial<HeroSearchValues>) => setValues((v) => ({ ...v, ...patch }));

  /** A chosen suggestion fills the state (matched without accents), city, neighbourhood and CEP. */
  const fillPlace = (place: PlaceFill | undefined) => {
    if (!place) return;
    const state = findState(states, place.estado);
    setValues((v) => ({
      ...v,
      estado: state?.sigla ?? v.estado,
      cidade: place.cidade ?? v.cidade,
      bairro: place.bairro ?? v.bairro,
      cep: place.cep ? maskCep(place.cep) : v.cep,
    }));
  };

  // Look-ups within the state and city already chosen.
  const { estado, cidade } = values;
  const loadCondominiums = useCallback(
    async (text: string) => (await suggestCondominiums(api, text, estado)).map(condominiumOption),
    [estado],
  );
  const loadStreets = useCallback(
    async (text: string) => (await suggestStreets(api, text, { cidade, estado })).map(streetOption),
    [cidade, estado],
  );
  const loadNeighbourhoods = useCallback(
    async (text: string) =>
      (await suggestNeighbourhoods(api, text, { cidade, estado })).map(neighbourhoodOption),
    [cidade, estado],
  );
  const loadCities = useCallback(
    async (text: string) => (await suggestCities(api, text, estado)).map(cityOption),
    [estado],
  );
  const loadPostalCodes = useCallback(
    async (text: string) => (await suggestPostalCodes(api, text, { cidade, estado })).map(postalCodeOption),
    [cidade, estado],
  );

  const stateOptions = useMemo(
    () => [...states].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [states],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(buildSearchHref(values));
  };

  return (
    <form
      action="/busca"
      method="get"
      onSubmit={onSubmit}
      role="search"
      aria-label="Buscar anúncios"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-5"
    >
      {/* Without JavaScript the mode fields do not switch: the form searches as it was drawn. */}
      <input type="hidden" name="searchType" value={values.mode} />
      <SearchModeToggle name="modo" mode={values.mode} onChange={(mode) => set({ mode })} isFullWidth />

      <div className="mt-4 grid gap-3 sm:grid-cols-6">
        {values.mode === 'condominio' ? (
          <Combobox
            name="condominio"
            label="Condomínio"
            isLabelHidden
            placeholder="Condomínio"
            className="sm:col-span-6"
            icon={<Building2 aria-hidden="true" className={iconClass} />}
            text={values.condominio}
            onTextChange={(text) => set({ condominio: text })}
            loadOptions={loadCondominiums}
            minChars={SUGGEST_MIN_CHARS.condominio}
            maxResults={SUGGEST_LIMITS.condominio}
            onSelect={(option) => fillPlace(option.data)}
          />
        ) : (
          <>
            <Combobox
              name="rua"
              label="Rua (logradouro)"
              isLabelHidden
              placeholder="Rua (logradouro)"
              className="sm:col-span-4"
              icon={<MapPin aria-hidden="true" className={iconClass} />}
              text={values.rua}
              onTextChange={(text) => set({ rua: text })}
              loadOptions={loadStreets}
              minChars={SUGGEST_MIN_CHARS.rua}
              maxResults={SUGGEST_LIMITS.rua}
              onSelect={(option) => fillPlace(option.data)}
            />
            <TextField
              id="busca-numero"
              name="numero"
              label="Número"
              isLabelHidden
              placeholder="Número"
              className="sm:col-span-2"
              inputMode="numeric"
              autoComplete="off"
              value={values.numero}
              onChange={(e) => set({ numero: e.target.value })}
            />
            <Combobox
              name="bairro"
              label="Bairro"
              isLabelHidden
              placeholder="Bairro"
              className="sm:col-span-3"
              text={values.bairro}
              onTextChange={(text) => set({ bairro: text })}
              loadOptions={loadNeighbourhoods}
              minChars={SUGGEST_MIN_CHARS.bairro}
              maxResults={SUGGEST_LIMITS.bairro}
              onSelect={(option) => fillPlace(option.data)}
            />
            <Combobox
              name="cidade"
              label="Cidade"
              isLabelHidden
              placeholder="Cidade"
              className="sm:col-span-3"
              text={values.cidade}
              onTextChange={(text) => set({ cidade: text })}
              loadOptions={loadCities}
              minChars={SUGGEST_MIN_CHARS.cidade}
              maxResults={SUGGEST_LIMITS.cidade}
              onSelect={(option) => fillPlace(option.data)}
            />
          </>
        )}

        <CatalogueSelects value={values} onChange={set} />
        <SelectField
          id="busca-estado"
          name="estado"
          label="Estado"
          isLabelHidden
          className="sm:col-span-3"
          value={values.estado}
          // Changing the state clears the chosen city (spec 1 §4).
          onChange={(e) => set({ estado: e.target.value, cidade: '' })}
        >
          <option value="">Estado</option>
          {stateOptions.map((s) => (
            <option key={s.sigla} value={s.sigla}>
              {s.nome}
            </option>
          ))}
        </SelectField>
        <Combobox
          name="cep"
          label="CEP"
          isLabelHidden
          placeholder="CEP"
          inputMode="numeric"
          className="sm:col-span-3"
          text={values.cep}
          onTextChange={(text) => set({ cep: maskCep(text) })}
          loadOptions={loadPostalCodes}
          minChars={SUGGEST_MIN_CHARS.cep}
          maxResults={SUGGEST_LIMITS.cep}
          onSelect={(option) => fillPlace(option.data)}
        />
      </div>

      <button
        type="submit"
        className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <Search aria-hidden="true" className="size-5" />
        Buscar
      </button>
    </form>
  );
}
