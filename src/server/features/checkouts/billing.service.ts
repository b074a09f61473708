import {
  CHECKOUT_MESSAGES as M,
  PLANS_API,
  type InvoiceStatus,
} from '#shared/contracts/checkouts.constants.ts';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { periodLabel } from '#shared/lib/plan-period.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JobInfo } from '../../lib/job-queue.ts';
import type { CheckoutsRepository, InvoiceListRow, InvoiceRow } from './checkouts.repository.ts';
import { renderInvoicePdf, type ReceiptIssuer } from './invoice-pdf.ts';
import type { createServiceInvoices } from './service-invoices.ts';

/**
 * What a payment leaves behind (spec 2 §7 "Plans"; ADR 019): the invoices, their receipts in PDF
 * and, with ASAAS_NFSE on Asaas, their notas fiscais de serviço. The invoice itself is written by
 * the payment's grant (payments.service).
 */

interface Caller {
  code: number;
  isAdmin: boolean;
}

/** The invoice columns every screen shows (the user's and the admin's lists). */
type InvoiceFields = Pick<
  InvoiceRow,
  | 'id'
  | 'number'
  | 'planName'
  | 'planSlug'
  | 'planUserType'
  | 'planPriceCents'
  | 'planPeriodMonths'
  | 'planOrigin'
  | 'payerName'
  | 'amountCents'
  | 'paidAt'
  | 'issuedAt'
  | 'status'
  | 'method'
  | 'checkoutId'
>;

/**
 * An invoice row as the contracts show it (spec 2 §3 "Invoice (server)"): the one mapping, which
 * the user's list completes with the nota fiscal and the admins' (admin-overview) with the
 * payer's account.
 */
export function invoiceOf(r: InvoiceFields): Omit<Invoice, 'notaFiscal'> {
  return {
    id: r.id,
    number: r.number,
    plan: {
      nome: r.planName,
      slug: r.planSlug,
      tipoUsuario: r.planUserType,
      valorCentavos: r.planPriceCents,
      periodoMeses: r.planPeriodMonths,
      origem: r.planOrigin,
    },
    customer: { nome: r.payerName },
    amount: r.amountCents / 100,
    amountCents: r.amountCents,
    date: (r.paidAt ?? r.issuedAt).toISOString(),
    status: r.status,
    method: r.method,
    pdf: r.status === 'paid' || r.status === 'estornada' ? PLANS_API.invoicePdf(r.id) : null,
    checkoutId: r.checkoutId,
  };
}

/**
 * What the buyer sees of a nota fiscal: its PDF once the municipality authorized it, "em emissão"
 * before (and while an error waits for the operator), or cancelled.
 */
function notaFiscalOf(nota: { status: string; pdfUrl: string | null }): NonNullable<Invoice['notaFiscal']> {
  if (nota.status === 'CANCELED') return { status: 'cancelada', url: null };
  const issued = ['AUTHORIZED', 'PROCESSING_CANCELLATION', 'CANCELLATION_DENIED'].includes(nota.status);
  if (issued && nota.pdfUrl) return { status: 'emitida', url: nota.pdfUrl };
  return { status: 'emissao', url: null };
}

const toInvoice = (r: InvoiceListRow): Invoice => ({
  ...invoiceOf(r),
  notaFiscal: r.serviceInvoice ? notaFiscalOf(r.serviceInvoice) : null,
});

export function createBillingService(deps: {
  repo: CheckoutsRepository;
  /** The receipts' issuer (RECEIPT_ISSUER_*). */
  issuer: ReceiptIssuer;
  /** The notas fiscais at the gateway, when ASAAS_NFSE is on (service-invoices.ts); else null. */
  serviceInvoices: ReturnType<typeof createServiceInvoices> | null;
}) {
  const { repo, serviceInvoices } = deps;

  return {
    /** The caller's invoices (everyone's for an admin), newest first. */
    async invoices(caller: Caller, status?: InvoiceStatus) {
      const rows = await repo.listInvoices({ userCode: caller.isAdmin ? undefined : caller.code, status });
      const items = rows.map(toInvoice);
      return { items, count: items.length };
    },

    /**
     * A paid (or paid and refunded: it says "Estornada") invoice's receipt (its owner's or any, for
     * an admin); 404 otherwise.
     */
    async invoicePdf(caller: Caller, id: number): Promise<{ number: number; pdf: Buffer }> {
      const inv = await repo.findInvoice(id);
      const paid = inv?.status === 'paid' || inv?.status === 'estornada';
      if (!inv || (!caller.isAdmin && inv.userCode !== caller.code) || !paid || !inv.paidAt) {
        throw notFound(M.invoiceNotFound);
      }
      const pdf = await renderInvoicePdf({
        number: inv.number,
        issuedAt: inv.issuedAt,
        paidAt: inv.paidAt,
        planName: inv.planName,
        periodLabel: periodLabel(inv.planPeriodMonths),
        amountCents: inv.amountCents,
        payerName: inv.payerName,
        payerDocument: inv.payerDocument,
        method: inv.method,
        cardLast4: inv.cardLast4,
        issuer: deps.issuer,
        refundedAt: inv.status === 'estornada' ? (inv.refundedAt ?? inv.paidAt) : null,
      });
      return { number: inv.number, pdf };
    },

    /** Whether a granted payment's invoice gets a nota fiscal (ASAAS_NFSE on a gateway that issues them). */
    issuesServiceInvoices: serviceInvoices !== null,

    /**
     * The `nota-fiscal` job: schedules an invoice's nota at the gateway. A job queued before
     * ASAAS_NFSE was turned off completes doing nothing.
     */
    async scheduleServiceInvoice(invoiceId: number, job: JobInfo): Promise<void> {
      if (serviceInvoices) await serviceInvoices.schedule(invoiceId, job);
    },

    /** An INVOICE_* webhook event's nota, re-fetched from the gateway (ADR 019). */
    async refreshServiceInvoice(gatewayInvoiceId: string): Promise<void> {
      if (serviceInvoices) await serviceInvoices.refresh(gatewayInvoiceId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
