import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { CONDITIONS, LISTING_TYPE_CODES, TRANSACTION_TYPES } from '#shared/constants.ts';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { fold } from '../../components/forms/combobox-options.ts';
import { labelClass } from '../../components/forms/field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { TRANSACTION_LABELS, type ListingFilters } from './listing-filters.ts';
import { CITY_SUGGESTIONS, findCities, findSubcategories } from '../../lib/catalogue-api.ts';

export interface CategoryOption extends ComboboxOption {
  tipo: number;
}

/**
 * The advanced filters (spec 1 §2): type, category and subcategory, state and city with
 * suggestions, condominium, address, price range, condition and transactions (the order is
 * beside the results, sort-control.tsx). The parent submits the result on 'Aplicar'.
 */
export function FiltersForm({
  id,
  initial,
  categories,
  states,
  initialSubcategories,
  onApply,
}: {
  id: string;
  initial: ListingFilters;
  categories: readonly CategoryOption[];
  states: readonly ComboboxOption[];
  initialSubcategories: readonly ComboboxOption[];
  onApply: (filters: ListingFilters) => void;
}) {
  const [f, setF] = useState<ListingFilters>(initial);
  const [loaded, setLoaded] = useState<{ categoria: string; list: readonly ComboboxOption[] } | null>(null);
  const set = (patch: Partial<ListingFilters>) => setF((current) => ({ ...current, ...patch }));

  const typeCategories = useMemo(
    () => (f.tipo ? categories.filter((c) => String(c.tipo) === f.tipo) : categories),
    [categories, f.tipo],
  );
  const hasInitialList = f.categoria === initial.categoria && initialSubcategories.length > 0;
  const subcategories: readonly ComboboxOption[] = !f.categoria
    ? []
    : hasInitialList
      ? initialSubcategories
      : loaded?.categoria === f.categoria
        ? loaded.list
        : [];
  const category = categories.find((c) => c.value === f.categoria) ?? null;
  const subcategory = subcategories.find((s) => s.value === f.subcategoria) ?? null;
  const state = states.find((s) => s.value === f.estado) ?? null;
  const [cityError, setCityError] = useState<string | undefined>(undefined);
  const [isCheckingCity, setIsCheckingCity] = useState(false);

  // Subcategories follow the chosen category (fetched when the page did not bring them).
  useEffect(() => {
    const categoria = f.categoria;
    if (!categoria || hasInitialList) return;
    let isCurrent = true;
    findSubcategories(createApiClient(), categoria)
      .then((list) => {
        if (isCurrent)
          setLoaded({
            categoria,
            list: list.map((s) => ({ value: String(s.codigoSUBCATEGORIA), label: s.nomeSUBCATEGORIA })),
          });
      })
      .catch(() => {
        if (isCurrent) setLoaded({ categoria, list: [] });
      });
    return () => {
      isCurrent = false;
    };
  }, [f.categoria, hasInitialList]);

  const loadCities = useCallback(
    async (text: string, signal: AbortSignal) => {
      const cities = await findCities(createApiClient(), text, f.estado);
      if (signal.aborted) return [];
      return cities.slice(0, CITY_SUGGESTIONS).map((c) => ({
        value: c.nomeCIDADE,
        label: c.nomeCIDADE,
        hint: c.ufCIDADE,
      }));
    },
    [f.estado],
  );

  // A city typed without picking a suggestion is matched by name in the chosen state (accents
  // and case aside): applied with the registered spelling, or refused with a message under the
  // field, never dropped or sent for another state.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCheckingCity) return;
    let cidade = f.cidade?.trim() || undefined;
    if (cidade) {
      setIsCheckingCity(true);
      const wanted = fold(cidade);
      const found = await findCities(createApiClient(), cidade, f.estado).then(
        (cities) => cities.find((c) => fold(c.nomeCIDADE) === wanted),
        // Look-up down: the API matches the name itself (its `cidade` takes a name too).
        () => ({ nomeCIDADE: cidade! }),
      );
      setIsCheckingCity(false);
      if (!found) {
        setCityError(
          f.estado
            ? `Não encontramos a cidade "${cidade}" em ${f.estado}. Escolha uma das sugestões.`
            : `Não encontramos a cidade "${cidade}". Escolha uma das sugestões.`,
        );
        return;
      }
      cidade = found.nomeCIDADE;
    }
    onApply({ ...f, cidade, page: undefined });
  }

  return (
    <form id={id} onSubmit={(event) => void onSubmit(event)} className="space-y-5" noValidate>
      <SelectField
        id={`${id}-tipo`}
        label="Tipo de anúncio"
        name="tipo"
        value={f.tipo ?? ''}
        onChange={(e) =>
          set({ tipo: e.target.value || undefined, categoria: undefined, subcategoria: undefined })
        }
      >
        <option value="">Todos os tipos</option>
        {LISTING_TYPE_CODES.map((t) => (
          <option key={t} value={String(t)}>
            {LISTING_TYPE_STYLES[t].name}
          </option>
        ))}
      </SelectField>

      <Combobox
        label="Categoria"
        name="categoria"
        placeholder="Digite para buscar"
        options={typeCategories}
        selected={category}
        onSelect={(o) => set({ categoria: o?.value, subcategoria: undefined })}
      />
      <Combobox
        label="Subcategoria"
        name="subcategoria"
        placeholder={f.categoria ? 'Digite para buscar' : 'Escolha uma categoria antes'}
        options={subcategories}
        selected={subcategory}
        disabled={!f.categoria}
        onSelect={(o) => set({ subcategoria: o?.value })}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Combobox
          label="Estado"
          name="estado"
          placeholder="Ex.: SP"
          options={states}
          selected={state}
          maxResults={27}
          // Spec 1 §4: changing the state clears the city, typed or chosen, so no city of
          // another state is ever applied.
          onSelect={(o) => {
            if (o?.value === f.estado) return;
            set({ estado: o?.value, cidade: undefined });
            setCityError(undefined);
          }}
        />
        <Combobox
          label="Cidade"
          name="cidade"
          placeholder="Digite 2 letras"
          loadOptions={loadCities}
          minChars={2}
          maxResults={CITY_SUGGESTIONS}
          text={f.cidade ?? ''}
          onTextChange={(text) => {
            set({ cidade: text === '' ? undefined : text });
            setCityError(undefined);
          }}
          error={cityError}
        />
      </div>

      <TextInput
        id={`${id}-condominio`}
        label="Condomínio"
        value={f.condominioNome}
        onChange={(v) => set({ condominioNome: v })}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextInput id={`${id}-rua`} label="Rua" value={f.rua} onChange={(v) => set({ rua: v })} />
        <TextInput id={`${id}-numero`} label="Número" value={f.numero} onChange={(v) => set({ numero: v })} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput id={`${id}-bairro`} label="Bairro" value={f.bairro} onChange={(v) => set({ bairro: v })} />
        <TextInput
          id={`${id}-cep`}
          label="CEP"
          value={f.cep}
          inputMode="numeric"
          onChange={(v) => set({ cep: v })}
        />
      </div>

      <fieldset>
        <legend className={labelClass}>Preço (R$)</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextInput
            id={`${id}-preco-min`}
            label="Mínimo"
            inputMode="decimal"
            value={f.precoMin}
            onChange={(v) => set({ precoMin: v })}
          />
          <TextInput
            id={`${id}-preco-max`}
            label="Máximo"
            inputMode="decimal"
            value={f.precoMax}
            onChange={(v) => set({ precoMax: v })}
          />
        </div>
      </fieldset>

      <SelectField
        id={`${id}-condicao`}
        label="Condição"
        value={f.condicao ?? ''}
        onChange={(e) => set({ condicao: e.target.value || undefined })}
      >
        <option value="">Qualquer</option>
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c === 'novo' ? 'Novo' : 'Seminovo'}
          </option>
        ))}
      </SelectField>

      <fieldset>
        <legend className={labelClass}>Transação</legend>
        <div className="grid grid-cols-2 gap-2">
          {TRANSACTION_TYPES.map((t) => {
            const checked = f.transacao?.includes(t) ?? false;
            return (
              <label key={t} className="flex min-h-11 items-center gap-3 text-[15px] text-slate-700">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    const current = f.transacao ?? [];
                    const next = checked ? current.filter((x) => x !== t) : [...current, t];
                    set({ transacao: next.length > 0 ? next : undefined });
                  }}
                  className="size-5 accent-teal-700"
                />
                {TRANSACTION_LABELS[t]}
              </label>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}

function TextInput({
  id,
  label,
  value,
  onChange,
  inputMode,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="text"
      inputMode={inputMode}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
