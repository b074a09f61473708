import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UploadDeps } from '../../lib/image-upload.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';

/** "Minhas Imagens": GET/POST /api/midias, DELETE /api/midias/{id}. */
export async function registerMedia(
  app: FastifyInstance,
  opts: { db: Db; upload: UploadDeps },
): Promise<void> {
  const service = createMediaService({
    repo: createMediaRepository(opts.db),
    storage: opts.upload.storage,
    log: app.log,
  });
  await app.register(mediaRoutes, { service, upload: opts.upload });
}
