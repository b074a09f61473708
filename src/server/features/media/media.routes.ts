import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  MEDIA_API,
  MEDIA_LIMITS,
  MEDIA_MESSAGES as M,
  MediaDeleteAnswerSchema,
  MediaIdParamsSchema,
  MediaListAnswerSchema,
  MediaListQuerySchema,
  MediaUploadAnswerSchema,
} from '#shared/contracts/media.contract.ts';
import {
  storeUploadedImages,
  UPLOADS_LIMIT_NAME,
  UPLOADS_PER_USER,
  type UploadDeps,
} from '../../lib/image-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import { mediaFolder, type MediaService } from './media.service.ts';

const tags = ['Minhas imagens'];
const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };
const UPLOAD_NOTE =
  `multipart/form-data, campo \`files\`: até ${MEDIA_LIMITS.maxFiles} imagens PNG, JPEG, GIF ou WebP de até 10 MB ` +
  '(tipo conferido pelo conteúdo, não pelo nome; SVG, HTML e arquivos poliglotas recusados; até 40 megapixels). ' +
  'Cada imagem vira WebP 1000x424, WebP 300x127 e JPEG 1200x630, sem metadados (EXIF/GPS). ' +
  'Tudo ou nada: se uma imagem for recusada, nenhuma fica gravada. 413 além dos limites de tamanho e quantidade.';

/** The media library ("Minhas Imagens"): each user's own uploaded images. */
export const mediaRoutes: FastifyPluginAsync<{ service: MediaService; upload: UploadDeps }> = async (
  fastify,
  { service, upload },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploads = createLimiter(app, UPLOADS_LIMIT_NAME, UPLOADS_PER_USER);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    MEDIA_API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Lista as imagens do usuário (mais novas primeiro)',
        description: `page, limit (${MEDIA_LIMITS.pageSize} por padrão, até 100). emUso: em quantos anúncios a imagem está.`,
        querystring: MediaListQuerySchema,
        response: { 200: MediaListAnswerSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.list(authOf(req).user.code, req.query),
  );

  app.post(
    MEDIA_API.upload,
    {
      preHandler: [
        app.requireUser,
        async (req, reply) => uploads.hit(req, reply, String(authOf(req).user.code)),
      ],
      schema: {
        tags,
        summary: 'Envia imagens para a biblioteca',
        description: UPLOAD_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: MediaUploadAnswerSchema, 400: E, ...AUTH, 413: E, 429: E, 503: E },
      },
    },
    async (req, reply) => {
      const owner = authOf(req).user.code;
      const images = await storeUploadedImages(req, upload, {
        folder: mediaFolder(owner),
        maxFiles: MEDIA_LIMITS.maxFiles,
        tooMany: M.tooManyFiles,
      });
      return reply.status(201).send({ data: await service.record(owner, images) });
    },
  );

  app.delete(
    `${MEDIA_API.list}/:id`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove uma imagem da biblioteca e seus arquivos',
        description: '404 para imagem de outro usuário; 409 enquanto algum anúncio a usa.',
        params: MediaIdParamsSchema,
        response: { 200: MediaDeleteAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => {
      await service.remove(authOf(req).user.code, req.params.id);
      return { message: M.removed };
    },
  );
};
