import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startViaCepFake, type ViaCepFake } from '../../test/viacep-fake.ts';
import { CepProviderUnavailable } from './cep-provider.ts';
import { createViaCepProvider } from './viacep.ts';

describe('ViaCEP adapter (against the local fake)', () => {
  let fake: ViaCepFake;
  const provider = (timeoutMs = 1_000) => createViaCepProvider({ baseUrl: `${fake.url}/`, timeoutMs });
  beforeAll(async () => {
    fake = await startViaCepFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.erroAsString = false;
    fake.calls.length = 0;
  });

  it('maps a found code to the portal fields (extra fields dropped)', async () => {
    expect(await provider().lookup('01001000')).toEqual({
      kind: 'found',
      address: {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ddd: '11',
      },
    });
    expect(fake.calls).toEqual(['01001000']);
  });

  it('reads { erro: true } and { erro: "true" } as not found', async () => {
    expect(await provider().lookup('99999999')).toEqual({ kind: 'not-found' });
    fake.erroAsString = true;
    expect(await provider().lookup('99999998')).toEqual({ kind: 'not-found' });
  });

  it('accepts an empty street (single-CEP towns)', async () => {
    fake.set('69900000', { logradouro: '', bairro: '', localidade: 'Rio Branco', uf: 'AC', ddd: '68' });
    const r = await provider().lookup('69900000');
    expect(r).toMatchObject({
      kind: 'found',
      address: { logradouro: '', localidade: 'Rio Branco', uf: 'AC' },
    });
  });

  it('reports unavailable on a time-out, a dropped connection and a 500', async () => {
    fake.mode = 'slow';
    fake.slowMs = 2_000;
    const started = Date.now();
    await expect(provider(150).lookup('01001000')).rejects.toBeInstanceOf(CepProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(1_500);
    fake.mode = 'down';
    await expect(provider().lookup('01001000')).rejects.toBeInstanceOf(CepProviderUnavailable);
    fake.mode = 'error';
    await expect(provider().lookup('01001000')).rejects.toBeInstanceOf(CepProviderUnavailable);
  });

  it('reports unavailable when nothing listens', async () => {
    const p = createViaCepProvider({ baseUrl: 'http://127.0.0.1:1/ws', timeoutMs: 500 });
    await expect(p.lookup('01001000')).rejects.toBeInstanceOf(CepProviderUnavailable);
  });
});
