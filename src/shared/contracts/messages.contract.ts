import { z } from 'zod';
import { intParam, pageQuery } from './common.contract.ts';

export { OkMessageSchema } from './common.contract.ts';
import { MESSAGE_LIMITS, MESSAGES_MESSAGES as M } from './messages.constants.ts';
import { CONVERSATION_REPORT_REASONS, REPORT_DETAILS_MAX, REPORT_MESSAGES } from './reports.constants.ts';

export { MESSAGES_API, MESSAGES_MESSAGES } from './messages.constants.ts';

/** A message's text: trimmed, non-empty, bounded. Shown as text (never HTML). */
const ContentSchema = z
  .string({ error: M.empty })
  .trim()
  .min(1, { error: M.empty })
  .max(MESSAGE_LIMITS.maxLength, { error: M.tooLong });

/** The listing a conversation is about; null once the listing was deleted. */
const ConversationListingSchema = z
  .object({
    codigoANUNCIO: z.number().int(),
    tituloANUNCIO: z.string(),
    tipoANUNCIO: z.number().int(),
    slugANUNCIO: z.string(),
    /** The first photo's thumbnail, or null. */
    imagem: z.string().nullable(),
  })
  .nullable();

const PartySchema = z.object({ codigo: z.number().int(), nome: z.string() });

/** One conversation in the list (spec 2 §3 "Conversation": id, titulo, ultimo, atualizadoEm). */
const ConversationSummarySchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** The last message, cut at 80 characters (spec 2 §9). */
  ultimo: z.string(),
  atualizadoEm: z.string(),
  naoLidas: z.number().int(),
  anuncio: ConversationListingSchema,
  /** The other party. */
  outro: PartySchema,
  /** Which side the caller is: the resident who asked, or the listing's advertiser. */
  papel: z.enum(['interessado', 'anunciante']),
  /** False when the listing is gone, not published, or either party blocked the other. */
  aberta: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationsQuerySchema = z.object(pageQuery(MESSAGE_LIMITS.pageSize, 50));

export const ConversationsPageSchema = z.object({
  data: z.array(ConversationSummarySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Unread messages over all the caller's conversations. */
  naoLidas: z.number().int(),
});
export type ConversationsPage = z.infer<typeof ConversationsPageSchema>;

export const UnreadCountSchema = z.object({ naoLidas: z.number().int() });

/** One message (spec 2 §3: id, de, para, conteudo, enviadaEm). */
const ConversationMessageSchema = z.object({
  id: z.number().int(),
  de: z.number().int(),
  para: z.number().int(),
  conteudo: z.string(),
  enviadaEm: z.string(),
  /** Sent by the caller. */
  minha: z.boolean(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const ThreadQuerySchema = z.object({
  /** Only the messages newer than this id (the open thread's polling). */
  depois: intParam('depois').optional(),
  /** Only the messages older than this id (earlier pages of a long thread). */
  antes: intParam('antes').optional(),
});

export const ThreadSchema = ConversationSummarySchema.omit({ ultimo: true, naoLidas: true }).extend({
  /** Oldest first; at most MESSAGE_LIMITS.threadPageSize. */
  mensagens: z.array(ConversationMessageSchema),
  /** Older messages exist (ask with `antes`). */
  temAnteriores: z.boolean(),
  /** Why `aberta` is false, in Portuguese, or null. */
  motivoEncerrada: z.string().nullable(),
  /** The caller blocked the other party. */
  bloqueado: z.boolean(),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const StartConversationBodySchema = z.object({
  anuncio: intParam('anuncio'),
  conteudo: ContentSchema,
});

export const SendMessageBodySchema = z.object({ conteudo: ContentSchema });

/** POST answers: the conversation's id and the message as stored. */
export const MessageSentSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  mensagem: ConversationMessageSchema,
});
export type MessageSent = z.infer<typeof MessageSentSchema>;

/**
 * POST /api/mensagens/{id}/denuncia. The reasons that fit a conversation; `detalhes` is required
 * with `outro`, as the dialog asks.
 */
export const ReportConversationBodySchema = z
  .object({
    motivo: z.enum(CONVERSATION_REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
    detalhes: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: REPORT_MESSAGES.detailsTooLong })
      .optional()
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.motivo === 'outro' && body.detalhes === '') {
      ctx.addIssue({ code: 'custom', path: ['detalhes'], message: M.reportDetailsRequired });
    }
  });
export type ReportConversationInput = z.output<typeof ReportConversationBodySchema>;
