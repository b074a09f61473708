import type { Condominium, CondominiumWriteRequest } from '#shared/contracts/condominiums.contract.ts';
import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import { onlyDigits } from '#shared/lib/masks.ts';
import { maskCep } from '../../components/forms/cep-lookup.ts';
import { STATES } from '#shared/states.ts';

/**
 * The new and edit condominium forms' values and rules (spec 2 §2 "New and edit condominium",
 * §4 "Condominium forms hierarchy reset", §5 "Condominium create/edit"), pure so they are tested
 * without a browser.
 */

/** A place as the form holds it: the text shown, and the portal's code once one is known. */
export interface PlaceValue {
  text: string;
  id: number | null;
}

export interface CondominiumFormValues {
  nome: string;
  numero: string;
  /** The state's abbreviation (SP), '' while none is chosen. */
  uf: string;
  cidade: PlaceValue;
  bairro: PlaceValue;
  /** The CEP as typed, masked (01001-000). */
  cep: PlaceValue;
  logradouro: PlaceValue;
}

export type CondominiumFormField = keyof CondominiumFormValues;
export type PlaceField = 'cidade' | 'bairro' | 'cep' | 'logradouro';

/** The address from the top down: a change clears the places chosen below it (spec 2 §4). */
const HIERARCHY = ['uf', 'cidade', 'bairro', 'cep', 'logradouro'] as const;

export const NO_PLACE: PlaceValue = { text: '', id: null };

export const EMPTY_FORM: CondominiumFormValues = {
  nome: '',
  numero: '',
  uf: '',
  cidade: NO_PLACE,
  bairro: NO_PLACE,
  cep: NO_PLACE,
  logradouro: NO_PLACE,
};

/** The labels of the fields, for the list of missing ones. */
export const FIELD_LABELS: Record<CondominiumFormField, string> = {
  nome: 'Nome',
  numero: 'Número',
  uf: 'Estado',
  cidade: 'Cidade',
  bairro: 'Bairro',
  cep: 'CEP',
  logradouro: 'Logradouro',
};

/** The CEP mask is every address form's; the admin's condominium screens take it from here. */
export { maskCep } from '../../components/forms/cep-lookup.ts';

const samePlace = (a: PlaceValue, b: PlaceValue) => a.text === b.text && a.id === b.id;

/**
 * The state or a place set to a new value: the places chosen under it are cleared (spec 2 §4:
 * state clears city, neighbourhood, CEP and street; city the three below; neighbourhood CEP and
 * street; CEP the street). The same value again clears nothing.
 *
 * "Chosen" is a place with the portal's code (a suggestion, or what "Buscar CEP" found in the
 * portal's data), which may not belong to the new parent. A name typed by hand stays: the server
 * resolves it under the parents on save. Otherwise the new form, whose order (spec 2 §2) puts the
 * street before the neighbourhood, city and state, could not be filled top-down by hand when the
 * CEP look-up fails: each field typed would clear the ones above it (ADR 020).
 */
export function withPlace(
  values: CondominiumFormValues,
  field: 'uf' | PlaceField,
  value: string | PlaceValue,
): CondominiumFormValues {
  const current = values[field];
  if (typeof value === 'string' ? value === current : samePlace(value, current as PlaceValue)) {
    return values;
  }
  const next = { ...values, [field]: value };
  for (const below of HIERARCHY.slice(HIERARCHY.indexOf(field) + 1)) {
    if (below !== 'uf' && next[below].id !== null) next[below] = NO_PLACE;
  }
  return next;
}

/**
 * The required fields still empty (spec 2 §5: name, number, state, and the texts of city,
 * neighbourhood, CEP and street), in the form's order.
 */
