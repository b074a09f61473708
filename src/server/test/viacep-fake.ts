import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local ViaCEP (reference/stack-notes.md §6) on 127.0.0.1, for tests: real HTTP, the
 * documented shapes. `GET /ws/{cep}/json/` answers the known codes with ViaCEP's full body, an
 * unknown well-formed code with 200 `{ "erro": true }` (or `"true"` with `erroAsString`), a
 * malformed one with 400. `mode` makes it slow (answers after `slowMs`), down (drops the
 * connection) or broken (500). A code starting with `UNREACHABLE_CEP_PREFIX` always drops the
 * connection (so does the BrasilAPI fake), so that the e2e journeys, whose server runs the fakes
 * in another process, can meet a look-up no service answers (a new code each run: once a
 * condominium is saved with it, the portal's own tables know it). Tests never reach the internet.
 */
export interface ViaCepFake {
  /** The base URL to put in VIACEP_URL (ends in /ws). */
  url: string;
  /** CEPs asked for, in order (digits). */
  calls: string[];
  mode: 'ok' | 'slow' | 'down' | 'error';
  slowMs: number;
  erroAsString: boolean;
  /** Adds or replaces an answer (8 digits). */
  set(cep: string, address: Partial<ViaCepBody>): void;
  close(): Promise<void>;
}

interface ViaCepBody {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

/** ViaCEP's documented example (stack-notes §6) and one more. */
const KNOWN: Record<string, ViaCepBody> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    unidade: '',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  },
  '20040020': {
    cep: '20040-020',
    logradouro: 'Avenida Rio Branco',
    complemento: 'até 55 - lado ímpar',
    unidade: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    estado: 'Rio de Janeiro',
    regiao: 'Sudeste',
    ibge: '3304557',
    gia: '',
    ddd: '21',
    siafi: '6001',
  },
};

/** Codes no fake answers (each drops the connection), nor the demo data's CEP tables know: 68999-xxx. */
export const UNREACHABLE_CEP_PREFIX = '68999';

/** `port` 0 (tests) takes a free one; the e2e server's fake listens on a fixed one (playwright.config.ts). */
export async function startViaCepFake(port = 0): Promise<ViaCepFake> {
  const answers = new Map(Object.entries(KNOWN));
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(req.url ?? '');
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
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Erro</h1>');
      return;
    }
    const send = () => {
      if (!/^\d{8}$/.test(cep)) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<h3>Bad Request</h3>');
        return;
      }
      const body = answers.get(cep) ?? { erro: fake.erroAsString ? 'true' : true };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
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
  const fake: ViaCepFake = {
    url: `http://127.0.0.1:${address.port}/ws`,
    calls: [],
    mode: 'ok',
    slowMs: 5_000,
    erroAsString: false,
    set(cep, address) {
      const base = answers.get(cep) ?? { ...KNOWN['01001000']!, cep: `${cep.slice(0, 5)}-${cep.slice(5)}` };
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
