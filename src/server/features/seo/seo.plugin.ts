import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

/** /robots.txt and /sitemap.xml. `perFile` lowers the 50,000-URL split (tests). */
export async function registerSeo(
  app: FastifyInstance,
  opts: { db: Db; publicUrl: string; perFile?: number },
): Promise<void> {
  const seo = createSeoService({
    repo: createSeoRepository(opts.db),
    publicUrl: opts.publicUrl,
    perFile: opts.perFile,
  });
  await app.register(seoRoutes, { seo });
}
