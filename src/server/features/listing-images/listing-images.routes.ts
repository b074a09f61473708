import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  ListingImagesDeleteAnswerSchema,
  ListingImagesDeleteBodySchema,
  ListingImagesUploadAnswerSchema,
  MEDIA_LIMITS,
} from '#shared/contracts/media.contract.ts';
import {
  storeUploadedImages,
  UPLOADS_LIMIT_NAME,
  UPLOADS_PER_USER,
  type UploadDeps,
} from '../../lib/image-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import type { ListingImagesService } from './listing-images.service.ts';

const tags = ['Meus anúncios'];
const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };
const PATH = '/api/minha-conta/anuncios/:id/imagens';

/** The photos of the advertiser's own ad (spec 2 §7 "Own ads"). Another user's ad is 404. */
export const listingImagesRoutes: FastifyPluginAsync<{
  service: ListingImagesService;
  upload: UploadDeps;
}> = async (fastify, { service, upload }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploads = createLimiter(app, UPLOADS_LIMIT_NAME, UPLOADS_PER_USER);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    PATH,
    {
      preHandler: [
        app.requireUser,
        async (req, reply) => uploads.hit(req, reply, String(authOf(req).user.code)),
      ],
      schema: {
        tags,
        summary: 'Envia fotos para o anúncio (depois das que ele já tem)',
        description:
          `multipart/form-data, campo \`files\`: PNG, JPEG, GIF ou WebP de até 10 MB, até ${MEDIA_LIMITS.maxFiles} por anúncio ` +
          '(400 além). Tipo conferido pelo conteúdo; SVG, HTML e poliglotas recusados; sem metadados na saída. ' +
          'Tudo ou nada. Resposta: `urls` (as imagens 1000x424 novas, em ordem) e `imagens` (os três arquivos de cada uma). ' +
          'Com AD_MODERATION=pre, um anúncio publicado volta a pendente.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: ListingImagesUploadAnswerSchema, 400: E, ...AUTH, 404: E, 413: E, 429: E, 503: E },
      },
    },
    async (req, reply) => {
      const owner = authOf(req).user.code;
      const answer = await service.add(owner, req.params.id, (opts) =>
        storeUploadedImages(req, upload, opts),
      );
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    PATH,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove fotos do anúncio (e seus arquivos, se não forem da biblioteca de imagens)',
        description:
          'Corpo: { urls } (as urlIMAGEM a remover). Resposta: quantas saíram e as que ficaram, em ordem.',
        params: IdParamsSchema,
        body: ListingImagesDeleteBodySchema,
        response: { 200: ListingImagesDeleteAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.remove(authOf(req).user.code, req.params.id, req.body.urls),
  );
};
