import { describe, expect, it, vi } from 'vitest';
import { CepProviderUnavailable, type CepAddress, type CepLookup, type CepProvider } from './cep-provider.ts';
import { createFailoverProvider } from './failover.ts';

const SE: CepAddress = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ddd: '11',
};
const found: CepLookup = { kind: 'found', address: SE };
const notFound: CepLookup = { kind: 'not-found' };
const down = () => {
  throw new CepProviderUnavailable('ViaCEP respondeu 502');
};

/** Two providers answering as told; each call is counted. */
function setup(first: () => CepLookup, second: () => CepLookup) {
  const a = vi.fn(async () => first());
  const b = vi.fn(async () => second());
  const log = { warn: vi.fn() };
  const named = (name: string, lookup: CepProvider['lookup']) => ({ name, provider: { lookup } });
  const provider = createFailoverProvider([named('viacep', a), named('brasilapi', b)], log);
  return { provider, a, b, log };
}

describe('CEP failover provider', () => {
  it('answers the first found and asks no further', async () => {
    const { provider, b } = setup(
      () => found,
      () => notFound,
    );
    expect(await provider.lookup('01001000')).toEqual(found);
    expect(b).not.toHaveBeenCalled();
  });

  it('the first unavailable: the second answers; the failure is logged without the code', async () => {
    const { provider, log } = setup(down, () => found);
    expect(await provider.lookup('01001000')).toEqual(found);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('01001000');
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ provider: 'viacep' });
  });

  it('the first says not found: the second is asked, and its address wins', async () => {
    const { provider, b } = setup(
      () => notFound,
      () => found,
    );
    expect(await provider.lookup('01001000')).toEqual(found);
    expect(b).toHaveBeenCalledOnce();
  });

  it('not found by one and the other unavailable (either order): not found', async () => {
    expect(await setup(() => notFound, down).provider.lookup('01001000')).toEqual(notFound);
    expect(await setup(down, () => notFound).provider.lookup('01001000')).toEqual(notFound);
  });

  it('both unavailable: unavailable', async () => {
    await expect(setup(down, down).provider.lookup('01001000')).rejects.toBeInstanceOf(
      CepProviderUnavailable,
    );
  });

  it('a programming error is not hidden as unavailable', async () => {
    const { provider, b } = setup(
      () => {
        throw new TypeError('bug');
      },
      () => found,
    );
    await expect(provider.lookup('01001000')).rejects.toBeInstanceOf(TypeError);
    expect(b).not.toHaveBeenCalled();
  });
});
