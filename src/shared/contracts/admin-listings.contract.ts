import { z } from 'zod';
import {
  ADMIN_LISTINGS_MAX_PAGE_SIZE,
  ADMIN_LISTINGS_MESSAGES as M,
  ADMIN_LISTINGS_PAGE_SIZE,
  MODERATION_REASON_MAX,
} from './admin-listings.constants.ts';
import { intParam, pagedSchema, pageQuery, textParam } from './common.contract.ts';
import { MY_LISTING_STATUSES, REVIEWED_FIELD_LABELS, type ReviewedField } from './my-listings.constants.ts';
import { MyListingBodySchema, MyListingSchema } from './my-listings.contract.ts';
import { OpenReportSchema, ReportQueueItemSchema } from './reports.contract.ts';

/**
 * The admins' ads (spec 2 §7 "Admin ads") and the queue of reported listings. Field
 * names are the spec's ANUNCIO names. The content fields are validated by the own-ads schema
 * (my-listings.contract.ts): the admin edits the same ad the advertiser does. Status, owner of an
 * existing ad, credit and dates never come from a body: the actions decide them.
 */

const statusParam = z
  .enum(MY_LISTING_STATUSES, { error: `O parâmetro status aceita: ${MY_LISTING_STATUSES.join(', ')}.` })
  .optional();

/**
 * GET /api/admin/anuncios. `q`: words of the title (accents and case ignored); a number also
 * finds the ad with that code. `status=pendente` is the moderation queue (oldest waiting first).
 * `anunciante`: a number is the advertiser's code; any other text matches their name or e-mail.
 */
export const AdminListingsQuerySchema = z.object({
  ...pageQuery(ADMIN_LISTINGS_PAGE_SIZE, ADMIN_LISTINGS_MAX_PAGE_SIZE),
  q: textParam('q', 150),
  status: statusParam,
  tipo: intParam('tipo', { min: 1, max: 4 }).optional(),
  /** The advertiser: their code, or words of their name or e-mail. */
  anunciante: textParam('anunciante', 150),
});
export type AdminListingsQuery = z.infer<typeof AdminListingsQuerySchema>;

const AdvertiserSchema = z.object({ codigo: z.number().int(), nome: z.string(), email: z.string() });

/** One row of the admin list. */
const AdminListingItemSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  slugANUNCIO: z.string(),
  tipoANUNCIO: z.number().int(),
  statusANUNCIO: z.enum(MY_LISTING_STATUSES),
  destaqueANUNCIO: z.union([z.literal(0), z.literal(1)]),
  precoANUNCIO: z.string(),
  categoria: z.object({ nomeCATEGORIA: z.string() }),
  anunciante: AdvertiserSchema,
  /** Reports not yet resolved. */
  denunciasAbertas: z.number().int(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  publicadoEm: z.string().nullable(),
  /** The admin's reason when reprovado, else null. */
  motivoReprovacao: z.string().nullable(),
});
export type AdminListingItem = z.infer<typeof AdminListingItemSchema>;

export const AdminListingsPageSchema = pagedSchema(AdminListingItemSchema);
export type AdminListingsPage = z.infer<typeof AdminListingsPageSchema>;

/** One ad (GET/PATCH/PUT/POST answers): the own-ads fields, its advertiser and its open reports. */
export const AdminListingSchema = MyListingSchema.extend({
  anunciante: AdvertiserSchema,
  denunciasAbertas: z.number().int(),
  denuncias: z.array(OpenReportSchema),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;

/** The content fields (the own-ads body without the owner's status choice). */
const ContentBodySchema = MyListingBodySchema.omit({ statusANUNCIO: true });

/** PUT: the whole content (absent optional fields are cleared). */
export const AdminListingPutSchema = ContentBodySchema;

/** PATCH: any content field, and/or `destaqueANUNCIO` 0/1 (the highlight; idempotent). */
export const AdminListingPatchSchema = ContentBodySchema.extend({
  destaqueANUNCIO: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: M.highlightInvalid,
    })
    .transform((v) => v === 1 || v === '1' || v === true)
    .optional(),
});
export type AdminListingPatch = z.input<typeof AdminListingPatchSchema>;

