import { useCallback, useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import { onlyDigits } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { placesApi } from './admin-condominiums-api.ts';
import { maskCep } from './condominium-form-model.ts';
import {
  ADMIN_CONDOMINIUMS_PATH,
  hasFilters,
  type CondominiumListFilters,
} from './condominium-list-params.ts';

/** Spec 2 §9: up to 8 suggestions under the list's filters. */
const FILTER_SUGGESTIONS = 8;

interface Draft {
  estado: string;
  cidade: string;
  bairro: string;
  cep: string;
}

/**
 * The list's filters (spec 2 §2 "Admin condominium list"): Estado (the 27 states), Cidade,
 * Bairro and CEP, each a text field with up to 8 suggestions from the portal's places under the
 * filters above it, and Filtrar. A GET form: the filters go to the address (and work without
 * JavaScript). As in the forms (spec 2 §4), changing a filter clears the ones under it.
 */
export function CondominiumFilters({
  filters,
  isFiltering,
}: {
  filters: CondominiumListFilters;
  isFiltering: boolean;
}) {
  const [draft, setDraft] = useState<Draft>({
    estado: filters.estado ?? '',
    cidade: filters.cidade ?? '',
    bairro: filters.bairro ?? '',
    cep: filters.cep ? maskCep(filters.cep) : '',
  });
  const places = useMemo(() => placesApi(createApiClient()), []);
  const { estado, cidade, bairro } = draft;

  const loadCities = useCallback(
    async (text: string): Promise<ComboboxOption[]> =>
      (await places.cities({ nome: text, estado, limit: FILTER_SUGGESTIONS })).map((c) => ({
        value: String(c.codigoCIDADE),
        label: c.nomeCIDADE,
        hint: c.ufCIDADE,
      })),
    [places, estado],
  );
  const loadNeighbourhoods = useCallback(
    async (text: string): Promise<ComboboxOption[]> =>
      (await places.neighbourhoods({ nome: text, cidade, estado, limit: FILTER_SUGGESTIONS })).map((b) => ({
        value: String(b.codigoBAIRRO),
        label: b.nomeBAIRRO,
        hint: `${b.nomeCIDADE} - ${b.ufBAIRRO}`,
      })),
    [places, estado, cidade],
  );
  const loadPostalCodes = useCallback(
    async (text: string): Promise<ComboboxOption[]> => {
      const digits = onlyDigits(text);
      if (digits === '') return [];
      const rows = await places.postalCodes({
        nome: digits,
        bairro,
        cidade,
        estado,
        limit: FILTER_SUGGESTIONS,
      });
      return rows.map((p) => ({
        value: String(p.codigoCEP),
        label: maskCep(p.numeroCEP),
        hint: [p.nomeBAIRRO, `${p.nomeCIDADE} - ${p.ufCEP}`].filter(Boolean).join(', '),
      }));
    },
    [places, estado, cidade, bairro],
  );

  /** A filter changed: the ones under it are cleared. */
  function set(field: keyof Draft, value: string) {
    setDraft((d) => {
      if (d[field] === value) return d;
      const order: (keyof Draft)[] = ['estado', 'cidade', 'bairro', 'cep'];
      const next = { ...d, [field]: value };
      for (const below of order.slice(order.indexOf(field) + 1)) next[below] = '';
      return next;
    });
  }

  const comboboxProps = { minChars: 1, maxResults: FILTER_SUGGESTIONS } as const;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtrar condomínios"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_10rem_auto] lg:items-start"
    >
      <SelectField
        label="Estado"
        name="estado"
        value={draft.estado}
        onChange={(e) => set('estado', e.target.value)}
      >
        <option value="">Todos</option>
        {STATES.map((s) => (
          <option key={s.uf} value={s.uf}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <Combobox
        label="Cidade"
        name="cidade"
        text={draft.cidade}
        onTextChange={(text) => set('cidade', text)}
        // Spec 2 §5: suggestions only under a chosen state.
        loadOptions={estado ? loadCities : undefined}
        {...comboboxProps}
      />
      <Combobox
        label="Bairro"
        name="bairro"
        text={draft.bairro}
        onTextChange={(text) => set('bairro', text)}
        loadOptions={cidade.trim() ? loadNeighbourhoods : undefined}
        {...comboboxProps}
      />
      <Combobox
        label="CEP"
        name="cep"
        inputMode="numeric"
        placeholder="00000-000"
        text={draft.cep}
        onTextChange={(text) => set('cep', maskCep(text))}
        loadOptions={bairro.trim() ? loadPostalCodes : undefined}
        {...comboboxProps}
      />
      <div className="flex items-center gap-3 lg:mt-7.5">
        <Button type="submit" variant="secondary" isLoading={isFiltering} loadingText="Filtrando...">
          Filtrar
        </Button>
        {hasFilters(filters) ? (
          <Link
            to={ADMIN_CONDOMINIUMS_PATH}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            Limpar
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
