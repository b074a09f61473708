import { describe, expect, it } from 'vitest';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import type { City, Neighbourhood, PostalCode, Street } from '#shared/contracts/places.contract.ts';
import type { CepAnswer } from '#shared/contracts/profile.contract.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import type { PlacesApi } from './admin-condominiums-api.ts';
import { cepLookupError, fillFromCep } from './cep-fill.ts';

const SAO_PAULO: City = { codigoCIDADE: 3550308, nomeCIDADE: 'São Paulo', estadoCIDADE: 35, ufCIDADE: 'SP' };
const SAO_PAULO_OTHER_STATE: City = {
  codigoCIDADE: 9,
  nomeCIDADE: 'São Paulo',
  estadoCIDADE: 99,
  ufCIDADE: 'ZZ',
};
const SE: Neighbourhood = {
  codigoBAIRRO: 10,
  nomeBAIRRO: 'Sé',
  cidadeBAIRRO: 3550308,
  estadoBAIRRO: 35,
  nomeCIDADE: 'São Paulo',
  ufBAIRRO: 'SP',
};
const CEP: PostalCode = {
  codigoCEP: 20,
  numeroCEP: '01001000',
  estadoCEP: 35,
  cidadeCEP: 3550308,
  bairroCEP: 10,
  nomeCIDADE: 'São Paulo',
  nomeBAIRRO: 'Sé',
  ufCEP: 'SP',
};
const PRACA: Street = {
  codigoLOGRADOURO: 30,
  nomeLOGRADOURO: 'Praça da Sé',
  cep: { codigoCEP: 20, numeroCEP: '01001000' },
  bairro: { codigoBAIRRO: 10, nomeBAIRRO: 'Sé' },
  cidade: { codigoCIDADE: 3550308, nomeCIDADE: 'São Paulo' },
  estado: { codigoESTADO: 35, nomeESTADO: 'São Paulo', sigla: 'SP' },
};

const ANSWER: CepAnswer = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ddd: '11',
};

type Calls = { kind: string; q: Record<string, unknown> }[];

/** A PlacesApi over fixed rows: with parent filters it answers `withParents`, without them `withoutParents`. */
function fakePlaces(
  rows: {
    cities?: [City[], City[]];
    neighbourhoods?: [Neighbourhood[], Neighbourhood[]];
    postalCodes?: [PostalCode[], PostalCode[]];
    streets?: [Street[], Street[]];
  },
  calls: Calls = [],
): PlacesApi {
  const answer =
    <T>(kind: string, pair: [T[], T[]] | undefined, parentKeys: string[]) =>
    async (q: Record<string, unknown>): Promise<T[]> => {
      calls.push({ kind, q });
      if (!pair) return [];
      return parentKeys.some((k) => q[k] !== undefined) ? pair[0] : pair[1];
    };
  return {
    cities: answer('cities', rows.cities, ['estado']),
    neighbourhoods: answer('neighbourhoods', rows.neighbourhoods, ['cidade', 'estado']),
    postalCodes: answer('postalCodes', rows.postalCodes, ['bairro', 'cidade', 'estado']),
    streets: answer('streets', rows.streets, ['cep', 'bairro', 'cidade', 'estado']),
  };
}

