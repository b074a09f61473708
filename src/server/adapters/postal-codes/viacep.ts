import {
  CepProviderUnavailable,
  formatCep,
  type CepAddress,
  type CepLookup,
  type CepProvider,
} from './cep-provider.ts';

/**
 * ViaCEP (reference/stack-notes.md §6): `GET {baseUrl}/{8 digits}/json/`.
 * - a well-formed but unknown code answers 200 `{ "erro": true }` (older: `"erro": "true"`);
 * - a malformed one answers 400 (never sent: the caller checks the 8 digits first);
 * - newer fields (estado, regiao, unidade) are not required; street names may be empty.
 * A look-up slower than `timeoutMs` is abandoned (AbortSignal) and reported unavailable.
 */
export function createViaCepProvider(opts: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): CepProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep: string): Promise<CepLookup> {
      if (!/^\d{8}$/.test(cep)) throw new Error('createViaCepProvider: o CEP deve ter 8 dígitos');
      let body: unknown;
      try {
        const res = await doFetch(`${base}/${cep}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        if (res.status === 400) return { kind: 'not-found' };
        if (!res.ok) throw new CepProviderUnavailable(`ViaCEP respondeu ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof CepProviderUnavailable) throw err;
        const reason = err instanceof Error ? err.name : 'erro';
        throw new CepProviderUnavailable(`ViaCEP indisponível (${reason})`, { cause: err });
      }
      return parseAnswer(cep, body);
    },
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function parseAnswer(cep: string, body: unknown): CepLookup {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new CepProviderUnavailable('ViaCEP: resposta inesperada');
  }
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === 'true') return { kind: 'not-found' };
  const uf = str(b.uf).toUpperCase();
  const localidade = str(b.localidade);
  if (!/^[A-Z]{2}$/.test(uf) || localidade === '') {
    throw new CepProviderUnavailable('ViaCEP: resposta sem cidade ou UF');
  }
  const address: CepAddress = {
    cep: formatCep(cep),
    logradouro: str(b.logradouro),
    complemento: str(b.complemento),
    bairro: str(b.bairro),
    localidade,
    uf,
    ddd: str(b.ddd).replace(/\D/g, '').slice(0, 2),
  };
  return { kind: 'found', address };
}
