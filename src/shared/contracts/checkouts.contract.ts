import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_STATUSES,
  CREDIT_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  REFUND_REASON_MAX,
} from './checkouts.constants.ts';
import { intParam } from './common.contract.ts';
import { PlanSlugParamsSchema } from './plans.contract.ts';

/**
 * Plans, checkout, credits and invoices (spec 2 §7 "Plans", "Checkout"). Paths,
 * parameters and field names are the spec's; what it leaves open ("payload: not shown") is
 * ours and documented in the OpenAPI. Money is integer cents (`amountCents`); `amount` is the
 * same value in reais, as the spec's invoice shows it.
 */

const planoSlug = PlanSlugParamsSchema.shape.slug;

/** POST /api/checkouts/sessions and /activate-free. */
export const PlanSlugBodySchema = z.object({ planoSlug });
export const RedirectAnswerSchema = z.object({ redirectTo: z.string() });

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/checkouts/asaas/pix: all but planoSlug optional, filled from the profile. */
export const PixBodySchema = z.object({
  planoSlug,
  /** The ad this payment renews (ADR 022): its plan must be `planoSlug`. */
  anuncioId: z.number().int().positive().optional(),
  nome: optionalText(150),
  documento: optionalText(20),
  email: optionalText(254),
  telefone: optionalText(20),
  customer: z
    .object({
      name: optionalText(150),
      cpfCnpj: optionalText(20),
      email: optionalText(254),
      phone: optionalText(20),
    })
    .optional(),
});
export const PixAnswerSchema = z.object({
  checkoutId: z.number().int(),
  /** As in CheckoutSchema: the sandbox's "Simular pagamento" is available. */
  canSimulate: z.boolean(),
  pix: z.object({
    /** The "copia e cola" BR Code. */
    payload: z.string(),
    /** A data URL of the QR code's PNG. */
    qrCodeImage: z.string(),
    /** ISO 8601. */
    expiresAt: z.string(),
  }),
});

/**
 * GET /api/checkouts/asaas/pix/pendente: `id` (a checkout of the caller: 404 otherwise) or
 * `planoSlug` (the caller's PIX of that plan still valid for more than a minute). Creates nothing.
 */
export const PixPendingQuerySchema = z.object({
  id: intParam('id').optional(),
  planoSlug: planoSlug.optional(),
  /** With planoSlug: the PIX of that ad's renewal, not of a plan bought for any ad. */
  anuncioId: intParam('anuncioId').optional(),
});
/** The charge to show again, or null when there is none to resume. */
export const PixPendingAnswerSchema = z.object({ charge: PixAnswerSchema.nullable() });

/** POST /api/checkouts/asaas/tokenize. The card number and CVV are never stored or logged. */
export const TokenizeBodySchema = z.object({
  holderName: z.string().trim().min(1).max(150),
  number: z.string().trim().max(32),
  expiryMonth: z.string().trim().max(2),
  expiryYear: z.string().trim().max(4),
  ccv: z.string().trim().max(4),
  cpfCnpj: z.string().trim().max(20),
  email: z.string().trim().max(254),
  phone: z.string().trim().max(20),
  postalCode: z.string().trim().max(9),
  addressNumber: z.string().trim().min(1).max(20),
});
export const TokenizeAnswerSchema = z.object({
  cardToken: z.string(),
  brand: z.string().nullable(),
  last4: z.string(),
});

/** POST /api/checkouts/asaas/card. */
export const CardBodySchema = z.object({
  planoSlug,
  cardToken: z.string().trim().min(1).max(200),
  /** The ad this payment renews (ADR 022): its plan must be `planoSlug`. */
  anuncioId: z.number().int().positive().optional(),
});

/** GET /api/checkouts/renovacoes/{anuncioId}: what renewing one of the caller's ads costs and gives. */
export const RenewalParamsSchema = z.object({ anuncioId: intParam('anuncioId') });
export const RenewalAnswerSchema = z.object({
  anuncio: z.object({ codigo: z.number().int(), titulo: z.string(), status: z.string() }),
  /** The plan a renewal pays again (the one of the credit the ad holds); null when there is none. */
  plano: z
    .object({ slug: z.string(), nome: z.string(), amountCents: z.number().int(), dias: z.number().int() })
    .nullable(),
  /** When the ad's run ends or ended (ISO 8601); null when it holds no credit. */
  fimAtual: z.string().nullable(),
  /** When it would end if paid now (ISO 8601); null when it cannot be renewed. */
  novoFim: z.string().nullable(),
  renovavel: z.boolean(),
  /** Why it cannot be renewed (pt-BR, to show), or null. */
  motivo: z.string().nullable(),
});

