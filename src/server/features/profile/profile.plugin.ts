import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/**
 * The own profile of the settings page: GET /api/usuarios/{id}, PATCH and PUT; an admin's edit
 * of anyone goes through the admin-users service, given by app.ts.
 */
export async function registerProfile(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock; adminEdits: Pick<AdminUsersService, 'editAccount'> },
): Promise<void> {
  const { db } = opts;
  const profile = createProfileService({
    repo: createProfileRepository(db),
    inTransaction: (work) => db.transaction((tx) => work(createProfileRepository(tx))),
    clock: opts.clock,
    adminEdits: opts.adminEdits,
    repoFor: createProfileRepository,
  });
  await app.register(profileRoutes, { profile });
}
