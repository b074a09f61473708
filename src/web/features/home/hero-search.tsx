import { Building2, MapPin, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { City, Neighbourhood, PostalCode, Street } from '#shared/contracts/places.contract.ts';
import { LISTING_TYPE_CODES, LISTING_TYPES } from '#shared/constants.ts';
import { createApiClient } from '../../lib/api-client.ts';
import {
  findCategories,
  findSubcategories,
  suggestCities,
  suggestCondominiums,
  suggestNeighbourhoods,
  suggestPostalCodes,
  suggestStreets,
} from './suggest-api.ts';
import {
  buildSearchHref,
  EMPTY_SEARCH,
  findState,
  maskCep,
  shouldSuggest,
  type HeroSearchValues,
  type SearchMode,
  type StateOption,
} from './search-helpers.ts';
import { SuggestField, type Suggestion } from './suggest-field.tsx';

const api = createApiClient();

const selectClass =
  'h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';
const inputClass =
  'h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none';

function formatCepDigits(digits: string | null | undefined): string {
  return digits ? maskCep(digits) : '';
}

/**
 * The home's hero search (spec 1 §2 Home, §4, §5): 'Condomínio' or 'Endereço' mode, listing type
 * then category then subcategory, state, CEP and suggestions that fill state, city, neighbourhood
 * and CEP. 'Buscar' opens the unified search /busca; without JavaScript the form still submits
 * there by GET with the same parameters.
 */
export function HeroSearch({ states }: { states: StateOption[] }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<HeroSearchValues>(EMPTY_SEARCH);
  const [categories, setCategories] = useState<Category[]>([]);
  const [subcategories, setSubcategories] = useState<Subcategory[]>([]);
  const set = (patch: Partial<HeroSearchValues>) => setValues((v) => ({ ...v, ...patch }));

  // Category options follow the type; subcategory options follow the category (spec 1 §4).
  useEffect(() => {
    if (!values.tipo) return;
    let isCurrent = true;
    findCategories(api, values.tipo)
      .then((list) => isCurrent && setCategories(list))
      .catch(() => isCurrent && setCategories([]));
    return () => {
      isCurrent = false;
    };
  }, [values.tipo]);
  useEffect(() => {
    if (!values.categoria) return;
    let isCurrent = true;
    findSubcategories(api, values.categoria)
      .then((list) => isCurrent && setSubcategories(list))
      .catch(() => isCurrent && setSubcategories([]));
    return () => {
      isCurrent = false;
    };
  }, [values.categoria]);

  /** Fills state, city, neighbourhood and CEP from a chosen suggestion (accent-insensitive state match). */
  const fillPlace = (place: {
    estado?: string | null;
    cidade?: string | null;
    bairro?: string | null;
    cep?: string | null;
  }) => {
    const state = findState(states, place.estado);
    setValues((v) => ({
      ...v,
      estado: state?.sigla ?? v.estado,
      cidade: place.cidade ?? v.cidade,
      bairro: place.bairro ?? v.bairro,
      cep: place.cep ? formatCepDigits(place.cep) : v.cep,
    }));
  };

  const { estado, cidade } = values;
  const searchCondominiums = useCallback(
    async (text: string): Promise<Suggestion<Condominium>[]> =>
      shouldSuggest('condominio', text)
        ? (await suggestCondominiums(api, text, estado)).map((c) => ({
            key: String(c.codigoCONDOMINIO),
            label: c.nomeCONDOMINIO,
            detail: [c.bairro?.nomeBAIRRO, `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`]
              .filter(Boolean)
              .join(', '),
            value: c,
          }))
        : [],
    [estado],
  );
  const searchStreets = useCallback(
    async (text: string): Promise<Suggestion<Street>[]> =>
      shouldSuggest('rua', text)
        ? (await suggestStreets(api, text, { cidade, estado })).map((s) => ({
            key: String(s.codigoLOGRADOURO),
            label: s.nomeLOGRADOURO,
            detail: [
              s.bairro?.nomeBAIRRO,
              `${s.cidade.nomeCIDADE} - ${s.estado.sigla}`,
              formatCepDigits(s.cep?.numeroCEP),
            ]
              .filter(Boolean)
              .join(', '),
            value: s,
          }))
        : [],
    [cidade, estado],
  );
  const searchNeighbourhoods = useCallback(
    async (text: string): Promise<Suggestion<Neighbourhood>[]> =>
      shouldSuggest('bairro', text)
        ? (await suggestNeighbourhoods(api, text, { cidade, estado })).map((b) => ({
            key: String(b.codigoBAIRRO),
            label: b.nomeBAIRRO,
            detail: `${b.nomeCIDADE} - ${b.ufBAIRRO}`,
            value: b,
          }))
        : [],
    [cidade, estado],
  );
  const searchCities = useCallback(
    async (text: string): Promise<Suggestion<City>[]> =>
      shouldSuggest('cidade', text)
        ? (await suggestCities(api, text, estado)).map((c) => ({
            key: String(c.codigoCIDADE),
            label: c.nomeCIDADE,
            detail: c.ufCIDADE,
            value: c,
          }))
        : [],
    [estado],
  );
  const searchPostalCodes = useCallback(
    async (text: string): Promise<Suggestion<PostalCode>[]> =>
      shouldSuggest('cep', text)
        ? (await suggestPostalCodes(api, text, { cidade, estado })).map((p) => ({
            key: String(p.codigoCEP),
            label: formatCepDigits(p.numeroCEP),
            detail: [p.nomeBAIRRO, `${p.nomeCIDADE} - ${p.ufCEP}`].filter(Boolean).join(', '),
            value: p,
          }))
        : [],
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

  const isCondominium = values.mode === 'condominio';
  return (
    <form
      action="/busca"
      method="get"
      onSubmit={onSubmit}
      role="search"
      aria-label="Buscar anúncios"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-5"
    >
      <input type="hidden" name="searchType" value={values.mode} />
      <fieldset>
        <legend className="sr-only">Buscar por</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          {(
            [
              ['condominio', 'Condomínio', Building2],
              ['endereco', 'Endereço', MapPin],
            ] as const
          ).map(([mode, label, Icon]) => (
            <label
              key={mode}
              className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md text-[15px] font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${
                values.mode === mode
                  ? 'bg-white text-teal-800 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name="modo"
                value={mode}
                checked={values.mode === mode}
                onChange={() => set({ mode: mode as SearchMode })}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-3 sm:grid-cols-6">
        {isCondominium ? (
          <SuggestField<Condominium>
            name="condominio"
            label="Condomínio"
            placeholder="Condomínio"
            className="sm:col-span-6"
            icon={<Building2 aria-hidden="true" className="size-5" />}
            value={values.condominio}
            onChange={(text) => set({ condominio: text })}
            search={searchCondominiums}
            onSelect={({ value: c }) => {
              set({ condominio: c.nomeCONDOMINIO });
              fillPlace({
                estado: c.estado.sigla,
                cidade: c.cidade.nomeCIDADE,
                bairro: c.bairro?.nomeBAIRRO ?? null,
                cep: c.cep?.numeroCEP ?? c.logradouro?.cep?.numeroCEP ?? null,
              });
            }}
          />
        ) : (
          <>
            <SuggestField<Street>
              name="rua"
              label="Rua (logradouro)"
              placeholder="Rua (logradouro)"
              className="sm:col-span-4"
              icon={<MapPin aria-hidden="true" className="size-5" />}
              value={values.rua}
              onChange={(text) => set({ rua: text })}
              search={searchStreets}
              onSelect={({ value: s }) => {
                set({ rua: s.nomeLOGRADOURO });
                fillPlace({
                  estado: s.estado.sigla,
                  cidade: s.cidade.nomeCIDADE,
                  bairro: s.bairro?.nomeBAIRRO ?? null,
                  cep: s.cep?.numeroCEP ?? null,
                });
              }}
            />
            <div className="sm:col-span-2">
              <label htmlFor="busca-numero" className="sr-only">
                Número
              </label>
              <input
                id="busca-numero"
                name="numero"
                placeholder="Número"
                inputMode="numeric"
                autoComplete="off"
                value={values.numero}
                onChange={(e) => set({ numero: e.target.value })}
                className={inputClass}
              />
            </div>
            <SuggestField<Neighbourhood>
              name="bairro"
              label="Bairro"
              placeholder="Bairro"
              className="sm:col-span-3"
              value={values.bairro}
              onChange={(text) => set({ bairro: text })}
              search={searchNeighbourhoods}
              onSelect={({ value: b }) =>
                fillPlace({ estado: b.ufBAIRRO, cidade: b.nomeCIDADE, bairro: b.nomeBAIRRO })
              }
            />
            <SuggestField<City>
              name="cidade"
              label="Cidade"
              placeholder="Cidade"
              className="sm:col-span-3"
              value={values.cidade}
              onChange={(text) => set({ cidade: text })}
              search={searchCities}
              onSelect={({ value: c }) => fillPlace({ estado: c.ufCIDADE, cidade: c.nomeCIDADE })}
            />
          </>
        )}

        <div className="sm:col-span-2">
          <label htmlFor="busca-tipo" className="sr-only">
            Tipo de anúncio
          </label>
          <select
            id="busca-tipo"
            name="tipo"
            value={values.tipo}
            onChange={(e) => {
              set({ tipo: e.target.value, categoria: '', subcategoria: '' });
              setCategories([]);
              setSubcategories([]);
            }}
            className={selectClass}
          >
            <option value="">Tipo de anúncio</option>
            {LISTING_TYPE_CODES.map((tipo) => (
              <option key={tipo} value={tipo}>
                {LISTING_TYPES[tipo].name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="busca-categoria" className="sr-only">
            Categoria
          </label>
          <select
            id="busca-categoria"
            name="categoria"
            value={values.categoria}
            disabled={!values.tipo}
            onChange={(e) => {
              set({ categoria: e.target.value, subcategoria: '' });
              setSubcategories([]);
            }}
            className={selectClass}
          >
            <option value="">Categoria</option>
            {categories.map((c) => (
              <option key={c.codigoCATEGORIA} value={c.codigoCATEGORIA}>
                {c.nomeCATEGORIA}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="busca-subcategoria" className="sr-only">
            Subcategoria
          </label>
          <select
            id="busca-subcategoria"
            name="subcategoria"
            value={values.subcategoria}
            disabled={!values.categoria}
            onChange={(e) => set({ subcategoria: e.target.value })}
            className={selectClass}
          >
            <option value="">Subcategoria</option>
            {subcategories.map((s) => (
              <option key={s.codigoSUBCATEGORIA} value={s.codigoSUBCATEGORIA}>
                {s.nomeSUBCATEGORIA}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-3">
          <label htmlFor="busca-estado" className="sr-only">
            Estado
          </label>
          <select
            id="busca-estado"
            name="estado"
            value={values.estado}
            // Changing the state clears the chosen city (spec 1 §4).
            onChange={(e) => set({ estado: e.target.value, cidade: '' })}
            className={selectClass}
          >
            <option value="">Estado</option>
            {stateOptions.map((s) => (
              <option key={s.sigla} value={s.sigla}>
                {s.nome}
              </option>
            ))}
          </select>
        </div>
        <SuggestField<PostalCode>
          name="cep"
          label="CEP"
          placeholder="CEP"
          inputMode="numeric"
          className="sm:col-span-3"
          value={values.cep}
          onChange={(text) => set({ cep: maskCep(text) })}
          search={searchPostalCodes}
          onSelect={({ value: p }) =>
            fillPlace({ estado: p.ufCEP, cidade: p.nomeCIDADE, bairro: p.nomeBAIRRO, cep: p.numeroCEP })
          }
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
