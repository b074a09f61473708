import { z } from 'zod';
import {
  ADMIN_INVOICES_PAGE_SIZE,
  ADMIN_OVERVIEW_MESSAGES as M,
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGES_PAGE_SIZE,
  CONTACT_REPLY_MAX,
} from './admin-overview.constants.ts';
import { INVOICE_STATUSES, PAYMENT_METHODS } from './checkouts.constants.ts';
import { pagedSchema, pageQuery, textParam } from './common.contract.ts';

/**
 * The admin dashboard's figures, every invoice (with a CSV export) and the contact messages with
 * their replies (spec 2 §2 "Admin dashboard", "Invoices"). ADMIN only.
 */

const count = z.number().int().nonnegative();
/** A Brasília day, `AAAA-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/resumo. */
export const AdminSummarySchema = z.object({
  /** Spec 2 §2's three counters. */
  usuariosCadastrados: count,
  anunciosPendentes: count,
  faturasPagas: count,
  /** Reports not yet resolved, and contact messages not yet answered. */
  denunciasAbertas: count,
  contatosSemResposta: count,
  /** Ads published per Brasília day (those still published), the last 30 days, oldest first. */
  anunciosPorDia: z.array(z.object({ dia: day, total: count })),
  /** Accounts created per Brasília day, the last 30 days, oldest first. */
  cadastrosPorDia: z.array(z.object({ dia: day, total: count })),
  /** Paid invoices' amounts per Brasília month (`AAAA-MM`), the last 12 months, oldest first. */
  receitaPorMes: z.array(z.object({ mes: z.string().regex(/^\d{4}-\d{2}$/), centavos: count })),
  /** The moderation queue: how many wait, since when the oldest, and how long they have waited. */
  filaModeracao: z.object({
    pendentes: count,
    maisAntigoDesde: z.string().nullable(),
    faixas: z.object({
      menosDeUmaHora: count,
      deUmaA24Horas: count,
      deUmATresDias: count,
      maisDeTresDias: count,
    }),
  }),
  /**
   * E-mails given up on after their last delivery attempt, the last 7 days: how many, and the
   * newest few (to whom, what, the mail server's last answer) so the team can follow up.
   */
  emailsNaoEntregues: z.object({
    total: count,
    recentes: z.array(
      z.object({
        id: z.number().int(),
        para: z.string(),
        assunto: z.string(),
        modelo: z.string(),
        erro: z.string().nullable(),
        tentativas: count,
        criadoEm: z.string(),
      }),
    ),
  }),
  geradoEm: z.string(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** A date of the period filter: a Brasília day, `AAAA-MM-DD`; empty means absent. */
function dateParam(name: string) {
  const message = `O parâmetro ${name} deve ser uma data no formato AAAA-MM-DD.`;
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), { error: message })
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}

/** The invoice filters, shared by the list and the CSV. */
const invoiceFilters = {
  status: z
    .enum(INVOICE_STATUSES, { error: 'O parâmetro status deve ser open, paid, canceled ou estornada.' })
    .optional(),
  /** From this Brasília day, inclusive (the invoice's date: paid, or issued while open). */
  de: dateParam('de'),
  /** Up to this Brasília day, inclusive. */
  ate: dateParam('ate'),
  /** The invoice number ("123", "Nº 000123"), or part of the payer's name or e-mail. */
  q: textParam('q', 120),
};

const periodInOrder = (v: { de?: string; ate?: string }) => !v.de || !v.ate || v.de <= v.ate;

/** GET /api/admin/faturas. */
export const AdminInvoicesQuerySchema = z
  .object({ ...pageQuery(ADMIN_INVOICES_PAGE_SIZE, 100), ...invoiceFilters })
  .refine(periodInOrder, { error: M.periodOutOfOrder, path: ['de'] });

/** GET /api/admin/faturas.csv: the same filters, every matching invoice. */
export const AdminInvoicesCsvQuerySchema = z
  .object(invoiceFilters)
  .refine(periodInOrder, { error: M.periodOutOfOrder, path: ['de'] });
export type AdminInvoiceFilters = z.infer<typeof AdminInvoicesCsvQuerySchema>;

/** An invoice as the user screens show it (spec 2 §3 "Invoice (server)"), with the payer's account. */
const AdminInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  plan: z.object({
    nome: z.string(),
    slug: z.string(),
    tipoUsuario: z.number().int(),
    valorCentavos: z.number().int(),
    periodoMeses: z.number().int(),
    origem: z.enum(['novo', 'legado']),
  }),
  /** The payer's name as invoiced, and their account (code and current e-mail). */
  customer: z.object({ nome: z.string(), codigo: z.number().int(), email: z.string() }),
  /** Reais. */
  amount: z.number(),
  amountCents: z.number().int(),
  /** ISO 8601: when it was paid, or issued while open. */
  date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** The receipt's path (paid invoices), the same the user screens link to; else null. */
  pdf: z.string().nullable(),
  checkoutId: z.number().int(),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminInvoicesPageSchema = pagedSchema(AdminInvoiceSchema);
export type AdminInvoicesPage = z.infer<typeof AdminInvoicesPageSchema>;

/** GET /api/admin/contatos. */
export const ContactMessagesQuerySchema = z.object({
  ...pageQuery(CONTACT_MESSAGES_PAGE_SIZE, 100),
  status: z
    .enum(CONTACT_MESSAGE_FILTERS, {
      error: 'O parâmetro status deve ser pendentes, respondidas ou todas.',
    })
    .optional()
    .default('pendentes'),
});

/** A message sent through /contato, with the team's reply once there is one. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  recebidaEm: z.string(),
  status: z.enum(['pendente', 'respondida']),
  resposta: z.string().nullable(),
  respondidaEm: z.string().nullable(),
  /** The admin who answered; null while pending or once that account is gone. */
  respondidaPor: z.object({ codigo: z.number().int(), nome: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessagesPageSchema = pagedSchema(ContactMessageSchema);
export type ContactMessagesPage = z.infer<typeof ContactMessagesPageSchema>;

/** POST /api/admin/contatos/{id}/resposta. */
export const ContactReplyBodySchema = z.object({
  resposta: z
    .string({ error: M.replyRequired })
    .trim()
    .min(1, { error: M.replyRequired, abort: true })
    .max(CONTACT_REPLY_MAX, { error: M.replyTooLong }),
});

export const ContactReplyAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  mensagem: ContactMessageSchema,
});
export type ContactReplyAnswer = z.infer<typeof ContactReplyAnswerSchema>;
