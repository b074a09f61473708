import { describe, expect, it } from 'vitest';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import { ApiError, NetworkError, type ApiClient } from '../../lib/api-client.ts';
import { saveErrorMessage, saveProfile, toChosenCondominium } from './profile-api.ts';

const apiError = (status: number, body: unknown = null) => new ApiError('GET', '/api/x', status, body);

describe('saveErrorMessage', () => {
  it("prefers the server's message, says the session ended on 401, else 'Falha ao salvar'", () => {
    expect(saveErrorMessage(apiError(422, { message: 'Informe o complemento.' }))).toBe(
      'Informe o complemento.',
    );
    expect(saveErrorMessage(apiError(401, { message: 'Não autenticado.' }))).toBe(M.sessionExpired);
    expect(saveErrorMessage(apiError(500))).toBe(M.saveFailed);
    expect(saveErrorMessage(new NetworkError('PATCH', '/api/x', false))).toBe(M.saveFailed);
  });
});

describe('saveProfile', () => {
  const saved = { ok: true, message: 'ok', usuario: { codigoUSUARIO: 7 } };

  function fakeApi(patchStatus: number | null) {
    const calls: [string, string, unknown][] = [];
    const api = {
      patch: (path: string, body: unknown) => {
        calls.push(['PATCH', path, body]);
        return patchStatus === null
          ? Promise.resolve(saved)
          : Promise.reject(new ApiError('PATCH', path, patchStatus, null));
      },
      put: (path: string, body: unknown) => {
        calls.push(['PUT', path, body]);
        return Promise.resolve(saved);
      },
    } as unknown as ApiClient;
    return { api, calls };
  }

  it('PATCHes /api/usuarios/alterar', async () => {
    const { api, calls } = fakeApi(null);
    await expect(saveProfile(api, { codigoUSUARIO: 7, nomeUSUARIO: 'Ana' })).resolves.toBe(saved);
    expect(calls).toEqual([['PATCH', '/api/usuarios/alterar', { codigoUSUARIO: 7, nomeUSUARIO: 'Ana' }]]);
  });

  it('falls back to PUT /api/usuarios/editar/{codigo} on a 404 (spec 2 §7)', async () => {
    const { api, calls } = fakeApi(404);
    await expect(saveProfile(api, { codigoUSUARIO: 7, nomeUSUARIO: 'Ana' })).resolves.toBe(saved);
    expect(calls[1]).toEqual(['PUT', '/api/usuarios/editar/7', { nomeUSUARIO: 'Ana' }]);
  });

  it('does not fall back on other failures', async () => {
    const { api, calls } = fakeApi(422);
    await expect(saveProfile(api, { codigoUSUARIO: 7, nomeUSUARIO: 'Ana' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

describe('toChosenCondominium', () => {
  it("takes the condominium's own address (the street's CEP and neighbourhood when it has none)", () => {
    const condominium = {
      codigoCONDOMINIO: 9,
      nomeCONDOMINIO: 'Residencial Jardim',
      numeroCONDOMINIO: '250',
      cep: null,
      bairro: null,
      cidade: { codigoCIDADE: 1, nomeCIDADE: 'São Paulo' },
      estado: { codigoESTADO: 35, nomeESTADO: 'São Paulo', sigla: 'SP' },
      logradouro: {
        codigoLOGRADOURO: 3,
        nomeLOGRADOURO: 'Rua das Flores',
        cep: { codigoCEP: 4, numeroCEP: '04567890' },
        bairro: { codigoBAIRRO: 5, nomeBAIRRO: 'Moema' },
        cidade: { codigoCIDADE: 1, nomeCIDADE: 'São Paulo' },
        estado: { codigoESTADO: 35, nomeESTADO: 'São Paulo', sigla: 'SP' },
      },
    } as unknown as Condominium;
    expect(toChosenCondominium(condominium)).toEqual({
      code: 9,
      name: 'Residencial Jardim',
      address: {
        cep: '04567890',
        logradouro: 'Rua das Flores',
        numero: '250',
        bairro: 'Moema',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
  });
});
