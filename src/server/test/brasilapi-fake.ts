import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UNREACHABLE_CEP_PREFIX } from './viacep-fake.ts';

/**
 * A local BrasilAPI CEP v1 (reference/stack-notes.md §6; BrasilAPI's OpenAPI document,
 * pages/docs/doc/cep.json) on 127.0.0.1, for tests: real HTTP, the documented shapes.
 * `GET /api/cep/v1/{cep}` answers a known code with 200 `{ cep, state, city, neighborhood,
 * street, service }`, an unknown one with 404 and the CepPromiseError body, a malformed one with
 * 400 (`validation_error`). `mode` makes it slow (answers after `slowMs`), down (drops the
 * connection) or broken (500). A code starting with `UNREACHABLE_CEP_PREFIX` (viacep-fake.ts)
 * always drops the connection, as the ViaCEP fake does. Tests never reach the internet.
 */
export interface BrasilApiFake {
  /** The base URL to put in BRASILAPI_URL (ends in /api/cep/v1). */
  url: string;
  /** CEPs asked for, in order (as sent). */
  calls: string[];
  mode: 'ok' | 'slow' | 'down' | 'error';
  slowMs: number;
  /** Adds or replaces an answer (8 digits). */
  set(cep: string, address: Partial<BrasilApiBody>): void;
  close(): Promise<void>;
}

interface BrasilApiBody {
  cep: string;
  state: string;
  city: string;
  neighborhood: string | null;
  street: string | null;
  service: string;
}

/** The documentation's example, a code the ViaCEP fake does not know, and one ViaCEP knows. */
const KNOWN: Record<string, BrasilApiBody> = {
  '89010025': {
    cep: '89010025',
    state: 'SC',
    city: 'Blumenau',
    neighborhood: 'Centro',
    street: 'Rua Doutor Luiz de Freitas Melro',
    service: 'viacep',
  },
  '01001000': {
    cep: '01001000',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Sé',
    street: 'Praça da Sé',
    service: 'open-cep',
  },
};

/** BrasilAPI's answer when every source it asks fails or does not know the code. */
const NOT_FOUND_BODY = {
  name: 'CepPromiseError',
  message: 'Todos os serviços de CEP retornaram erro.',
  type: 'service_error',
  errors: [
    { name: 'ServiceError', message: 'CEP não encontrado na base do ViaCEP.', service: 'viacep' },
    { name: 'ServiceError', message: 'CEP INVÁLIDO', service: 'correios' },
  ],
};

/** `port` 0 (tests) takes a free one; the e2e server's fake listens on a fixed one (playwright.config.ts). */
export async function startBrasilApiFake(port = 0): Promise<BrasilApiFake> {
  const answers = new Map(Object.entries(KNOWN));
  const timers = new Set<NodeJS.Timeout>();
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const server: Server = createServer((req, res) => {
    const match = /^\/api\/cep\/v1\/([^/?]+)$/.exec(req.url ?? '');
    if (!match?.[1]) {
      res.writeHead(404).end();
      return;
    }
    const cep = decodeURIComponent(match[1]);
    fake.calls.push(cep);
    if (fake.mode === 'down' || cep.startsWith(UNREACHABLE_CEP_PREFIX)) {
      req.socket.destroy();
      return;
    }
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500 - Internal Server Error</h1>');
      return;
    }
    const send = () => {
      if (!/^\d{8}$/.test(cep)) {
        json(res, 400, {
          name: 'CepPromiseError',
          message: 'CEP deve conter exatamente 8 caracteres.',
          type: 'validation_error',
          errors: [{ message: 'CEP informado possui mais do que 8 caracteres.', service: 'cep_validation' }],
        });
        return;
      }
      const body = answers.get(cep);
      if (body) json(res, 200, body);
      else json(res, 404, NOT_FOUND_BODY);
    };
    if (fake.mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, fake.slowMs);
      timers.add(timer);
    } else {
      send();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const fake: BrasilApiFake = {
    url: `http://127.0.0.1:${address.port}/api/cep/v1`,
    calls: [],
    mode: 'ok',
    slowMs: 5_000,
    set(cep, address) {
      const base = answers.get(cep) ?? { ...KNOWN['89010025']!, cep };
      answers.set(cep, { ...base, ...address });
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