describe('fillFromCep (spec 2 §2 "Buscar CEP", §7)', () => {
  it('maps uf to the state and finds city, neighbourhood, CEP and street in the portal under their parents', async () => {
    const calls: Calls = [];
    const places = fakePlaces(
      {
        cities: [[SAO_PAULO], []],
        neighbourhoods: [[SE], []],
        postalCodes: [[CEP], []],
        streets: [[PRACA], []],
      },
      calls,
    );
    expect(await fillFromCep(places, '01001000', ANSWER)).toEqual({
      uf: 'SP',
      cidade: { text: 'São Paulo', id: 3550308 },
      bairro: { text: 'Sé', id: 10 },
      cep: { text: '01001-000', id: 20 },
      logradouro: { text: 'Praça da Sé', id: 30 },
    });
    expect(calls.map((c) => c.kind)).toEqual(['cities', 'neighbourhoods', 'postalCodes', 'streets']);
    expect(calls[1]?.q).toMatchObject({ nome: 'Sé', cidade: 3550308, estado: 'SP' });
    expect(calls[3]?.q).toMatchObject({ nome: 'Praça da Sé', cep: '01001000', bairro: 10, cidade: 3550308 });
  });

  it('retries without parent filters, taking only a row that fits the parents found', async () => {
    const calls: Calls = [];
    const places = fakePlaces(
      {
        cities: [[], [SAO_PAULO_OTHER_STATE, SAO_PAULO]],
        neighbourhoods: [[], [{ ...SE, codigoBAIRRO: 11, cidadeBAIRRO: 1 }, SE]],
        postalCodes: [[], [CEP]],
        streets: [
          [],
          [{ ...PRACA, codigoLOGRADOURO: 31, cep: { codigoCEP: 99, numeroCEP: '01001999' } }, PRACA],
        ],
      },
      calls,
    );
    const fill = await fillFromCep(places, '01001000', ANSWER);
    expect(fill).toMatchObject({
      cidade: { id: 3550308 },
      bairro: { id: 10 },
      cep: { id: 20 },
      logradouro: { id: 30 },
    });
    expect(calls).toHaveLength(8);
    expect(calls[1]?.q).toEqual({ nome: 'São Paulo', estado: undefined, limit: 10 });
  });

  it('keeps ViaCEP’s names without codes for what the portal does not know, and a near name is no match', async () => {
    const places = fakePlaces({ neighbourhoods: [[{ ...SE, nomeBAIRRO: 'Sé Velha' }], []] });
    expect(await fillFromCep(places, '01001000', ANSWER)).toEqual({
      uf: 'SP',
      cidade: { text: 'São Paulo', id: null },
      bairro: { text: 'Sé', id: null },
      cep: { text: '01001-000', id: null },
      logradouro: { text: 'Praça da Sé', id: null },
    });
  });

  it('a failed look-up counts as not found; what ViaCEP leaves empty stays empty', async () => {
    const failing: PlacesApi = {
      cities: () => Promise.reject(new Error('fora do ar')),
      neighbourhoods: () => Promise.reject(new Error('fora do ar')),
      postalCodes: () => Promise.reject(new Error('fora do ar')),
      streets: () => Promise.reject(new Error('fora do ar')),
    };
    expect(
      await fillFromCep(failing, '78890000', {
        ...ANSWER,
        logradouro: '',
        bairro: '',
        localidade: 'Sorriso',
        uf: 'mt',
      }),
    ).toEqual({
      uf: 'MT',
      cidade: { text: 'Sorriso', id: null },
      bairro: { text: '', id: null },
      cep: { text: '78890-000', id: null },
      logradouro: { text: '', id: null },
    });
  });
});

describe('the CEP search’s messages (spec 2 §5, §8)', () => {
  it('404: not found in ViaCEP; other answers: ViaCEP failed; no answer: the search failed', () => {
    const failed = (status: number) => new ApiError('GET', '/api/cep/01001000', status, { message: 'x' });
    const typeIt = (message: string) => `${message} Preencha o endereço abaixo.`;
    expect(cepLookupError(failed(404))).toBe(typeIt(M.viaCepNotFound));
    expect(cepLookupError(failed(503))).toBe(typeIt(M.viaCepFailed));
    expect(cepLookupError(failed(429))).toBe(typeIt(M.viaCepFailed));
    expect(cepLookupError(failed(400))).toBe(M.cepDigitsToSearch);
    expect(cepLookupError(new NetworkError('GET', '/api/cep/01001000', false))).toBe(
      typeIt(M.cepSearchFailed),
    );
    expect(cepLookupError(new Error('?'))).toBe(typeIt(M.cepSearchFailed));
  });
});
