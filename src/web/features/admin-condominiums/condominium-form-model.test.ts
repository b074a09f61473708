import { describe, expect, it } from 'vitest';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import {
  EMPTY_FORM,
  fromCondominium,
  fromSuggestion,
  maskCep,
  missingFields,
  NO_PLACE,
  toPayload,
  withPlace,
  type CondominiumFormValues,
} from './condominium-form-model.ts';

const FULL: CondominiumFormValues = {
  nome: ' Residencial Sol ',
  numero: '120',
  uf: 'SP',
  cidade: { text: 'São Paulo', id: 3550308 },
  bairro: { text: 'Sé', id: 10 },
  cep: { text: '01001-000', id: 20 },
  logradouro: { text: 'Praça da Sé', id: 30 },
};

describe('withPlace: the hierarchy reset of spec 2 §4', () => {
  it('the state clears city, neighbourhood, CEP and street; the name and number stay', () => {
    expect(withPlace(FULL, 'uf', 'RJ')).toEqual({
      ...FULL,
      uf: 'RJ',
      cidade: NO_PLACE,
      bairro: NO_PLACE,
      cep: NO_PLACE,
      logradouro: NO_PLACE,
    });
  });

  it('the city clears the three below; the neighbourhood CEP and street; the CEP the street', () => {
    const city = { text: 'Campinas', id: 3509502 };
    expect(withPlace(FULL, 'cidade', city)).toEqual({
      ...FULL,
      cidade: city,
      bairro: NO_PLACE,
      cep: NO_PLACE,
      logradouro: NO_PLACE,
    });
    const hood = { text: 'Centro', id: null };
    expect(withPlace(FULL, 'bairro', hood)).toEqual({
      ...FULL,
      bairro: hood,
      cep: NO_PLACE,
      logradouro: NO_PLACE,
    });
    const cep = { text: '01002-000', id: null };
    expect(withPlace(FULL, 'cep', cep)).toEqual({ ...FULL, cep, logradouro: NO_PLACE });
    const street = { text: 'Rua Direita', id: null };
    expect(withPlace(FULL, 'logradouro', street)).toEqual({ ...FULL, logradouro: street });
  });

  it('a place typed by hand (no code) stays: the new form is filled top-down when the look-up fails', () => {
    let v = withPlace(EMPTY_FORM, 'cep', { text: '68999-999', id: null });
    v = withPlace(v, 'logradouro', { text: 'Rua Leopoldo Machado', id: null });
    v = withPlace(v, 'bairro', { text: 'Centro', id: null });
    v = withPlace(v, 'cidade', { text: 'Macapá', id: null });
    v = withPlace(v, 'uf', 'AP');
    expect(v).toMatchObject({
      uf: 'AP',
      cidade: { text: 'Macapá' },
      bairro: { text: 'Centro' },
      cep: { text: '68999-999' },
      logradouro: { text: 'Rua Leopoldo Machado' },
    });
    // A chosen one under a typed one is still cleared.
    const mixed = { ...FULL, bairro: { text: 'Sé', id: null } };
    expect(withPlace(mixed, 'cidade', { text: 'Campinas', id: null })).toMatchObject({
      bairro: { text: 'Sé', id: null },
      cep: NO_PLACE,
      logradouro: NO_PLACE,
    });
  });

  it('the same value again clears nothing; a typed text drops the code', () => {
    expect(withPlace(FULL, 'uf', 'SP')).toBe(FULL);
    expect(withPlace(FULL, 'cidade', { text: 'São Paulo', id: 3550308 })).toBe(FULL);
    expect(withPlace(FULL, 'cidade', { text: 'São Paulo', id: null }).bairro).toEqual(NO_PLACE);
  });
});

describe('missingFields (spec 2 §5)', () => {
  it('names every empty required field in the form order; blanks count as empty', () => {
    expect(missingFields(EMPTY_FORM)).toEqual([
      'nome',
      'numero',
      'uf',
      'cidade',
      'bairro',
      'cep',
      'logradouro',
    ]);
    expect(missingFields({ ...FULL, numero: '  ', logradouro: { text: ' ', id: null } })).toEqual([
      'numero',
      'logradouro',
    ]);
    expect(missingFields(FULL)).toEqual([]);
  });

  it('a place typed without a code counts as filled (the server finds or adds it)', () => {
    expect(missingFields({ ...FULL, bairro: { text: 'Bairro Novo', id: null } })).toEqual([]);
  });
});