/** A checkout as the status call, the statement and the return page read it. */
export const CheckoutSchema = z.object({
  checkoutId: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  planSlug: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The PIX code's expiry (ISO 8601), for a pending PIX checkout. */
  expiresAt: z.string().nullable(),
  /** The invoice's number once paid. */
  invoiceNumber: z.number().int().nullable(),
  /** Last 4 digits of the card, for a card checkout. */
  cardLast4: z.string().nullable(),
  /**
   * True while the checkout is pending under the sandbox gateway outside production: the
   * payment page then shows "Simular pagamento" (POST /api/checkouts/sandbox/pagar).
   */
  canSimulate: z.boolean(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** POST /api/checkouts/asaas/card answer. */
export const CardAnswerSchema = z.object({
  checkoutId: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
});

/** GET /api/checkouts/status?id= (or session_id=): answers a CheckoutSchema. */
export const CheckoutStatusQuerySchema = z.object({
  id: z.string().trim().max(40).optional(),
  session_id: z.string().trim().max(40).optional(),
});

/** GET /api/checkouts/extrato. */
export const StatementAnswerSchema = z.object({
  items: z.array(CheckoutSchema),
  count: z.number().int(),
});

/** A credit: one ad slot valid for the plan's period from the payment date. */
const CreditSchema = z.object({
  id: z.number().int(),
  checkoutId: z.number().int(),
  planName: z.string(),
  planSlug: z.string(),
  amountCents: z.number().int(),
  status: z.enum(CREDIT_STATUSES),
  /** The ad that used it (the panel issue's publish). */
  used: z.boolean(),
  listingCode: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Credit = z.infer<typeof CreditSchema>;

/** GET /api/checkouts/creditos-disponiveis. */
export const AvailableCreditsAnswerSchema = z.object({
  count: z.number().int(),
  items: z.array(CreditSchema),
});

/** GET /api/planos/usados: plans contracted (paid checkouts and activated trials). */
export const UsedPlansAnswerSchema = z.object({
  count: z.number().int(),
  items: z.array(CheckoutSchema),
});

/**
 * GET /api/planos/mes-gratis: whether the caller has used the free month of each account type
 * (one per account and type, spec 2 §4), so a used one is shown disabled with the reason.
 */
export const FreeTrialAnswerSchema = z.object({
  usado: z.object({ pf: z.boolean(), pj: z.boolean() }),
});
export type FreeTrialAnswer = z.infer<typeof FreeTrialAnswerSchema>;

/** An invoice (spec 2 §3 "Invoice (server)"). */
const InvoiceSchema = z.object({
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
  customer: z.object({ nome: z.string() }),
  /** Reais. */
  amount: z.number(),
  amountCents: z.number().int(),
  /** ISO 8601: when it was paid, or issued while open. */
  date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** The receipt's path (paid invoices), else null. */
  pdf: z.string().nullable(),
  checkoutId: z.number().int(),
  /**
   * The nota fiscal de serviço (ASAAS_NFSE): `emissao` until the municipality
   * issues it, then `emitida` with its PDF's address at Asaas; null when none was asked for.
   */
  notaFiscal: z
    .object({ status: z.enum(['emissao', 'emitida', 'cancelada']), url: z.string().nullable() })
    .nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /api/planos/faturas[?status=paid]. An admin gets every user's invoices. */
export const InvoicesQuerySchema = z.object({
  status: z
    .enum(INVOICE_STATUSES, { error: 'O parâmetro status deve ser open, paid, canceled ou estornada.' })
    .optional(),
});
export const InvoicesAnswerSchema = z.object({
  items: z.array(InvoiceSchema),
  count: z.number().int(),
});

/** POST /api/admin/faturas/{id}/estorno (admins): the reason is kept with the invoice and logged. */
export const RefundBodySchema = z.object({
  motivo: z
    .string({ error: CHECKOUT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.refundReasonRequired })
    .max(REFUND_REASON_MAX, { error: CHECKOUT_MESSAGES.refundReasonTooLong }),
});
export const RefundAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  faturaId: z.number().int(),
  status: z.literal('estornada'),
});
export type RefundAnswer = z.infer<typeof RefundAnswerSchema>;

/** GET /api/checkouts/pendentes: the caller's own PIX charges waiting to be paid, newest first. */
export const PendingPaymentsAnswerSchema = z.object({
  items: z.array(CheckoutSchema),
  count: z.number().int(),
});

/** POST /api/checkouts/cancelar. */
export const CancelBodySchema = z.object({ checkoutId: z.number().int().positive() });

/** POST /api/checkouts/sandbox/pagar (outside production, PAYMENT_GATEWAY=sandbox). */
export const SandboxPayBodySchema = z.object({ checkoutId: z.number().int().positive() });
