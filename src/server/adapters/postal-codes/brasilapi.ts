import {
  CepProviderUnavailable,
  formatCep,
  type CepAddress,
  type CepLookup,
  type CepProvider,
} from './cep-provider.ts';

/**
 * BrasilAPI's CEP v1 (reference/stack-notes.md §6; its OpenAPI document, pages/docs/doc/cep.json
 * of BrasilAPI/BrasilAPI): `GET {baseUrl}/{8 digits}`.
 * - found: 200 `{ cep: "89010025", state, city, neighborhood, street, service }` (v1 has no
 *   location; street and neighbourhood may be empty, or null as v2 documents them);
 * - not found: 404 `{ name: "CepPromiseError", type: "service_error", message, errors[] }`. It is
 *   also what BrasilAPI answers when its own sources all fail, so a 404 is read as "not found",
 *   the documented meaning (the portal then lets the user type the address);
 * - a malformed code: 400 `validation_error` (never sent: the caller checks the 8 digits first);
 * - anything else (429 from its CDN, 5xx, a time-out, a body without city or UF): unavailable.
 * No DDD there: answered as '' (as the portal's own tables do).
 */
export function createBrasilApiProvider(opts: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): CepProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep: string): Promise<CepLookup> {
      if (!/^\d{8}$/.test(cep)) throw new Error('createBrasilApiProvider: o CEP deve ter 8 dígitos');
      let body: unknown;
      try {
        const res = await doFetch(`${base}/${cep}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        if (res.status === 404 || res.status === 400) {
          // The body is read only to free the connection; its words are not needed.
          await res.body?.cancel();
          return { kind: 'not-found' };
        }
        if (!res.ok) throw new CepProviderUnavailable(`BrasilAPI respondeu ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof CepProviderUnavailable) throw err;
        const reason = err instanceof Error ? err.name : 'erro';
        throw new CepProviderUnavailable(`BrasilAPI indisponível (${reason})`, { cause: err });
      }
      return parseAnswer(cep, body);
    },
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function parseAnswer(cep: string, body: unknown): CepLookup {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new CepProviderUnavailable('BrasilAPI: resposta inesperada');
  }
  const b = body as Record<string, unknown>;
  const uf = str(b.state).toUpperCase();
  const localidade = str(b.city);
  if (!/^[A-Z]{2}$/.test(uf) || localidade === '') {
    throw new CepProviderUnavailable('BrasilAPI: resposta sem cidade ou UF');
  }
  const address: CepAddress = {
    cep: formatCep(cep),
    logradouro: str(b.street),
    complemento: '',
    bairro: str(b.neighborhood),
    localidade,
    uf,
    ddd: '',
  };
  return { kind: 'found', address };
}
