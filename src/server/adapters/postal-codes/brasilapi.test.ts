import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBrasilApiFake, type BrasilApiFake } from '../../test/brasilapi-fake.ts';
import { CepProviderUnavailable } from './cep-provider.ts';
import { createBrasilApiProvider } from './brasilapi.ts';

describe('BrasilAPI adapter (against the local fake)', () => {
  let fake: BrasilApiFake;
  const provider = (timeoutMs = 1_000) => createBrasilApiProvider({ baseUrl: `${fake.url}/`, timeoutMs });
  beforeAll(async () => {
    fake = await startBrasilApiFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.calls.length = 0;
  });

  it("maps a found code to the portal's fields (no DDD nor complement there)", async () => {
    expect(await provider().lookup('89010025')).toEqual({
      kind: 'found',
      address: {
        cep: '89010-025',
        logradouro: 'Rua Doutor Luiz de Freitas Melro',
        complemento: '',
        bairro: 'Centro',
        localidade: 'Blumenau',
        uf: 'SC',
        ddd: '',
      },
    });
    expect(fake.calls).toEqual(['89010025']);
  });

  it('reads the 404 CepPromiseError as not found', async () => {
    expect(await provider().lookup('99999999')).toEqual({ kind: 'not-found' });
  });

  it('accepts a null or empty street and neighbourhood (single-CEP towns)', async () => {
    fake.set('69900000', { state: 'AC', city: 'Rio Branco', neighborhood: null, street: '' });
    expect(await provider().lookup('69900000')).toMatchObject({
      kind: 'found',
      address: { logradouro: '', bairro: '', localidade: 'Rio Branco', uf: 'AC' },
    });
  });

  it('reports unavailable on a body without city or UF', async () => {
    fake.set('69900001', { state: '', city: '' });
    await expect(provider().lookup('69900001')).rejects.toBeInstanceOf(CepProviderUnavailable);
  });

  it('reports unavailable on a time-out, a dropped connection and a 500', async () => {
    fake.mode = 'slow';
    fake.slowMs = 2_000;
    const started = Date.now();
    await expect(provider(150).lookup('89010025')).rejects.toBeInstanceOf(CepProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(1_500);
    fake.mode = 'down';
    await expect(provider().lookup('89010025')).rejects.toBeInstanceOf(CepProviderUnavailable);
    fake.mode = 'error';
    await expect(provider().lookup('89010025')).rejects.toBeInstanceOf(CepProviderUnavailable);
  });

  it('reports unavailable when nothing listens', async () => {
    const p = createBrasilApiProvider({ baseUrl: 'http://127.0.0.1:1/api/cep/v1', timeoutMs: 500 });
    await expect(p.lookup('89010025')).rejects.toBeInstanceOf(CepProviderUnavailable);
  });
});
