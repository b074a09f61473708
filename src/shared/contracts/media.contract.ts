import { z } from 'zod';
import { IdParamsSchema, pageQuery, pagedSchema } from './common.contract.ts';
import { MEDIA_LIMITS } from './media.constants.ts';

export { MEDIA_API, MEDIA_LIMITS, MEDIA_MESSAGES } from './media.constants.ts';

/**
 * Image uploads (spec 2 §7 "Own ads" POST/DELETE .../{id}/imagens; GET/POST/DELETE
 * /api/midias, the "Minhas Imagens" library). Uploads are multipart (field `files`, up to 12,
 * 10 MB each): the request body is not a zod schema, the answers are.
 */

/** An ad's image as the listing answers show it (listings.contract.ts `imagens`). */
const UploadedImageSchema = z.object({
  urlIMAGEM: z.string(),
  urlThumbIMAGEM: z.string(),
  urlOgIMAGEM: z.string(),
});

/** POST /api/minha-conta/anuncios/{id}/imagens: the spec's `urls` (the 1000x424 images, in order) plus each image's three files. */
export const ListingImagesUploadAnswerSchema = z.object({
  urls: z.array(z.string()),
  imagens: z.array(UploadedImageSchema),
});
export type ListingImagesUploadAnswer = z.infer<typeof ListingImagesUploadAnswerSchema>;

/** DELETE /api/minha-conta/anuncios/{id}/imagens: the `urlIMAGEM`s to remove from the ad. */
export const ListingImagesDeleteBodySchema = z.object({
  urls: z
    .array(z.string().trim().min(1).max(500))
    .min(1)
    .max(MEDIA_LIMITS.maxFiles * 4),
});
export const ListingImagesDeleteAnswerSchema = z.object({
  /** How many of the ad's images were removed. */
  removed: z.number().int(),
  /** The ad's images left, in order. */
  urls: z.array(z.string()),
});

/** One image of the library. */
const MediaItemSchema = z.object({
  id: z.number().int(),
  /** WebP 1000x424. */
  url: z.string(),
  /** WebP 300x127. */
  thumbUrl: z.string(),
  /** JPEG 1200x630 (og:image). */
  ogUrl: z.string(),
  /** The file's name on the advertiser's device (no path). */
  nome: z.string(),
  /** Bytes of the stored files together. */
  bytes: z.number().int(),
  /** The uploaded picture's size after auto-rotation. */
  largura: z.number().int(),
  altura: z.number().int(),
  /** ISO 8601. */
  criadoEm: z.string(),
  /** How many ads use it (0: it can be deleted). */
  emUso: z.number().int(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListQuerySchema = z.object(pageQuery(MEDIA_LIMITS.pageSize, 100));
export const MediaListAnswerSchema = pagedSchema(MediaItemSchema);
export type MediaListAnswer = z.infer<typeof MediaListAnswerSchema>;

/** POST /api/midias: the created items, in the order sent. */
export const MediaUploadAnswerSchema = z.object({ data: z.array(MediaItemSchema) });
export type MediaUploadAnswer = z.infer<typeof MediaUploadAnswerSchema>;

export const MediaIdParamsSchema = IdParamsSchema;
export const MediaDeleteAnswerSchema = z.object({ message: z.string() });
