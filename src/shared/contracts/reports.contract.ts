import { z } from 'zod';
import { pagedSchema, pageQuery } from './common.contract.ts';
import { MY_LISTING_STATUSES } from './my-listings.constants.ts';
import {
  CONVERSATION_REPORT_MESSAGES,
  CONVERSATION_REPORTS_PAGE_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES as M,
  REPORT_REASONS,
  WARNING_TEXT_MAX,
} from './reports.constants.ts';

/**
 * Reports of listings ("Denunciar anúncio"): the public report, and the shapes of the
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

/** Someone named in a conversation report. */
const PersonSchema = z.object({ codigo: z.number().int(), nome: z.string() });

/** One open conversation report (GET /api/admin/denuncias/conversas), with the messages. */
const ConversationReportItemSchema = z.object({
  id: z.number().int(),
  motivo: z.enum(REPORT_REASONS),
  detalhes: z.string(),
  criadoEm: z.string(),
  /** Who reported (a party of the conversation); null once that account is gone. */
  denunciante: PersonSchema.nullable(),
  /** The other party, whom the actions are about; `ativo` false when already blocked. */
  denunciado: PersonSchema.extend({ email: z.string(), ativo: z.boolean() }),
  conversa: z.object({
    id: z.number().int(),
    /** The listing's title, as the conversation keeps it. */
    titulo: z.string(),
    /** The listing, while it exists (null once deleted). */
    anuncio: z
      .object({
        codigoANUNCIO: z.number().int(),
        tituloANUNCIO: z.string(),
        slugANUNCIO: z.string(),
        tipoANUNCIO: z.number().int(),
        statusANUNCIO: z.enum(MY_LISTING_STATUSES),
      })
      .nullable(),
  }),
  /** The last messages sent up to the report, oldest first. */
  mensagens: z.array(
    z.object({
      id: z.number().int(),
      remetente: PersonSchema,
      conteudo: z.string(),
      enviadaEm: z.string(),
      /** Sent by the reported user. */
      doDenunciado: z.boolean(),
    }),
  ),
  /** Older messages exist before the first one shown. */
  temAnteriores: z.boolean(),
});
export type ConversationReportItem = z.infer<typeof ConversationReportItemSchema>;

export const ConversationReportsQuerySchema = z.object(pageQuery(CONVERSATION_REPORTS_PAGE_SIZE, 100));

export const ConversationReportsPageSchema = pagedSchema(ConversationReportItemSchema);
export type ConversationReportsPage = z.infer<typeof ConversationReportsPageSchema>;

/** POST .../advertir: the warning's text; absent or empty sends the standard text. */
export const WarnBodySchema = z
  .object({
    mensagem: z
      .string({ error: CONVERSATION_REPORT_MESSAGES.warningRequired })
      .trim()
      .max(WARNING_TEXT_MAX, { error: CONVERSATION_REPORT_MESSAGES.warningTooLong })
      .optional(),
  })
  .nullish()
  .transform((v) => ({ mensagem: v?.mensagem || undefined }));

/** The answer of an action on a conversation report. */
export const ConversationReportAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  /** False when the report was already resolved (a repeat: nothing done, nothing sent). */
  alterado: z.boolean(),
});
export type ConversationReportAnswer = z.infer<typeof ConversationReportAnswerSchema>;
