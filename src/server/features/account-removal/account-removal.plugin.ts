import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import type { SessionService } from '../accounts/sessions.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { mediaFolder } from '../media/media.service.ts';
import type { MyListingsService } from '../my-listings/my-listings.service.ts';
import { createAccountRemovalRepository } from './account-removal.repository.ts';
import { accountRemovalRoutes } from './account-removal.routes.ts';
import { createAccountRemovalService, type AccountRemovalService } from './account-removal.service.ts';

/**
 * "Excluir minha conta" (POST /api/minha-conta/excluir). Answers the service, whose
 * `deleteAccount` the admin's "Excluir usuário" (features/admin-users) calls too: one path.
 */
export async function registerAccountRemoval(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    sessions: SessionService;
    storage: FileStorage;
    /** my-listings' rules over a connection (the deletion's transaction). */
    ownListingsOver: (conn: Db) => MyListingsService;
    /** listing-images' removal of an ad's own photo files. */
    removeListingFiles: (listingCode: number) => Promise<void>;
  },
): Promise<AccountRemovalService> {
  const { env, db, sessions, storage } = opts;
  const service = createAccountRemovalService({
    repo: createAccountRemovalRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          repo: createAccountRemovalRepository(tx),
          revokeSessions: (userCode) => sessions.revokeUserSessionsIn(tx, userCode),
          removeListings: (userCode) => opts.ownListingsOver(tx).removeAllOf(userCode),
          audit: createAuditService(tx),
          mail: opts.mailer.over(tx),
        }),
      ),
    files: {
      listing: opts.removeListingFiles,
      mediaFolder: (userCode) => storage.deletePrefix(`${mediaFolder(userCode)}/`),
      keys: (keys) => storage.delete(keys),
    },
    clock: opts.clock,
    // The sign-up's argon2id parameters (accounts.plugin.ts): the same hashes verify.
    hasher: createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST }),
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
  await app.register(accountRemovalRoutes, { service, env });
  return service;
}
