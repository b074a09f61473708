import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEDIA_LIMITS } from '#shared/contracts/media.constants.ts';
import {
  createEmailDelivery,
  createMailTransport,
  type Mailer,
  type MailTransport,
} from './adapters/email/index.ts';
import { createFileStorage } from './adapters/storage/index.ts';
import type { Database } from './db/client.ts';
import { useBrazilianZodMessages } from '#shared/lib/zod-pt-br.ts';
import { productionWarnings, trustProxySetting, type Env } from './env.ts';
import type { PaymentGateway } from './adapters/payments/gateway.ts';
import { createSessions, registerAccounts } from './features/accounts/accounts.plugin.ts';
import { registerCheckouts } from './features/checkouts/checkouts.plugin.ts';
import type { Reconciliation } from './features/checkouts/reconciliation.service.ts';
import { registerCredits } from './features/credits/credits.plugin.ts';
import type { SessionService } from './features/accounts/sessions.service.ts';
import { registerAdminListings } from './features/admin-listings/admin-listings.plugin.ts';
import { registerAdminOverview } from './features/admin-overview/admin-overview.plugin.ts';
import { registerAccountRemoval } from './features/account-removal/account-removal.plugin.ts';
import { registerAdminUsers } from './features/admin-users/admin-users.plugin.ts';
import { registerAudit } from './features/audit/audit.plugin.ts';
import { registerCatalogue } from './features/catalogue/catalogue.plugin.ts';
import { registerCondominiums } from './features/condominiums/condominiums.plugin.ts';
import { registerDataExport } from './features/data-export/data-export.plugin.ts';
import { registerContact } from './features/contact/contact.plugin.ts';
import { registerDevEmails } from './features/dev-emails/dev-emails.plugin.ts';
import { registerFavorites } from './features/favorites/favorites.plugin.ts';
import { registerHealth } from './features/health/health.plugin.ts';
import type { Lifecycle } from './features/health/readiness.service.ts';
import { registerListingImages } from './features/listing-images/listing-images.plugin.ts';
import { registerListingStats } from './features/listing-stats/listing-stats.plugin.ts';
import type { ListingStatsRecorder } from './features/listing-stats/listing-stats.service.ts';
import { registerListings } from './features/listings/listings.plugin.ts';
import type { MatchIndex } from './features/listings/match-index.ts';
import { registerMedia } from './features/media/media.plugin.ts';
import { registerMessages } from './features/messages/messages.plugin.ts';
import { registerMyListings } from './features/my-listings/my-listings.plugin.ts';
import { registerNewsletter } from './features/newsletter/newsletter.plugin.ts';
import { registerPlaces } from './features/places/places.plugin.ts';
import { registerPlans } from './features/plans/plans.plugin.ts';
import { registerPostalCodes } from './features/postal-codes/postal-codes.plugin.ts';
import { registerProfile } from './features/profile/profile.plugin.ts';
import { registerReports } from './features/reports/reports.plugin.ts';
import { registerSavedSearches } from './features/saved-searches/saved-searches.plugin.ts';
import type { AlertsService } from './features/saved-searches/alerts.service.ts';
import { registerSeo } from './features/seo/seo.plugin.ts';
import { registerTickets } from './features/tickets/tickets.plugin.ts';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './lib/job-queue.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createImagePipeline } from './lib/image-pipeline.ts';
import { scaleOutNotes } from './lib/scale-out-notes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerControlCharacterCheck } from './plugins/control-characters.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerJobMetrics } from './plugins/job-metrics.ts';
import { registerMetrics, type Metrics } from './plugins/metrics.ts';
import { createPageCache } from './plugins/page-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
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
    /** Work started by requests and finished after the answer (e-mails); tests await idle(). */
    background: BackgroundTasks;
    /** The session service (tests and tools create and revoke sessions through it). */
    sessions: SessionService;
    /** The durable job queue (e-mail, webhook events, the expiry); tests run due jobs with drain(). */
    jobs: JobQueue;
    /** Queues e-mails (tests and tools; features get it from buildApp). */
    mailer: Mailer;
    /** The nightly payment reconciliation (`npm run payments:reconcile` runs it now). */
    reconciliation: Reconciliation;
    /** This app's Prometheus registry and helpers to add metrics to it (plugins/metrics.ts). */
    metrics: Metrics;
    /** The statistics' batching recorder (ADR 024); tests and benchmarks write its batch with flush(). */
    statsRecorder: ListingStatsRecorder;
    /** The saved searches' alerts (`npm run alerts:run` sends what is due now). */
    alerts: AlertsService;
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
  /** Replaces the mail transport chosen from SMTP_URL (tests: a stub or a failing one). */
  mailTransport?: MailTransport;
  /**
   * Run this process's job workers, schedules and queue maintenance (default JOBS_ENABLED).
   * Tests leave them off and run due jobs with `app.jobs.drain()`.
   */
  runJobs?: boolean;
  /** The job queue's timings and retry policies (tests shorten them). */
  jobOptions?: Pick<JobQueueOptions, 'pollMs' | 'maintenanceIntervalSeconds' | 'policies'>;
  /** Time for a whole request to arrive (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
  /** Replaces the payment gateway chosen from PAYMENT_GATEWAY (tests: an in-memory stub). */
  paymentGateway?: PaymentGateway;
  /** Starting, serving or draining, for /api/health/ready (server.ts); serving when not given. */
  lifecycle?: Lifecycle;
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
    // A request (headers and body) must arrive within the timeout (a body trickled in a byte a
    // second held its connection for as long as it went on). Node takes the limit only from the
    // server's constructor options (Fastify's own `requestTimeout`, set on the server afterwards,
    // is not enforced), and checks it every `connectionsCheckingInterval` (30 s by default).
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
  const clock = opts.clock ?? systemClock;
  const db = database.db;
  // Prometheus metrics (docs/operations.md §6), first: its hook times every route registered after it.
  registerMetrics(app, { env, database });

  // The cross-cutting plugins, in the order a request meets them. Each applies to every route
  // registered after it, so they all come before the features.
  // 1. Every failure answered as { message, code } in Portuguese, with the right status.
  registerErrorHandler(app);
  // 2. Control characters in any validated text: a 400 before the route's own validation.
  registerControlCharacterCheck(app);
  // 3. Security headers on every answer (the pages' CSP comes with the web plugin).
  await app.register(helmet, securityHeaders(env.PUBLIC_URL));
  // 4. Compression, tuned for answers made per request: Brotli at a low quality (fast, still
  //    smaller than gzip), in the request's own turn up to 64 KB (no thread-pool hand-offs for a
  //    page of listings). Figures: docs/performance-log.md §12.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  // 5. The OpenAPI description, collected from the routes registered after it.
  await registerSwagger(app, env.PUBLIC_URL);
  // 6. Rate-limit counters (in memory, or in Redis); routes apply their own limits (createLimiter).
  await registerRateLimit(app, clock, env.RATE_LIMIT_REDIS_URL);
  // 7. Cookies, the session behind each request, the CSRF check of cookie-authenticated writes.
  const sessions = createSessions({ env, db, clock });
  app.decorate('sessions', sessions);
  await registerAuth(app, { env, sessions });
  // 8. Work finished after the answer (the anonymous flows' look-ups); awaited on close.
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.idle());
  // 9. The durable job queue (ADR 016), in the same database; its workers start once every
  //    feature has registered its own, and stop on close, running jobs finished first.
  //    Its metrics read the queue at each scrape, long after it exists.
  const jobMetrics = registerJobMetrics(app.metrics, { counts: () => jobs.counts() });
  const jobs = createJobQueue({
    database,
    log: app.log,
    onJobFinished: jobMetrics.onJobFinished,
    ...opts.jobOptions,
  });
  app.decorate('jobs', jobs);
  if (opts.runJobs ?? env.JOBS_ENABLED) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  // 10. E-mail: queued in the transaction that causes it, delivered by the queue's e-mail worker
  //     through SMTP when SMTP_URL is set, else kept in the outbox (links in the log).
  const mailer = createEmailDelivery({
    db,
    jobs,
    transport: opts.mailTransport ?? createMailTransport(env, app.log),
    clock,
    outcomes: jobMetrics.emailOutcomes,
  });
  app.decorate('mailer', mailer);
  // 11. Multipart bodies (image uploads; JSON keeps its 1 MiB limit): 12 files of 10 MB at most,
  //     413 beyond (plugins/error-handler.ts words it); a few small fields; parts bounded too.
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_LIMITS.maxFileBytes,
      files: MEDIA_LIMITS.maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: MEDIA_LIMITS.maxFiles + 10,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  logProductionWarnings(app, env, mailer);

  // The features: each registers its routes through its plugin, given what it needs.
  await registerAccounts(app, { env, db, clock, mailer, sessions, background });
  await registerDevEmails(app, { env, db, mailer });
  await registerPlaces(app, { db });
  await registerCatalogue(app, { db, clock });
  await registerCondominiums(app, { db, clock });
  // The listing search, whose match index readiness waits for.
  const { matchIndex, search } = await registerListings(app, { db, clock });
  app.decorate('matchIndex', matchIndex);
  await registerHealth(app, { database, matchIndex, lifecycle: opts.lifecycle });
  await registerPlans(app, { db });
  // Credits: granted by checkouts, bound by my-listings (and the admins' edits), expired by their job.
  const credits = registerCredits(app, { env, db, clock, mailer, jobs });
  // Checkout and invoices, through the PAYMENT_GATEWAY gateway.
  const reconciliation = await registerCheckouts(app, {
    env,
    db,
    clock,
    jobs,
    credits,
    mailer,
    gateway: opts.paymentGateway,
  });
  app.decorate('reconciliation', reconciliation);
  // Uploaded images: the pipeline (IMAGE_CONCURRENCY at once) and the storage (UPLOADS_DIR, or
  // S3 with S3_BUCKET); the ad's photos and the media library.
  const upload = {
    storage: await createFileStorage(env),
    pipeline: createImagePipeline({ concurrency: env.IMAGE_CONCURRENCY }),
  };
  const listingImages = await registerListingImages(app, { env, db, upload });
  const removeListingFiles = (code: number) => listingImages.removeListingFiles(code);
  await registerMedia(app, { db, upload });
  const myListings = await registerMyListings(app, { env, db, clock, credits, removeListingFiles });
  // The admin area: moderation with its audit log, reports of listings, users, the dashboard's
  // figures, every invoice and the contact messages. Every route is ADMIN only except the public
  // report of a listing.
  await registerAdminListings(app, {
    env,
    db,
    clock,
    mailer,
    ownListingsOver: myListings.ownListingsOver,
    removeListingFiles,
  });
  await registerFavorites(app, { db });
  // Saved searches and their e-mail alerts, which run the listing search itself (issue 36).
  app.decorate('alerts', await registerSavedSearches(app, { env, db, clock, jobs, mailer, search }));
  const listingStats = await registerListingStats(app, { env, db, clock, jobs, mailer });
  app.decorate('statsRecorder', listingStats.recorder);
  await registerMessages(app, { env, db, clock, mailer, stats: listingStats.service });
  // "Excluir minha conta" (issue 36), whose one path the admins' "Excluir usuário" takes too.
  const accountRemoval = await registerAccountRemoval(app, {
    env,
    db,
    clock,
    mailer,
    sessions,
    storage: upload.storage,
    ownListingsOver: myListings.ownListingsOver,
    removeListingFiles,
  });
  const adminUsers = await registerAdminUsers(app, { env, db, clock, sessions, accountRemoval });
  // "Meus dados" (issue 36): the export of a user's data, prepared on the job queue.
  await registerDataExport(app, { env, db, clock, jobs, mailer, storage: upload.storage });
  // Reports of listings (public) and the admins' queue of conversation reports, whose "Bloquear"
  // is the admin users' block.
  await registerReports(app, { env, db, clock, mailer, adminUsers });
  await registerAdminOverview(app, { env, db, clock, mailer });
  await registerAudit(app, { db });
  // Own profile (settings), postal-code look-up and condominium suggestions.
  await registerPostalCodes(app, { env, db, clock });
  await registerProfile(app, { db, clock, adminEdits: adminUsers });
  // Contact form, newsletter, /sitemap.xml and /robots.txt.
  await registerContact(app, { env, db, clock, mailer });
  await registerTickets(app, { env, db, clock, mailer });
  await registerNewsletter(app, { env, db, clock, mailer, background });
  await registerSeo(app, { db, publicUrl: env.PUBLIC_URL, perFile: env.SITEMAP_URLS_PER_FILE });
  app.all('/api/*', { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).send({ message: 'Rota da API não encontrada.', code: 'NOT_FOUND' }),
  );

  await registerUploads(app, env.UPLOADS_DIR);
  // Anonymous home HTML and the home's shared sections, for a few seconds (page-cache.ts).
  app.decorate(
    'pageCache',
    createPageCache({ clock, enabled: opts.web ? opts.web.mode === 'production' : false }),
  );
  if (opts.web) await registerWeb(app, opts.web);
  return app;
}

/** What an operator should know at start-up about the configuration (production only). */
function logProductionWarnings(app: FastifyInstance, env: Env, mailer: Mailer): void {
  if (env.NODE_ENV === 'production' && mailer.kind === 'outbox') {
    // Only with MAIL_OUTBOX=true (loadEnv refuses production without SMTP_URL otherwise).
    app.log.warn(
      'SMTP_URL não definido: os e-mails ficam na caixa de saída; os links de cada um vão para este log, e /dev/emails abre só para administradores.',
    );
  }
  for (const warning of productionWarnings(env)) app.log.warn(warning);
  // Where photos and rate limits live: what a second host would need to share (docs/operations.md §5).
  for (const note of scaleOutNotes(env)) app.log[note.level](note.fields, note.msg);
}
