import { CHECKOUT_API, PLANS_API, type InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import type { Credit, Checkout, Invoice } from '#shared/contracts/checkouts.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import { MY_LISTINGS_API } from '#shared/contracts/my-listings.constants.ts';
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

/**
 * The published-ads counter (spec 2 §2 dashboard; §9: the dashboard fetches 1 item): GET
 * /api/minha-conta/anuncios?status=publicado&limit=1, whose `total` is the count.
 */
export async function countPublishedListings(api: ApiClient): Promise<{ count: number }> {
  const page = await api.get<Paged<unknown>>(MY_LISTINGS_API.list, {
    query: { status: 'publicado', limit: 1 },
  });
  return { count: page.total };
}

/** GET /api/checkouts/pendentes: the user's PIX charges still waiting to be paid. */
export function findPendingPayments(api: ApiClient): Promise<{ count: number; items: Checkout[] }> {
  return api.get(CHECKOUT_API.pending);
}

/** POST /api/checkouts/cancelar: cancels a pending charge (at the gateway first). */
export function cancelPendingPayment(api: ApiClient, checkoutId: number): Promise<Checkout> {
  return api.post(CHECKOUT_API.cancel, { checkoutId });
}
