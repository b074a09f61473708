import {
  ADMIN_INVOICES_PAGE_SIZE,
  ADMIN_OVERVIEW_API as API,
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageFilter,
} from '#shared/contracts/admin-overview.constants.ts';
import type {
  AdminInvoicesPage,
  AdminSummary,
  ContactMessagesPage,
  ContactReplyAnswer,
} from '#shared/contracts/admin-overview.contract.ts';
import { CHECKOUT_API } from '#shared/contracts/checkouts.constants.ts';
import type { RefundAnswer } from '#shared/contracts/checkouts.contract.ts';
import { RECONCILIATION_API } from '#shared/contracts/reconciliation.constants.ts';
import type { ReconciliationOverview } from '#shared/contracts/reconciliation.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { InvoiceFilters } from './admin-params.ts';

// The admin dashboard, invoice and contact calls. Types only from the contract: the
// zod schemas stay out of the browser bundle.

export function findAdminSummary(api: ApiClient): Promise<AdminSummary> {
  return api.get(API.summary);
}

/** The nightly payment reconciliation's latest run and open findings. */
export function findReconciliation(api: ApiClient): Promise<ReconciliationOverview> {
  return api.get(RECONCILIATION_API.latest);
}

export function resolveReconciliationFinding(api: ApiClient, findingId: number): Promise<unknown> {
  return api.post(RECONCILIATION_API.resolve(findingId), {});
}

export function findAdminInvoices(api: ApiClient, filters: InvoiceFilters): Promise<AdminInvoicesPage> {
  return api.get(API.invoices, { query: { ...filters, limit: ADMIN_INVOICES_PAGE_SIZE } });
}

/** "Estornar" a paid invoice (admins): at the gateway, then here. */
export function refundInvoice(api: ApiClient, invoiceId: number, motivo: string): Promise<RefundAnswer> {
  return api.post(CHECKOUT_API.refund(invoiceId), { motivo });
}

export function findContactMessages(
  api: ApiClient,
  query: { status: ContactMessageFilter; page: number },
): Promise<ContactMessagesPage> {
  return api.get(API.contacts, { query: { ...query, limit: CONTACT_MESSAGES_PAGE_SIZE } });
}

export function replyToContactMessage(
  api: ApiClient,
  id: number,
  resposta: string,
): Promise<ContactReplyAnswer> {
  return api.post(API.contactReply(id), { resposta });
}
