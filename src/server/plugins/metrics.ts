import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
} from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';

/**
 * Prometheus metrics (docs/operations.md §6), with prom-client.
 *
 * Served as Prometheus text in two ways, either or both:
 * - `METRICS_TOKEN`: `GET /metrics` on the portal's own port with `Authorization: Bearer <token>`.
 *   A request without the right token is routed as if /metrics did not exist (the route's
 *   constraint below does not match), so it gets exactly the 404 any unknown address gets: the
 *   page in production, the JSON in the API-only app. Nothing tells a prober the route exists.
 * - `METRICS_PORT`: a separate plain HTTP listener on `METRICS_HOST` (loopback by default),
 *   no token; it opens with the app (onReady) and closes with it.
 * Neither is in the OpenAPI description, rate limited, cached or logged at info.
 *
 * Every app has its own Registry (`app.metrics.registry`): tests build many apps in one
 * process, and prom-client's global registry would refuse the second app's metric names. The
 * default process metrics (CPU, memory, GC, event-loop lag) belong to the process, not to an
 * app: they are collected once per process, into a registry of their own made at the first
 * scrape, and merged into every app's answer. prom-client gives no way to stop them (each call
 * of collectDefaultMetrics starts an event-loop monitor and a GC observer for good), so one per
 * process is the only way they cannot pile up as apps come and go.
 *
 * Adding a metric elsewhere (the job queue, e-mails): always through `app.metrics`, whose
 * helpers register it in the app's registry. A metric made with `new Counter(...)` without
 * `registers` lands in prom-client's global registry instead, which is never served and throws
 * on the second app of a test file. Names start with `nc_`; counters end in `_total`; label
 * values come from a small fixed set (a queue's name, an outcome), never from user input.
 *
 * ```ts
 * // A gauge read at each scrape. A collect() that throws fails the whole scrape: catch inside
 * // and keep the last value.
 * app.metrics.gauge({
 *   name: 'nc_jobs_queued',
 *   help: 'Jobs waiting in the queue, by queue.',
 *   labelNames: ['queue'],
 *   async collect() {
 *     for (const q of await readQueueSizes()) this.set({ queue: q.name }, q.queued);
 *   },
 * });
 * // A counter bumped where the event happens.
 * const emails = app.metrics.counter({
 *   name: 'nc_emails_total',
 *   help: 'E-mails handed to the SMTP server, by outcome.',
 *   labelNames: ['outcome'],
 * });
 * emails.inc({ outcome: 'sent' });
 * ```
 */
export interface Metrics {
  /** This app's registry: anything not made with the helpers below goes here (`registers`). */
  registry: Registry;
  /** A counter in this app's registry. */
  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T>;
  /** A gauge in this app's registry (give it a `collect()` to read its value at each scrape). */
  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T>;
  /** Where METRICS_PORT listens once the app is ready; null without METRICS_PORT or before. */
  address(): { host: string; port: number } | null;
}

const PATH = '/metrics';

