import { z } from 'zod';
import { CONDITIONS, LISTING_TYPE_CODES, TRANSACTION_TYPES, WEEKDAYS } from '../constants.ts';
import { mapEmbedFrom } from '../lib/map-embed.ts';
import { intParam, pagedSchema, pageQuery, textParam } from './common.contract.ts';
import { OpeningHoursSchema } from './listings.contract.ts';
import {
  MAX_LISTING_IMAGES,
  MY_LISTING_STATUSES,
  MY_LISTINGS_MESSAGES as M,
  MY_LISTINGS_PAGE_SIZES,
  OWNER_STATUS_CHOICES,
} from './my-listings.constants.ts';

/**
 * The advertiser's own ads (spec 2 §7 "Own ads"). Field names are the spec's
 * ANUNCIO names. Unknown fields of a body are IGNORED (stripped, never stored), and so are the
 * ones only the server writes: destaqueANUNCIO, anuncianteANUNCIO, slugANUNCIO, codigoANUNCIO,
 * the moderation fields, the credit and the dates. statusANUNCIO is the owner's choice of the
 * edit form: only `inativo` (inactivates) is acted on in a save; `publicado` is carried out by
 * POST .../publicar (spec 2 §4: "Publicar sets publicado and then calls the publish call"),
 * any other value is ignored.
 */

const YOUTUBE =
  /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,20}([?&#]\S*)?$/i;

/**
 * The map: an embed address (Google Maps' "incorporar um mapa"; a pasted `<iframe ...
 * src="...">` is unwrapped to its src), or a Google Maps link to a place turned into one
 * (lib/map-embed.ts); anything else is a 400. Empty or null means no map.
 */
const mapUrl = z
  .string({ error: M.mapUrl })
  .max(4000, { error: M.mapUrl })
  .nullable()
  .transform((v, ctx) => {
    if (v === null) return null;
    const result = mapEmbedFrom(v);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error === 'short-link' ? M.mapShortLink : M.mapUrl });
      return z.NEVER;
    }
    return result.url;
  });

const videoUrl = z
  .string({ error: M.videoUrl })
  .trim()
  .max(500, { error: M.videoUrl })
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === '') return null;
    if (!YOUTUBE.test(v)) {
      ctx.addIssue({ code: 'custom', message: M.videoUrl });
      return z.NEVER;
    }
    return v;
  });

const text = (name: string, max: number) =>
  z
    .string({ error: `O campo ${name} deve ser um texto.` })
    .trim()
    .max(max, { error: `O campo ${name} deve ter no máximo ${max} caracteres.` });

const HOUR_MESSAGE = 'Informe os horários no formato HH:MM (ex.: 09:00).';
const hour = z.string({ error: HOUR_MESSAGE }).regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { error: HOUR_MESSAGE });
/** Opening hours in: every weekday, HH:MM (or empty when closed). */
const OpeningHoursInputSchema = z.object(
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, z.object({ aberto: z.boolean({ error: HOUR_MESSAGE }), das: hour, as: hour })]),
  ) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodObject<{ aberto: z.ZodBoolean; das: typeof hour; as: typeof hour }>
  >,
  { error: HOUR_MESSAGE },
);

const TYPE_MESSAGE = 'O campo tipoANUNCIO deve ser 1, 2, 3 ou 4.';

/**
 * The body of POST (create), PUT (full) and PATCH (partial). Everything is optional here so the
 * server can answer the spec's one message for the required fields (titulo, descricao,
 * categoria, tipo: "Preencha os campos obrigatórios: ...", 400); PUT and POST require them.
 * `null` or '' clears an optional field.
 */
