import { PLANS_API } from '#shared/contracts/checkouts.constants.ts';
import type { FreeTrialAnswer } from '#shared/contracts/checkouts.contract.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { usedTrialKinds, type AccountKind } from './plans.ts';

/** GET /api/planos[?tipo=pf|pj] (spec 2 §7). */
export function findPlans(api: ApiClient, tipo?: 'pf' | 'pj'): Promise<Plan[]> {
  return api.get<Plan[]>(PLANS_API.list, { query: { tipo } });
}

/**
 * GET /api/planos/mes-gratis: the account types whose free month the caller has used; null
 * without a session (a visitor). Other failures are thrown for the loader to log: the cards then
 * keep the button, and a click shows the server's refusal.
 */
export async function findUsedTrials(api: ApiClient): Promise<AccountKind[] | null> {
  try {
    return usedTrialKinds(await api.get<FreeTrialAnswer>(PLANS_API.freeTrial));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
