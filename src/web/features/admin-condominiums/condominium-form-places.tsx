import { useCallback, useMemo } from 'react';
import { onlyDigits } from '#shared/lib/masks.ts';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { placesApi, type PlaceFilter } from './admin-condominiums-api.ts';
import {
  maskCep,
  type CondominiumFormValues,
  type PlaceField,
  type PlaceValue,
} from './condominium-form-model.ts';

/** Spec 2 §5/§9: suggestions in the condominium forms wait 300 ms and show up to 10. */
const SUGGESTION_DEBOUNCE_MS = 300;
const SUGGESTION_LIMIT = 10;

type Load = (text: string) => Promise<ComboboxOption<number>[]>;

/** A place filter for the look-ups: the chosen place's code, else its text. */
const filterOf = (p: PlaceValue): PlaceFilter => p.id ?? (p.text.trim() || undefined);

/**
 * The suggestions of each place field, from the portal's data under the places above it (spec 2
 * §5): cities of the state, neighbourhoods of the city, CEPs of the neighbourhood (digits only),
 * streets of the CEP.
 */
export function usePlaceSuggestions(values: CondominiumFormValues) {
  const places = useMemo(() => placesApi(createApiClient()), []);
  const { uf, cidade, bairro, cep } = values;
  const cities: Load = useCallback(
    async (text) =>
      (await places.cities({ nome: text, estado: uf, limit: SUGGESTION_LIMIT })).map((c) => ({
        value: String(c.codigoCIDADE),
        label: c.nomeCIDADE,
        hint: c.ufCIDADE,
        data: c.codigoCIDADE,
      })),
    [places, uf],
  );
  const neighbourhoods: Load = useCallback(
    async (text) =>
      (
        await places.neighbourhoods({
          nome: text,
          cidade: filterOf(cidade),
          estado: uf,
          limit: SUGGESTION_LIMIT,
        })
      ).map((b) => ({
        value: String(b.codigoBAIRRO),
        label: b.nomeBAIRRO,
        hint: `${b.nomeCIDADE} - ${b.ufBAIRRO}`,
        data: b.codigoBAIRRO,
      })),
    [places, uf, cidade],
  );
  const postalCodes: Load = useCallback(
    async (text) => {
      // Spec 2 §5: CEP suggestions search with digits only.
      const digits = onlyDigits(text);
      if (digits === '') return [];
      const rows = await places.postalCodes({
        nome: digits,
        bairro: filterOf(bairro),
        cidade: filterOf(cidade),
        estado: uf,
        limit: SUGGESTION_LIMIT,
      });
      return rows.map((p) => ({
        value: String(p.codigoCEP),
        label: maskCep(p.numeroCEP),
        hint: [p.nomeBAIRRO, `${p.nomeCIDADE} - ${p.ufCEP}`].filter(Boolean).join(', '),
        data: p.codigoCEP,
      }));
    },
    [places, uf, cidade, bairro],
  );
  const streets: Load = useCallback(
    async (text) =>
      (
        await places.streets({
          nome: text,
          cep: onlyDigits(cep.text) || undefined,
          bairro: filterOf(bairro),
          cidade: filterOf(cidade),
          estado: uf,
          limit: SUGGESTION_LIMIT,
        })
      ).map((s) => ({
        value: String(s.codigoLOGRADOURO),
        label: s.nomeLOGRADOURO,
        hint: [s.cep ? maskCep(s.cep.numeroCEP) : '', s.bairro?.nomeBAIRRO].filter(Boolean).join(', '),
        data: s.codigoLOGRADOURO,
      })),
    [places, uf, cidade, bairro, cep],
  );
  return { places, cities, neighbourhoods, postalCodes, streets };
}

/**
 * A place field: its text, typed or a suggestion chosen (with the portal's code). Suggestions
 * only once the place above is filled and the text is not empty (spec 2 §5).
 */
export function PlaceCombobox({
  field,
  label,
  value,
  error,
  load,
  parentName,
  isParentFilled,
  onChange,
  className,
  inputMode,
  placeholder,
}: {
  field: PlaceField;
  label: string;
  value: PlaceValue;
  error: string | undefined;
  load: Load;
  parentName: string;
  isParentFilled: boolean;
  onChange: (value: PlaceValue) => void;
  className?: string;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  return (
    <Combobox<number>
      className={className}
      name={field}
      label={label}
      hint={isParentFilled ? undefined : `As sugestões aparecem depois de preencher ${parentName}.`}
      error={error}
      inputMode={inputMode}
      placeholder={placeholder}
      text={value.text}
      onTextChange={(typed) => {
        const text = field === 'cep' ? maskCep(typed) : typed;
        // Choosing the suggestion already shown is no change (the places below stay).
        if (text !== value.text) onChange({ text, id: null });
      }}
      onSelect={(option) => onChange({ text: option.label, id: option.data ?? null })}
      loadOptions={isParentFilled ? load : undefined}
      minChars={1}
      maxResults={SUGGESTION_LIMIT}
      debounceMs={SUGGESTION_DEBOUNCE_MS}
    />
  );
}
