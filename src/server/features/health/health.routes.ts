import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  checkReadiness,
  createLifecycle,
  phaseReason,
  type Lifecycle,
  type NotReadyReason,
} from './readiness.service.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  database: z.enum(['postgres', 'pglite']),
});
const LiveSchema = z.object({ status: z.literal('ok') });
const REASONS = [
  'iniciando',
  'migrando',
  'carregando-indice',
  'encerrando',
  'banco-indisponivel',
] as const satisfies readonly NotReadyReason[];
const ReadySchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  /** Why not ready: starting, migrating, loading the search index, draining, database down. */
  motivo: z.enum(REASONS).optional(),
});

export interface HealthRoutesOptions {
  database: Database;
  /** The search's match index (app.matchIndex): ready once loaded. */
  matchIndex: { status(): { ready: boolean } };
  /** Where the process is in its life (server.ts moves it); serving when not given. */
  lifecycle?: Lifecycle;
}

/**
 * The health checks (docs/operations.md §3):
 * - `GET /api/health`: 200 when the database answers, 503 otherwise, as before readiness
 *   existed (uptime checks and older proxy configurations use it).
 * - `GET /api/health/live`: 200 while the process runs (a supervisor restarts it otherwise).
 * - `GET /api/health/ready`: 200 when this process should get traffic; 503 with the reason
 *   while it starts, migrates, loads the search index, drains after SIGTERM, or when the
 *   database does not answer. What a load balancer checks.
 * The two new ones log at warn only: a load balancer asks every second.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, opts) => {
  const { database, matchIndex } = opts;
  const lifecycle = opts.lifecycle ?? createLifecycle();
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: {
        tags: ['Saúde'],
        summary: 'Verifica se o serviço e o banco de dados respondem',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'banco de dados indisponível');
        return reply.status(503).send({ status: 'indisponivel' as const, database: database.kind });
      }
    },
  );
  routes.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['Saúde'],
        summary: 'Verifica se o processo está rodando (não consulta o banco)',
        response: { 200: LiveSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );
  routes.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['Saúde'],
        summary: 'Verifica se este processo deve receber tráfego (para balanceadores de carga)',
        description:
          '503 com o motivo enquanto inicia, aplica as migrações, carrega o índice de busca, encerra (após SIGTERM) ou quando o banco não responde.',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const motivo = await checkReadiness({
        lifecycle,
        isIndexReady: () => matchIndex.status().ready,
        ping: () => database.ping(),
      });
      reply.header('cache-control', 'no-store');
      if (motivo) return reply.status(503).send({ status: 'indisponivel' as const, motivo });
      return { status: 'ok' as const };
    },
  );
};

const BOOT_RETRY_AFTER_S = 5;
const BOOT_MESSAGE = 'O NC está iniciando. Tente novamente em alguns segundos.';

/**
 * What answers HTTP before the app exists (server.ts listens with it first, then hands the port
 * to the app): the health checks as the routes above would answer them, and a 503 with
 * Retry-After for everything else (the API's error shape, or a small page that reloads itself).
 * So a proxy sees "not ready" and a person a message, never a refused connection, while the
 * process migrates and loads. Every answer closes its connection, so none is left open on this
 * server when the app takes over.
 */
export function bootResponder(
  lifecycle: Lifecycle,
  databaseKind: Database['kind'],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': type,
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
        connection: 'close',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, body: unknown, headers?: Record<string, string>) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
    const retry = { 'retry-after': String(BOOT_RETRY_AFTER_S) };

    if (path === '/api/health/live') return json(200, { status: 'ok' });
    if (path === '/api/health/ready') {
      return json(503, { status: 'indisponivel', motivo: phaseReason(lifecycle.phase) ?? 'iniciando' });
    }
    if (path === '/api/health') return json(503, { status: 'indisponivel', database: databaseKind });
    if (path.startsWith('/api/')) return json(503, { message: BOOT_MESSAGE, code: 'UNAVAILABLE' }, retry);
    send(503, 'text/html; charset=utf-8', BOOT_PAGE, retry);
  };
}

const BOOT_PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BOOT_RETRY_AFTER_S}">
<title>NC Classificados: iniciando</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Voltamos em instantes</h1>
<p>${BOOT_MESSAGE} Esta página recarrega sozinha.</p>
</body>
</html>
`;