/**
 * Request durations from 0.5 ms (a cached card, the health check) to 10 s (the slowest search
 * or upload worth telling apart; anything longer lands in +Inf).
 */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of requests no real route answered (the 404 handler, the API's catch-all). */
const NOT_FOUND_LABEL = 'nao_encontrada';
/** The route label of every SSR page: they all go through the web adapter's one `/*` route. */
const PAGE_LABEL = 'pagina';

/**
 * The route label of a request: the route's pattern (`/api/anuncios/:id`), never the URL, so
 * the number of series stays that of the routes however many addresses are asked for.
 */
export function routeLabel(request: Pick<FastifyRequest, 'is404' | 'routeOptions'>): string {
  const url = request.routeOptions.url;
  if (request.is404 || url === undefined || url === '/api/*') return NOT_FOUND_LABEL;
  if (url === '/*') return PAGE_LABEL;
  // The production build's files are one route each, and the hashed ones are named anew by
  // every build: one label for all of them, or each deploy would leave a trail of dead series.
  if (url.startsWith('/assets/')) return '/assets/*';
  return url;
}

/** The process's default metrics, made once, at the first scrape of any app (see above). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The Prometheus text of the process's metrics and this app's (a repeated name throws). */
async function scrape(registry: Registry): Promise<string> {
  return Registry.merge([processMetrics(), registry]).metrics();
}

/**
 * Creates `app.metrics`, times every request (call it before any route is registered), and
 * serves /metrics as METRICS_TOKEN and METRICS_PORT say.
 */
export function registerMetrics(app: FastifyInstance, opts: { env: Env; database: Database }): void {
  const { env, database } = opts;
  const registry = new Registry();
  let listening: { host: string; port: number } | null = null;
  const metrics: Metrics = {
    registry,
    counter: (config) => new Counter({ ...config, registers: [registry] }),
    gauge: (config) => new Gauge({ ...config, registers: [registry] }),
    address: () => listening,
  };
  app.decorate('metrics', metrics);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = metrics.counter({
    name: 'nc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
  });
  const durations = new Histogram({
    name: 'nc_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  // PGlite is one in-process connection, no pool: no pool series at all there.
  if (database.poolStats() !== null) {
    metrics.gauge({
      name: 'nc_db_pool_connections_in_use',
      help: 'PostgreSQL pool connections lent to a query or transaction now.',
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(stats.total - stats.idle);
      },
    });
    metrics.gauge({
      name: 'nc_db_pool_connections_idle',
      help: 'PostgreSQL pool connections open and free now.',
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(stats.idle);
      },
    });
    metrics.gauge({
      name: 'nc_db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection now.',
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(stats.waiting);
      },
    });
  }

  // The listing search's match index (ADR 006 stage 6): app.matchIndex is decorated later in
  // buildApp, and read only at scrape time.
  const startedAt = Date.now();
  metrics.gauge({
    name: 'nc_search_index_ready',
    help: 'Whether searches can use the in-memory match index (1) or take the SQL path while it loads (0).',
    collect() {
      this.set(app.matchIndex.status().ready ? 1 : 0);
    },
  });
  metrics.gauge({
    name: 'nc_search_index_lag_seconds',
    help: 'Seconds since the match index last read the listings change log (how far behind it can be); since start before its first load.',
    collect() {
      const { lastRefreshAt } = app.matchIndex.status();
      this.set((Date.now() - (lastRefreshAt > 0 ? lastRefreshAt : startedAt)) / 1000);
    },
  });

  if (env.METRICS_TOKEN) serveWithToken(app, registry, env.METRICS_TOKEN);
  if (env.METRICS_PORT !== undefined) {
    const server = http.createServer((req, res) => void answerOnPort(app, registry, req, res));
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const { address, port } = server.address() as AddressInfo;
      listening = { host: address, port };
      app.log.info(`métricas (Prometheus) em http://${env.METRICS_HOST}:${port}${PATH}`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      // A scraper keeps its connection open between scrapes: drop it, or close() waits for it.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      listening = null;
    });
  }
}

/** Where the router keeps a constrained route's handlers, by the constraint's value. */
type RouteStore = ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>;

/** GET /metrics on the portal's port, for the bearer of METRICS_TOKEN only (see the module). */
function serveWithToken(app: FastifyInstance, registry: Registry, token: string): void {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  // Compared as SHA-256 digests: equal lengths, so timingSafeEqual takes the same time
  // whatever was sent and however much of it matches.
  const holdsToken = (header: string | undefined) =>
    header !== undefined &&
    header.startsWith('Bearer ') &&
    timingSafeEqual(digest(header.slice('Bearer '.length)), expected);

  // The router asks every request for this value; only a request for /metrics costs a hash.
  app.addConstraintStrategy({
    name: 'metricsToken',
    storage(): RouteStore {
      const handlers = new Map<unknown, Parameters<RouteStore['set']>[1]>();
      return {
        get: (value) => handlers.get(value) ?? null,
        set: (value, handler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint(req: http.IncomingMessage) {
      const path = req.url?.split('?', 1)[0];
      return path === PATH && holdsToken(req.headers.authorization) ? 'ok' : undefined;
    },
    // Every other route matches whatever this derives.
    mustMatchWhenDerived: false,
  });
  app.get(
    PATH,
    {
      constraints: { metricsToken: 'ok' },
      schema: { hide: true },
      // Scraped every few seconds: its lines would drown the log (errors still show).
      logLevel: 'warn',
    },
    async (_request, reply) =>
      reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await scrape(registry)),
  );
}

/** The METRICS_PORT listener: /metrics and nothing else. */
async function answerOnPort(
  app: FastifyInstance,
  registry: Registry,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const path = req.url?.split('?', 1)[0];
  if (path !== PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado.\n');
    return;
  }
  try {
    const body = await scrape(registry);
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (err) {
    app.log.error({ err }, 'falha ao coletar as métricas');
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Erro ao coletar as métricas.\n');
  }
}
