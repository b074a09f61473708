import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import type { SessionService } from '../accounts/sessions.service.ts';
import type { AccountRemovalService } from '../account-removal/account-removal.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService, type AdminUsersService } from './admin-users.service.ts';

/**
 * The admins' users: list, create, block/activate, delete (the account-removal feature's own
 * path). Answers the service, whose
 * `editAccount` the profile's PATCH and PUT (features/profile) use for an admin's edit of an
 * account, so the whole edit is one transaction.
 */
export async function registerAdminUsers(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    sessions: SessionService;
    /** "Excluir usuário": the account's own deletion path (issue 36 item 3). */
    accountRemoval: AccountRemovalService;
  },
): Promise<AdminUsersService> {
  const { env, db, sessions } = opts;
  const service = createAdminUsersService({
    repo: createAdminUsersRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          repo: createAdminUsersRepository(tx),
          revokeSessions: (userCode) => sessions.revokeUserSessionsIn(tx, userCode),
          audit: createAuditService(tx),
          db: tx,
        }),
      ),
    clock: opts.clock,
    // The sign-up's argon2id parameters (accounts.plugin.ts), so an admin-made password is stored alike.
    hasher: createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST }),
  });
  await app.register(adminUsersRoutes, { service, accountRemoval: opts.accountRemoval });
  return service;
}
