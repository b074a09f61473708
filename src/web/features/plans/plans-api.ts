import { PLANS_API } from '#shared/contracts/checkouts.constants.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** GET /api/planos[?tipo=pf|pj] (spec 2 §7). */
export function findPlans(api: ApiClient, tipo?: 'pf' | 'pj'): Promise<Plan[]> {
  return api.get<Plan[]>(PLANS_API.list, { query: { tipo } });
}