export const MyListingBodySchema = z.object({
  tituloANUNCIO: text('tituloANUNCIO', 150).optional(),
  subtituloANUNCIO: text('subtituloANUNCIO', 200).nullable().optional(),
  descricaoANUNCIO: text('descricaoANUNCIO', 10_000).optional(),
  /** Free text ("A combinar", "R$ 80,00 a hora"); precoCentavos is parsed from it. */
  precoANUNCIO: text('precoANUNCIO', 60).nullable().optional(),
  tipoANUNCIO: z
    .union([z.number(), z.string().trim()], { error: TYPE_MESSAGE })
    .transform((v, ctx) => {
      const n = Number(v);
      if (!(LISTING_TYPE_CODES as readonly number[]).includes(n)) {
        ctx.addIssue({ code: 'custom', message: TYPE_MESSAGE });
        return z.NEVER;
      }
      return n as (typeof LISTING_TYPE_CODES)[number];
    })
    .nullable()
    .optional(),
  tiposTransacaoANUNCIO: z
    .array(z.enum(TRANSACTION_TYPES, { error: `Tipos de transação: ${TRANSACTION_TYPES.join(', ')}.` }))
    .max(TRANSACTION_TYPES.length)
    .transform((v) => [...new Set(v)])
    .nullable()
    .optional(),
  condicaoANUNCIO: z
    .enum([...CONDITIONS, ''], { error: 'A condição deve ser novo ou seminovo.' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  categoriaANUNCIO: intParam('categoriaANUNCIO').nullable().optional(),
  subcategoriaANUNCIO: intParam('subcategoriaANUNCIO').nullable().optional(),
  /** Condominium codes; each must exist. */
  condominiosANUNCIO: z
    .array(intParam('condominiosANUNCIO'))
    .max(100, { error: 'Escolha no máximo 100 condomínios.' })
    .transform((v) => [...new Set(v)])
    .nullable()
    .optional(),
  horariosANUNCIO: OpeningHoursInputSchema.nullable().optional(),
  mapaUrlANUNCIO: mapUrl.optional(),
  youtubeUrlANUNCIO: videoUrl.optional(),
  /**
   * The ad's image URLs in order, the first the cover. Each is one of the ad's images or one of
   * the user's media-library URLs (`midias`; a row referencing it is added). The ad's images
   * left out keep their order after the listed ones (an image is removed with DELETE
   * .../imagens, which also removes its files). Absent: images unchanged.
   */
  imagensANUNCIO: z
    .array(z.string().trim().min(1).max(1000))
    .max(MAX_LISTING_IMAGES, { error: M.tooManyImages })
    .optional(),
  /** The owner's choice (spec 2 §4): `inativo` inactivates; anything else is ignored here. */
  statusANUNCIO: z
    .unknown()
    .transform((v) =>
      typeof v === 'string' && (OWNER_STATUS_CHOICES as readonly string[]).includes(v)
        ? (v as (typeof OWNER_STATUS_CHOICES)[number])
        : undefined,
    )
    .optional(),
});
export type MyListingBody = z.input<typeof MyListingBodySchema>;
export type MyListingInput = z.output<typeof MyListingBodySchema>;

/** POST .../{id}/publicar: the credit of that checkout, else the oldest valid credit. */
export const PublishBodySchema = z
  .object({ checkoutId: intParam('checkoutId').optional() })
  .nullish()
  .transform((v) => v ?? {});

export const MyListingsQuerySchema = z.object({
  ...pageQuery(MY_LISTINGS_PAGE_SIZES.list, MY_LISTINGS_PAGE_SIZES.max),
  q: textParam('q', 150),
  status: z
    .enum(MY_LISTING_STATUSES, { error: `O parâmetro status aceita: ${MY_LISTING_STATUSES.join(', ')}.` })
    .optional(),
});
export type MyListingsQuery = z.infer<typeof MyListingsQuerySchema>;

/** An own ad as the panel reads it. */
export const MyListingSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  subtituloANUNCIO: z.string(),
  descricaoANUNCIO: z.string(),
  precoANUNCIO: z.string(),
  slugANUNCIO: z.string(),
  tipoANUNCIO: z.number().int(),
  statusANUNCIO: z.enum(MY_LISTING_STATUSES),
  destaqueANUNCIO: z.union([z.literal(0), z.literal(1)]),
  tiposTransacaoANUNCIO: z.array(z.string()),
  condicaoANUNCIO: z.string().nullable(),
  categoriaANUNCIO: z.number().int(),
  subcategoriaANUNCIO: z.number().int().nullable(),
  condominiosANUNCIO: z.array(z.number().int()),
  horariosANUNCIO: OpeningHoursSchema.nullable(),
  mapaUrlANUNCIO: z.string().nullable(),
  youtubeUrlANUNCIO: z.string().nullable(),
  anuncianteANUNCIO: z.number().int(),
  /** The checkout whose credit the ad holds, or null. */
  checkoutId: z.number().int().nullable(),
  imagensANUNCIO: z.array(z.string()),
  imagens: z.array(z.object({ urlIMAGEM: z.string(), urlThumbIMAGEM: z.string() })),
  categoria: z.object({ nomeCATEGORIA: z.string(), tipoCATEGORIA: z.number().int() }),
  /** Same as statusANUNCIO (the spec's mock field). */
  status: z.enum(MY_LISTING_STATUSES),
  /** The admin's reason when reprovado, else null. */
  motivoReprovacao: z.string().nullable(),
  /** The credit the ad holds: its checkout and when it (and so the ad) expires. */
  credito: z.object({ checkoutId: z.number().int(), endsAt: z.string() }).nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  publicadoEm: z.string().nullable(),
  /**
   * The latest edit submitted to review (ADR 018) while pending, or when it was rejected (with
   * the admin's reason) until the next edit; null otherwise. While pending, the content fields
   * above are the edit's (what the owner last saved); the public page shows the approved ones.
   */
  alteracao: z
    .object({
      status: z.enum(['pendente', 'reprovada']),
      motivo: z.string().nullable(),
      enviadaEm: z.string(),
    })
    .nullable(),
  /** True when saving changes to the reviewed fields waits for review (a published ad, pre-moderation). */
  edicaoComAnalise: z.boolean(),
});
export type MyListing = z.infer<typeof MyListingSchema>;

export const MyListingsPageSchema = pagedSchema(MyListingSchema);
export type MyListingsPage = z.infer<typeof MyListingsPageSchema>;

/** POST .../duplicar: the copy (a rascunho without images) and a message saying so. */
export const DuplicateAnswerSchema = z.object({ message: z.string(), anuncio: MyListingSchema });

export const DeleteAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
