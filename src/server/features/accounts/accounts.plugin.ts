import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type AccountsRepositories } from './accounts.service.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { createEmailChangeService, type EmailChangeRepositories } from './email-change.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSessionService, type SessionService } from './sessions.service.ts';

/** The accounts feature's repositories and the e-mail queue over `db`, the database or one transaction. */
const accountsRepositories = (db: Db, mailer: Mailer): AccountsRepositories => ({
  accounts: createAccountsRepository(db),
  sessions: createSessionsRepository(db),
  mail: mailer.over(db),
});

/** The same, with the audit log: what an e-mail change writes through. */
const emailChangeRepositories = (db: Db, mailer: Mailer): EmailChangeRepositories => ({
  ...accountsRepositories(db, mailer),
  audit: createAuditService(db),
});

/**
 * The session service: app.ts builds it first and hands it to the auth plugin (the session
 * look-up of every request) and then to the accounts routes (login, logout).
 */
export function createSessions(opts: { env: Env; db: Db; clock: Clock }): SessionService {
  const { env } = opts;
  return createSessionService({
    repo: createSessionsRepository(opts.db),
    clock: opts.clock,
    settings: {
      hours: env.SESSION_HOURS,
      idleMinutes: env.SESSION_IDLE_MINUTES,
      rememberDays: env.SESSION_REMEMBER_DAYS,
    },
  });
}

/**
 * The /api/usuarios/* routes. Rate limits, sessions, the CSRF check and background
 * tasks are the app's (app.ts registers them first); this composes the accounts service from
 * its repositories and registers the routes.
 */
export async function registerAccounts(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    sessions: SessionService;
    background: BackgroundTasks;
  },
): Promise<void> {
  const { env, db } = opts;
  const hasher = createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
  const accounts = createAccountsService({
    repos: accountsRepositories(db, opts.mailer),
    inTransaction: (work) => db.transaction((tx) => work(accountsRepositories(tx, opts.mailer))),
    clock: opts.clock,
    hasher,
    sessions: opts.sessions,
    background: opts.background,
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(accountsRoutes, { accounts, sessions: opts.sessions, env });
  // Changing the e-mail (issue 36 item 4).
  const emailChange = createEmailChangeService({
    repos: emailChangeRepositories(db, opts.mailer),
    inTransaction: (work) => db.transaction((tx) => work(emailChangeRepositories(tx, opts.mailer))),
    clock: opts.clock,
    hasher,
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(emailChangeRoutes, { emailChange, env });
}