describe('toPayload: the create payload of spec 2 §3', () => {
  it('sends names, the state three ways and the ids (null when unknown); the CEP as digits', () => {
    expect(toPayload({ ...FULL, bairro: { text: ' Sé ', id: null } })).toEqual({
      nomeCONDOMINIO: 'Residencial Sol',
      numeroCONDOMINIO: '120',
      estadoCONDOMINIO: 'São Paulo',
      estadoSiglaCONDOMINIO: 'SP',
      estadoCONDOMINIOId: 35,
      cidadeCONDOMINIO: 'São Paulo',
      cidadeCONDOMINIOId: 3550308,
      bairroCONDOMINIO: 'Sé',
      bairroCONDOMINIOId: null,
      cepCONDOMINIO: '01001000',
      cepCONDOMINIOId: 20,
      logradouroCONDOMINIO: 'Praça da Sé',
      logradouroCONDOMINIOId: 30,
    });
  });
});

describe('the forms’ starting values', () => {
  it('edit: the condominium as read, with its codes; without a CEP of its own, its street’s, masked', () => {
    const condominium = {
      codigoCONDOMINIO: 1,
      nomeCONDOMINIO: 'Residencial Sol',
      numeroCONDOMINIO: '120',
      estadoCONDOMINIO: 35,
      cidadeCONDOMINIO: 3550308,
      bairroCONDOMINIO: 10,
      cepCONDOMINIO: null,
      logradouroCONDOMINIO: 30,
      estado: { codigoESTADO: 35, nomeESTADO: 'São Paulo', sigla: 'SP' },
      cidade: { codigoCIDADE: 3550308, nomeCIDADE: 'São Paulo' },
      bairro: { codigoBAIRRO: 10, nomeBAIRRO: 'Sé' },
      cep: null,
      logradouro: {
        codigoLOGRADOURO: 30,
        nomeLOGRADOURO: 'Praça da Sé',
        cep: { codigoCEP: 20, numeroCEP: '01001000' },
        bairro: null,
      },
    } as unknown as Condominium;
    expect(fromCondominium(condominium)).toEqual({
      nome: 'Residencial Sol',
      numero: '120',
      uf: 'SP',
      cidade: { text: 'São Paulo', id: 3550308 },
      bairro: { text: 'Sé', id: 10 },
      cep: { text: '01001-000', id: 20 },
      logradouro: { text: 'Praça da Sé', id: 30 },
    });
    expect(fromCondominium({ ...condominium, bairro: null, logradouro: null })).toMatchObject({
      bairro: NO_PLACE,
      cep: NO_PLACE,
      logradouro: NO_PLACE,
    });
  });

  it('new from a suggestion: its texts, no codes; an unknown UF is left for the admin', () => {
    const suggestion = {
      nome: 'Residencial Flores',
      numero: '10',
      uf: 'sp',
      cidade: 'São Paulo',
      bairro: ' Sé ',
      cep: '01001000',
      logradouro: 'Praça da Sé',
    } as CondominiumSuggestion;
    expect(fromSuggestion(suggestion)).toEqual({
      nome: 'Residencial Flores',
      numero: '10',
      uf: 'SP',
      cidade: { text: 'São Paulo', id: null },
      bairro: { text: 'Sé', id: null },
      cep: { text: '01001-000', id: null },
      logradouro: { text: 'Praça da Sé', id: null },
    });
    expect(fromSuggestion({ ...suggestion, uf: 'XX', cep: null }).uf).toBe('');
  });

  it('maskCep masks as it is typed, at most 8 digits', () => {
    expect(maskCep('0100')).toBe('0100');
    expect(maskCep('010010')).toBe('01001-0');
    expect(maskCep('01001-000123')).toBe('01001-000');
  });
});
