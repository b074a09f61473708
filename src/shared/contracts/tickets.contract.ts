import { z } from 'zod';
import { pagedSchema, pageQuery } from './common.contract.ts';
import {
  TICKET_LIMITS as L,
  TICKET_MESSAGES as M,
  TICKET_ORDERS,
  TICKET_STATUSES,
} from './tickets.constants.ts';

export * from './tickets.constants.ts';

/** Trimmed, required, bounded text with the given messages. */
function textField(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

/** POST /api/tickets. The subject is one line (it goes into an e-mail subject: no header injection). */
export const TicketCreateSchema = z.object({
  assunto: z
    .string({ error: M.subjectRequired })
    .transform((v) => v.replace(/[\r\n\t\v\f]+/g, ' '))
    .pipe(textField(M.subjectRequired, L.subject, M.subjectTooLong)),
  mensagem: textField(M.messageRequired, L.message, M.messageTooLong),
});

/** POST /api/tickets/{id}/mensagens. */
export const TicketReplySchema = z.object({
  mensagem: textField(M.replyRequired, L.message, M.messageTooLong),
});

/** PATCH /api/admin/tickets/{id}. */
export const TicketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: M.statusInvalid }),
});

const TicketStatusEnum = z.enum(TICKET_STATUSES);

const TicketOwnerSchema = z.object({ codigo: z.number().int(), nome: z.string(), email: z.string() });

/** A ticket in a list: no messages, but who wrote the last one. */
const TicketSummarySchema = z.object({
  id: z.number().int(),
  assunto: z.string(),
  status: TicketStatusEnum,
  criadoEm: z.string(),
  /** The last message or status change. */
  atualizadoEm: z.string(),
  ultimoDe: z.enum(['user', 'admin']),
  usuario: TicketOwnerSchema,
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

const TicketMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['user', 'admin']),
  body: z.string(),
  createdAt: z.string(),
});

/** Spec 2 §3 "Ticket" (userEmail is usuario.email), with its messages oldest first. */
export const TicketSchema = TicketSummarySchema.extend({ mensagens: z.array(TicketMessageSchema) });
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketListSchema = z.object({ data: z.array(TicketSummarySchema) });
export type TicketList = z.infer<typeof TicketListSchema>;

/** GET /api/admin/tickets. */
export const AdminTicketsQuerySchema = z.object({
  ...pageQuery(L.adminPageSize, 100),
  status: z.enum(TICKET_STATUSES, { error: M.statusInvalid }).optional(),
  ordem: z
    .enum(TICKET_ORDERS, { error: 'O parâmetro ordem deve ser antigos ou recentes.' })
    .optional()
    .default('recentes'),
});

export const AdminTicketsPageSchema = pagedSchema(TicketSummarySchema);
export type AdminTicketsPage = z.infer<typeof AdminTicketsPageSchema>;
