import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import type { SessionService } from '../accounts/sessions.service.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService, type AdminUsersService } from './admin-users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admins' users service: the profile's PATCH and PUT (features/profile, registered after
     * this) hand an admin's edit of an account to it, so the whole edit is one transaction.
     */
    adminUsers: AdminUsersService;
  }
}

/** The admins' users (issue 21): list, create, block/activate, and the admin's part of an edit. */
export async function registerAdminUsers(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    background: BackgroundTasks;
    sessions: SessionService;
  },
): Promise<void> {
  const { env, db, sessions } = opts;
  const service = createAdminUsersService({
    repo: createAdminUsersRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          repo: createAdminUsersRepository(tx),
          revokeSessions: (userCode) => sessions.revokeUserSessionsIn(tx, userCode),
          db: tx,
        }),
      ),
    clock: opts.clock,
    // The sign-up's argon2id parameters (accounts.plugin.ts), so an admin-made password is stored alike.
    hasher: createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST }),
  });
  app.decorate('adminUsers', service);
  await app.register(adminUsersRoutes, { service });
}
