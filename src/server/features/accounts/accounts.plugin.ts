import type { FastifyInstance } from 'fastify';
import { createMailer, createOutboxRepository, type Mailer } from '../../adapters/email/index.ts';
import type { Database } from '../../db/client.ts';
import { productionWarnings, type Env } from '../../env.ts';
import { createBackgroundTasks, type BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { registerAuth } from '../../plugins/auth.ts';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { devEmailsAccess, devEmailsRoutes } from '../dev-emails/dev-emails.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createSessionService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by requests and finished after the answer (e-mails); tests await idle(). */
    background: BackgroundTasks;
  }
}

/**
 * Everything issue 3 adds, in one call from buildApp: rate limiting, sessions and the auth
 * hooks (before every route, so the CSRF check covers them all), the /api/usuarios/* routes,
 * and the outbox page (public in development, admins only in production; devEmailsAccess).
 */
export async function registerAccounts(
  app: FastifyInstance,
  opts: { env: Env; database: Database; clock: Clock; mailer?: Mailer },
): Promise<void> {
  const { env, clock } = opts;
  const db = opts.database.db;
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  // Let pending e-mails finish before the caller closes the database.
  app.addHook('onClose', async () => background.idle());

  await registerRateLimit(app, clock, env.RATE_LIMIT_REDIS_URL);
  const sessions = createSessionService({
    db,
    clock,
    settings: {
      hours: env.SESSION_HOURS,
      idleMinutes: env.SESSION_IDLE_MINUTES,
      rememberDays: env.SESSION_REMEMBER_DAYS,
    },
  });
  await registerAuth(app, { env, sessions });

  const mailer = opts.mailer ?? createMailer({ env, db, clock, log: app.log });
  const accounts = createAccountsService({
    db,
    clock,
    hasher: createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST }),
    mailer,
    sessions,
    background,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
  await app.register(accountsRoutes, { accounts, env });

  const outboxAccess = devEmailsAccess(env, mailer.kind);
  if (outboxAccess !== 'off') {
    await app.register(devEmailsRoutes, { outbox: createOutboxRepository(db), access: outboxAccess });
  }
  if (env.NODE_ENV === 'production' && mailer.kind === 'outbox') {
    // Only with MAIL_OUTBOX=true (loadEnv refuses production without SMTP_URL otherwise).
    app.log.warn(
      'SMTP_URL não definido: os e-mails ficam na caixa de saída; os links de cada um vão para este log, e /dev/emails abre só para administradores.',
    );
  }
  for (const warning of productionWarnings(env)) app.log.warn(warning);
}
