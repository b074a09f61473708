import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/email/index.ts';
import type { Database } from './db/client.ts';
import { useBrazilianZodMessages } from '#shared/lib/zod-pt-br.ts';
import type { Env } from './env.ts';
import { trustProxySetting } from './env.ts';
import { registerAccounts } from './features/accounts/accounts.plugin.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { condominiumsRoutes } from './features/condominiums/condominiums.routes.ts';
import { registerContact } from './features/contact/contact.plugin.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { listingsRoutes } from './features/listings/listings.routes.ts';
import { createMatchIndex, type MatchIndex } from './features/listings/match-index.ts';
import { registerNewsletter } from './features/newsletter/newsletter.plugin.ts';
import { placesRoutes } from './features/places/places.routes.ts';
import { plansRoutes } from './features/plans/plans.routes.ts';
import { registerSeo } from './features/seo/seo.plugin.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerControlCharacterCheck } from './plugins/control-characters.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { createPageCache } from './plugins/page-cache.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWeb, type WebOptions } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    env: Env;
    /** The listing search's in-memory match index (ADR 006 stage 6); `loaded()` to wait for it. */
    matchIndex: MatchIndex;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Serve the React Router web app ('production' build, 'development' Vite middleware) or not at all. */
  web?: WebOptions | false;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Time source for sessions, tokens and rate limits (tests pass a manual clock). */
  clock?: Clock;
  /** Replaces the mailer chosen from SMTP_URL (tests). */
  mailer?: Mailer;
  /** Time for a whole request to arrive (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
}

/** Time for a whole request, headers and body, to arrive. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the whole application without listening (tests use app.inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    // A request (headers and body) must arrive within 30 s (issue 17 item 14: a body trickled in
    // a byte a second held its connection 75 s). Node takes the limit only from the server's
    // constructor options (Fastify's own `requestTimeout`, set on the server afterwards, is not
    // enforced), and checks it every `connectionsCheckingInterval` (30 s by default).
    requestTimeout,
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: 1_000 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  useBrazilianZodMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);
  registerErrorHandler(app);
  registerControlCharacterCheck(app);
  await app.register(helmet, securityHeaders(env.PUBLIC_URL));
  // Answers are made per request, so they are compressed for speed:
  // - Brotli at quality 3. Node's default (11, meant for files compressed once) took ~2.8 ms
  //   for a 16 KB page of listings, more than the search itself. Quality 3 takes half the time
  //   of 4 (p50 0.35 against 0.74 ms for 12 cards, measured at 1M listings) for ~1% more bytes,
  //   and still compresses better than gzip.
  // - In the request's own turn up to 64 KB. The plugin's default on two cores (8 KB) sent a
  //   page of 24 listings through a zlib stream on the thread pool, ~1 ms of hand-offs.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  await registerSwagger(app, env.PUBLIC_URL);
  const clock = opts.clock ?? systemClock;
  // One mailer for accounts, contact and newsletter: SMTP when SMTP_URL is set, else the outbox.
  const mailer = opts.mailer ?? createMailer({ env, db: database.db, clock, log: app.log });
  // Sessions, CSRF check, rate limits and /api/usuarios/*: before the other routes (issue 3).
  await registerAccounts(app, { env, database, clock, mailer });

  const deps = { db: database.db };
  await app.register(healthRoutes, { database });
  await app.register(placesRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(condominiumsRoutes, deps);
  // Loads in the background (~14 s at 1M listings); searches take the SQL path until then.
  const matchIndex = createMatchIndex(database.db, app.log);
  app.decorate('matchIndex', matchIndex);
  app.addHook('onClose', async () => matchIndex.close());
  await app.register(listingsRoutes, { ...deps, matchIndex });
  await app.register(plansRoutes, deps);
  // Contact form, newsletter, /sitemap.xml and /robots.txt (issue 4).
  await registerContact(app, { env, db: database.db, clock, mailer });
  await registerNewsletter(app, { env, db: database.db, clock, mailer });
  await registerSeo(app, { db: database.db, publicUrl: env.PUBLIC_URL, perFile: env.SITEMAP_URLS_PER_FILE });
  app.all('/api/*', { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).send({ message: 'Rota da API não encontrada.', code: 'NOT_FOUND' }),
  );

  await registerUploads(app, env.UPLOADS_DIR);
  // Anonymous home HTML and the home's shared sections, for a few seconds (issue 17; page-cache.ts).
  app.decorate(
    'pageCache',
    createPageCache({ clock, enabled: opts.web ? opts.web.mode === 'production' : false }),
  );
  if (opts.web) await registerWeb(app, opts.web);
  return app;
}
