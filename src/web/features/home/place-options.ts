import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { City, Neighbourhood, PostalCode, Street } from '#shared/contracts/places.contract.ts';
import type { ComboboxOption } from '../../components/forms/combobox.tsx';
import { maskCep } from './search-helpers.ts';

/**
 * What a chosen suggestion fills in the hero's other fields (spec 1 §5): the state, city,
 * neighbourhood and CEP it knows; a field it does not know keeps what it had.
 */
export interface PlaceFill {
  estado?: string | null;
  cidade?: string | null;
  bairro?: string | null;
  /** Digits only. */
  cep?: string | null;
}

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
const formatCep = (digits: string | null | undefined) => (digits ? maskCep(digits) : '');

/** The hero's suggestions as combobox options: a name, where it is, and what it fills. */
export function condominiumOption(c: Condominium): ComboboxOption<PlaceFill> {
  return {
    value: String(c.codigoCONDOMINIO),
    label: c.nomeCONDOMINIO,
    hint: join([c.bairro?.nomeBAIRRO, `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`]),
    data: {
      estado: c.estado.sigla,
      cidade: c.cidade.nomeCIDADE,
      bairro: c.bairro?.nomeBAIRRO ?? null,
      cep: c.cep?.numeroCEP ?? c.logradouro?.cep?.numeroCEP ?? null,
    },
  };
}

export function streetOption(s: Street): ComboboxOption<PlaceFill> {
  return {
    value: String(s.codigoLOGRADOURO),
    label: s.nomeLOGRADOURO,
    hint: join([
      s.bairro?.nomeBAIRRO,
      `${s.cidade.nomeCIDADE} - ${s.estado.sigla}`,
      formatCep(s.cep?.numeroCEP),
    ]),
    data: {
      estado: s.estado.sigla,
      cidade: s.cidade.nomeCIDADE,
      bairro: s.bairro?.nomeBAIRRO ?? null,
      cep: s.cep?.numeroCEP ?? null,
    },
  };
}

export function neighbourhoodOption(b: Neighbourhood): ComboboxOption<PlaceFill> {
  return {
    value: String(b.codigoBAIRRO),
    label: b.nomeBAIRRO,
    hint: `${b.nomeCIDADE} - ${b.ufBAIRRO}`,
    data: { estado: b.ufBAIRRO, cidade: b.nomeCIDADE, bairro: b.nomeBAIRRO },
  };
}

export function cityOption(c: City): ComboboxOption<PlaceFill> {
  return {
    value: String(c.codigoCIDADE),
    label: c.nomeCIDADE,
    hint: c.ufCIDADE,
    data: { estado: c.ufCIDADE, cidade: c.nomeCIDADE },
  };
}

export function postalCodeOption(p: PostalCode): ComboboxOption<PlaceFill> {
  return {
    value: String(p.codigoCEP),
    label: formatCep(p.numeroCEP),
    hint: join([p.nomeBAIRRO, `${p.nomeCIDADE} - ${p.ufCEP}`]),
    data: { estado: p.ufCEP, cidade: p.nomeCIDADE, bairro: p.nomeBAIRRO, cep: p.numeroCEP },
  };
}
