import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import {
  CepProviderUnavailable,
  type CepAddress,
  type CepProvider,
} from '../../adapters/postal-codes/cep-provider.ts';
import { createManualClock } from '../../lib/clock.ts';
import type { PostalCodesRepository } from './postal-codes.repository.ts';
import { createPostalCodesService } from './postal-codes.service.ts';

const SE: CepAddress = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ddd: '11',
};

function setup(provider: CepProvider, repo: Partial<PostalCodesRepository> = {}) {
  const log = { warn: vi.fn() };
  const fullRepo: PostalCodesRepository = {
    findCached: vi.fn(async () => undefined),
    saveCached: vi.fn(async () => undefined),
    learn: vi.fn(async () => undefined),
    findLocal: vi.fn(async () => undefined),
    ...repo,
  };
  const service = createPostalCodesService({ repo: fullRepo, provider, clock: createManualClock(), log });
  return { service, repo: fullRepo, log };
}

describe('postal codes service', () => {
  it('answers ViaCEP even when the cache cannot be written (logged, not fatal)', async () => {
    const { service, log } = setup(
      { lookup: async () => ({ kind: 'found', address: SE }) },
      {
        saveCached: async () => {
          throw new Error('disco cheio');
        },
      },
    );
    expect(await service.lookup('01001000')).toEqual(SE);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('ViaCEP unavailable and nothing known: 503 with the spec message', async () => {
    const { service } = setup({
      lookup: async () => {
        throw new CepProviderUnavailable('tempo esgotado');
      },
    });
    await expect(service.lookup('01001000')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: M.cepUnavailable,
    });
  });

  it('ViaCEP unavailable and a stale "not found" cached: 404', async () => {
    const { service } = setup(
      {
        lookup: async () => {
          throw new CepProviderUnavailable('fora do ar');
        },
      },
      { findCached: async () => ({ address: null, fetchedAt: new Date(0) }) },
    );
    await expect(service.lookup('01001000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: M.cepNotFound,
    });
  });

  it('a programming error of the provider is not hidden as unavailable', async () => {
    const { service } = setup({
      lookup: async () => {
        throw new TypeError('bug');
      },
    });
    await expect(service.lookup('01001000')).rejects.toBeInstanceOf(TypeError);
  });
});
