import { CHECKOUT_API, PLANS_API } from '#shared/contracts/checkouts.constants.ts';
import type {
  CardAnswerSchema,
  PixAnswerSchema,
  PixPendingAnswerSchema,
  RenewalAnswerSchema,
  TokenizeAnswerSchema,
} from '#shared/contracts/checkouts.contract.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import type { toTokenizeBody } from '#shared/lib/card.ts';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client.ts';

// Types only from the zod contracts: these calls ship with the page, zod does not (the
// server's contract tests check the answers' shape).

export type PixAnswer = z.infer<typeof PixAnswerSchema>;
type PixPendingAnswer = z.infer<typeof PixPendingAnswerSchema>;
type TokenizeAnswer = z.infer<typeof TokenizeAnswerSchema>;
type CardAnswer = z.infer<typeof CardAnswerSchema>;
export type RenewalAnswer = z.infer<typeof RenewalAnswerSchema>;

/** A write to the gateway gives up after this long (then the generic message). */
const GATEWAY_TIMEOUT_MS = 30_000;

export function getPlanBySlug(api: ApiClient, slug: string): Promise<Plan> {
  return api.get(PLANS_API.bySlug(slug));
}

/**
 * POST asaas/pix: the server fills name, document, e-mail and phone from the profile. With
 * `anuncioId` the payment renews that ad (ADR 022), and `planoSlug` is its plan.
 */
export function createPix(api: ApiClient, planoSlug: string, anuncioId?: number): Promise<PixAnswer> {
  return api.post(CHECKOUT_API.pix, anuncioId === undefined ? { planoSlug } : { planoSlug, anuncioId }, {
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
}

/** GET renovacoes/{anuncioId}: what renewing one of the caller's ads costs and gives (404: not theirs). */
export function getRenewal(api: Pick<ApiClient, 'get'>, anuncioId: number): Promise<RenewalAnswer> {
  return api.get(`${CHECKOUT_API.renewal}/${anuncioId}`);
}

/**
 * GET asaas/pix/pendente: the PIX still waiting for this checkout (`id`) or plan (`planoSlug`;
 * with `anuncioId`, that ad's renewal), to show again after a reload; `charge` is null when there
 * is none. It never creates one.
 */
export function findPendingPix(
  api: ApiClient,
  query: { id: string } | { planoSlug: string; anuncioId?: number },
): Promise<PixPendingAnswer> {
  return api.get(CHECKOUT_API.pixPending, { query });
}

export function tokenizeCard(
  api: ApiClient,
  body: ReturnType<typeof toTokenizeBody>,
): Promise<TokenizeAnswer> {
  return api.post(CHECKOUT_API.tokenize, body, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
}

/** POST asaas/card; with `anuncioId` the payment renews that ad, as for the PIX. */
export function payWithCard(
  api: ApiClient,
  planoSlug: string,
  cardToken: string,
  anuncioId?: number,
): Promise<CardAnswer> {
  return api.post(
    CHECKOUT_API.card,
    anuncioId === undefined ? { planoSlug, cardToken } : { planoSlug, cardToken, anuncioId },
    { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) },
  );
}

/** Which checkout to follow: its id (the payment page) or the gateway session (the return page). */
export type CheckoutRef = { id: string } | { session_id: string };

/** GET status: the body is checked by the caller (a bad body is the "erro" state). */
export function getCheckoutStatus(api: ApiClient, ref: CheckoutRef): Promise<unknown> {
  return api.get(CHECKOUT_API.status, { query: ref });
}

/** Outside production with the sandbox gateway: confirms the pending charge. */
export function simulatePayment(api: ApiClient, checkoutId: number): Promise<unknown> {
  return api.post(CHECKOUT_API.sandboxPay, { checkoutId });
}
