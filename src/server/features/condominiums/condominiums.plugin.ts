import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createCondominiumAddressesRepository } from './condominium-addresses.repository.ts';
import { createCondominiumSuggestionsRepository } from './condominium-suggestions.repository.ts';
import { condominiumSuggestionsRoutes } from './condominium-suggestions.routes.ts';
import { createCondominiumsRepository } from './condominiums.repository.ts';
import { condominiumsRoutes } from './condominiums.routes.ts';
import { createCondominiumsService, type CondominiumWriteRepos } from './condominiums.service.ts';

const writeRepos = (db: Db): CondominiumWriteRepos => ({
  condominiums: createCondominiumsRepository(db),
  addresses: createCondominiumAddressesRepository(db),
  suggestions: createCondominiumSuggestionsRepository(db),
  audit: createAuditService(db),
});

/** Condominiums: the public reads, the admins' writes and the advertisers' suggestions. */
export async function registerCondominiums(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
): Promise<void> {
  const { db, clock } = opts;
  const service = createCondominiumsService({
    inTransaction: (work) => db.transaction((tx) => work(writeRepos(tx))),
    clock,
  });
  await app.register(condominiumsRoutes, { repo: createCondominiumsRepository(db), service });
  await app.register(condominiumSuggestionsRoutes, {
    repo: createCondominiumSuggestionsRepository(db),
    service,
  });
}
