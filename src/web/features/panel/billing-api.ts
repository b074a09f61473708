import { CHECKOUT_API, PLANS_API, type InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import type { Credit, Checkout, Invoice } from '#shared/contracts/checkouts.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** The panel's reads of spec 2 §7 (answers in checkouts.contract.ts). */

/** GET /api/checkouts/creditos-disponiveis. */
export function findAvailableCredits(api: ApiClient): Promise<{ count: number; items: Credit[] }> {
  return api.get(CHECKOUT_API.availableCredits);
}

/** GET /api/planos/usados: plans contracted. */
export function findUsedPlans(api: ApiClient): Promise<{ count: number; items: Checkout[] }> {
  return api.get(PLANS_API.used);
}

/** GET /api/planos/faturas[?status=paid]. */
export function findInvoices(
  api: ApiClient,
  status?: InvoiceStatus,
): Promise<{ count: number; items: Invoice[] }> {
  return api.get(PLANS_API.invoices, { query: { status } });
}
