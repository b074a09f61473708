import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { UploadDeps } from '../../lib/image-upload.ts';
import { createListingImagesRepository } from './listing-images.repository.ts';
import { listingImagesRoutes } from './listing-images.routes.ts';
import { createListingImagesService, type ListingImagesService } from './listing-images.service.ts';

/**
 * POST/DELETE /api/minha-conta/anuncios/{id}/imagens. Answers the service, whose
 * `removeListingFiles` my-listings calls after deleting an ad.
 */
export async function registerListingImages(
  app: FastifyInstance,
  opts: { env: Env; db: Db; upload: UploadDeps },
): Promise<ListingImagesService> {
  const service = createListingImagesService({
    repo: createListingImagesRepository(opts.db),
    storage: opts.upload.storage,
    moderation: opts.env.AD_MODERATION,
    log: app.log,
  });
  await app.register(listingImagesRoutes, { service, upload: opts.upload });
  return service;
}
