import { z } from 'zod';
import { MY_LISTING_STATUSES } from './my-listings.constants.ts';
import { REPORT_DETAILS_MAX, REPORT_MESSAGES as M, REPORT_REASONS } from './reports.constants.ts';

/**
 * Reports of listings ("Denunciar anúncio", issue 21): the public report, and the shapes of the
 * admins' queue (its calls are in admin-listings.contract.ts, with the other moderation calls).
 * Paths, reasons and messages: reports.constants.ts.
 */

/** POST /api/anuncios/{id}/denuncias. `detalhes` is required with `outro`. */
export const ReportBodySchema = z
  .object({
    motivo: z.enum(REPORT_REASONS, { error: M.reasonRequired }),
    detalhes: z
      .string({ error: M.detailsRequired })
      .trim()
      .max(REPORT_DETAILS_MAX, { error: M.detailsTooLong })
      .optional()
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.motivo === 'outro' && body.detalhes === '') {
      ctx.addIssue({ code: 'custom', path: ['detalhes'], message: M.detailsRequired });
    }
  });
export type ReportInput = z.output<typeof ReportBodySchema>;

export const ReportAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/** One open report, as the admin's ad page lists them. */
export const OpenReportSchema = z.object({
  id: z.number().int(),
  motivo: z.enum(REPORT_REASONS),
  detalhes: z.string(),
  criadoEm: z.string(),
  /** The reporter's account when logged in; null for a visitor. */
  denunciante: z.object({ codigo: z.number().int(), nome: z.string() }).nullable(),
});

/** One listing of the admins' report queue (GET /api/admin/denuncias). */
export const ReportQueueItemSchema = z.object({
  anuncio: z.object({
    codigoANUNCIO: z.number().int(),
    tituloANUNCIO: z.string(),
    slugANUNCIO: z.string(),
    tipoANUNCIO: z.number().int(),
    statusANUNCIO: z.enum(MY_LISTING_STATUSES),
  }),
  /** Open reports of the listing. */
  total: z.number().int(),
  /** Open reports by reason (every reason present, 0 when none). */
  porMotivo: z.record(z.enum(REPORT_REASONS), z.number().int()),
  ultimaDenunciaEm: z.string(),
  /** The newest reports that carry details (up to 3), newest first. */
  ultimosDetalhes: z.array(
    z.object({ motivo: z.enum(REPORT_REASONS), detalhes: z.string(), criadoEm: z.string() }),
  ),
});
export type ReportQueueItem = z.infer<typeof ReportQueueItemSchema>;
