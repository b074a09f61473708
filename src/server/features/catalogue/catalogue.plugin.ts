import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { createCatalogueAdminService } from './catalogue-admin.service.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** Categories and subcategories: the public reads, and the admins' writes. */
export async function registerCatalogue(app: FastifyInstance, opts: { db: Db; clock: Clock }): Promise<void> {
  const { db } = opts;
  const repo = createCatalogueRepository(db);
  const service = createCatalogueAdminService({
    read: repo,
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({ catalogue: createCatalogueRepository(tx), audit: createAuditService(tx) }),
      ),
  });
  await app.register(catalogueRoutes, { repo, service });
  await app.register(catalogueAdminRoutes, { service });
}