export function missingFields(v: CondominiumFormValues): CondominiumFormField[] {
  const filled: Record<CondominiumFormField, boolean> = {
    nome: v.nome.trim() !== '',
    numero: v.numero.trim() !== '',
    uf: v.uf !== '',
    cidade: v.cidade.text.trim() !== '',
    bairro: v.bairro.text.trim() !== '',
    cep: v.cep.text.trim() !== '',
    logradouro: v.logradouro.text.trim() !== '',
  };
  return (Object.keys(filled) as CondominiumFormField[]).filter((f) => !filled[f]);
}

/** The create payload of spec 2 §3 (the edit sends the same): names, and ids or null. */
export function toPayload(v: CondominiumFormValues): CondominiumWriteRequest {
  const state = STATES.find((s) => s.uf === v.uf);
  return {
    nomeCONDOMINIO: v.nome.trim(),
    numeroCONDOMINIO: v.numero.trim(),
    estadoCONDOMINIO: state?.name ?? '',
    estadoSiglaCONDOMINIO: v.uf,
    estadoCONDOMINIOId: state?.code ?? null,
    cidadeCONDOMINIO: v.cidade.text.trim(),
    cidadeCONDOMINIOId: v.cidade.id,
    bairroCONDOMINIO: v.bairro.text.trim(),
    bairroCONDOMINIOId: v.bairro.id,
    cepCONDOMINIO: onlyDigits(v.cep.text),
    cepCONDOMINIOId: v.cep.id,
    logradouroCONDOMINIO: v.logradouro.text.trim(),
    logradouroCONDOMINIOId: v.logradouro.id,
  };
}

/**
 * The edit form's start: the condominium as the API reads it, codes included (a neighbourhood or
 * CEP the condominium lacks is taken from its street, as the list shows it).
 */
export function fromCondominium(c: Condominium): CondominiumFormValues {
  const bairro = c.bairro ?? c.logradouro?.bairro;
  const cep = c.cep ?? c.logradouro?.cep;
  return {
    nome: c.nomeCONDOMINIO,
    numero: c.numeroCONDOMINIO,
    uf: c.estado.sigla,
    cidade: { text: c.cidade.nomeCIDADE, id: c.cidade.codigoCIDADE },
    bairro: bairro ? { text: bairro.nomeBAIRRO, id: bairro.codigoBAIRRO } : NO_PLACE,
    cep: cep ? { text: maskCep(cep.numeroCEP), id: cep.codigoCEP } : NO_PLACE,
    logradouro: c.logradouro
      ? { text: c.logradouro.nomeLOGRADOURO, id: c.logradouro.codigoLOGRADOURO }
      : NO_PLACE,
  };
}

/** The new form's start from an advertiser's suggestion (?sugestao=): its texts, no codes yet. */
export function fromSuggestion(s: CondominiumSuggestion): CondominiumFormValues {
  const text = (value: string | null): PlaceValue => ({ text: (value ?? '').trim(), id: null });
  const uf = (s.uf ?? '').toUpperCase();
  return {
    nome: s.nome,
    numero: s.numero,
    uf: STATES.some((state) => state.uf === uf) ? uf : '',
    cidade: text(s.cidade),
    bairro: text(s.bairro),
    cep: text(maskCep(s.cep ?? '')),
    logradouro: text(s.logradouro),
  };
}

/** The API's field names to the form's: the server's and the schema's errors go under them. */
export const FIELD_OF: Record<string, CondominiumFormField> = {
  nomeCONDOMINIO: 'nome',
  numeroCONDOMINIO: 'numero',
  estadoCONDOMINIO: 'uf',
  estadoSiglaCONDOMINIO: 'uf',
  estadoCONDOMINIOId: 'uf',
  cidadeCONDOMINIO: 'cidade',
  cidadeCONDOMINIOId: 'cidade',
  bairroCONDOMINIO: 'bairro',
  bairroCONDOMINIOId: 'bairro',
  cepCONDOMINIO: 'cep',
  cepCONDOMINIOId: 'cep',
  logradouroCONDOMINIO: 'logradouro',
  logradouroCONDOMINIOId: 'logradouro',
};