/** POST: a new ad (a rascunho) for the account `anuncianteANUNCIO`. */
export const AdminListingCreateSchema = ContentBodySchema.extend({
  anuncianteANUNCIO: intParam('anuncianteANUNCIO'),
});

const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .max(MODERATION_REASON_MAX, { error: M.reasonTooLong });

/** POST .../reprovar and .../inativar: `motivo` optional (empty means none). A missing body is `{}`. */
export const OptionalReasonBodySchema = z
  .object({
    motivo: reason
      .nullable()
      .optional()
      .transform((v) => v || undefined),
  })
  .nullish()
  .transform((v) => ({ motivo: v?.motivo }));

/** POST /api/admin/denuncias/{id}/inativar: the reason is required (it is e-mailed). */
export const RequiredReasonBodySchema = z.object({ motivo: reason.min(1, { error: M.reasonRequired }) });

/** The answer of an action (aprovar, reprovar, inativar): the ad as it is now. */
export const ModerationAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoANUNCIO: z.number().int(),
  statusANUNCIO: z.enum(MY_LISTING_STATUSES),
  destaqueANUNCIO: z.union([z.literal(0), z.literal(1)]),
  motivoReprovacao: z.string().nullable(),
  publicadoEm: z.string().nullable(),
  /** False when the ad already was in that state (a repeat: nothing recorded, no e-mail). */
  alterado: z.boolean(),
});
export type ModerationAnswer = z.infer<typeof ModerationAnswerSchema>;

export const RemoveAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/** GET /api/admin/denuncias: page and limit (20 by default). */
export const ReportQueueQuerySchema = z.object(
  pageQuery(ADMIN_LISTINGS_PAGE_SIZE, ADMIN_LISTINGS_MAX_PAGE_SIZE),
);

export const ReportQueuePageSchema = pagedSchema(ReportQueueItemSchema);
export type ReportQueuePage = z.infer<typeof ReportQueuePageSchema>;

/** The answer of .../inativar and .../descartar of the report queue. */
export const ReportResolutionAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoANUNCIO: z.number().int(),
  statusANUNCIO: z.enum(MY_LISTING_STATUSES),
  /** Reports resolved by this call (0 on a repeat). */
  resolvidas: z.number().int(),
});
export type ReportResolutionAnswer = z.infer<typeof ReportResolutionAnswerSchema>;

/** GET /api/admin/anuncios/alteracoes: page and limit (20 by default). */
export const RevisionQueueQuerySchema = z.object(
  pageQuery(ADMIN_LISTINGS_PAGE_SIZE, ADMIN_LISTINGS_MAX_PAGE_SIZE),
);

/**
 * One edit of a published ad awaiting review (ADR 018): the ad as it is on the site and, for
 * each reviewed field that changed, the live and the proposed text side by side (names of
 * type, category and subcategory; '' for an empty field).
 */
const RevisionQueueItemSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  slugANUNCIO: z.string(),
  tipoANUNCIO: z.number().int(),
  anunciante: AdvertiserSchema,
  enviadaEm: z.string(),
  atualizadaEm: z.string(),
  campos: z.array(
    z.object({
      campo: z.enum(Object.keys(REVIEWED_FIELD_LABELS) as [ReviewedField, ...ReviewedField[]]),
      rotulo: z.string(),
      antes: z.string(),
      depois: z.string(),
    }),
  ),
});
export type RevisionQueueItem = z.infer<typeof RevisionQueueItemSchema>;

export const RevisionQueuePageSchema = pagedSchema(RevisionQueueItemSchema);
export type RevisionQueuePage = z.infer<typeof RevisionQueuePageSchema>;

/** The answer of .../alteracao/aprovar and .../alteracao/reprovar. */
export const RevisionAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoANUNCIO: z.number().int(),
  alteracao: z.enum(['aprovada', 'reprovada']),
});
export type RevisionAnswer = z.infer<typeof RevisionAnswerSchema>;
