import type { Checkout, Credit } from '#shared/contracts/checkouts.contract.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { findAvailableCredits, findUsedPlans } from '../../features/panel/billing-api.ts';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { usePanel } from '../../features/panel/panel-context.ts';
import { MyPlansPage } from '../../features/plans/my-plans-page.tsx';
import { findPlans, findUsedTrials } from '../../features/plans/plans-api.ts';
import { kindOf, plansOrDefaults } from '../../features/plans/plans.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/plans';

/**
 * /painel/planos (spec 2 §2 "Panel plans"): the account type, the plans contracted, the credits
 * available (each with its plan and validity) and the plan cards of the user's type. A failed
 * call shows an empty list (the plan cards fall back to the built-in plans of spec 2 §9).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createApiClient({ context, request });
  // The layout's loader checks the session beside this one; the type picks the plans to show.
  const user = await findSessionUser(context, request);
  const kind = user ? kindOf(user.tipo) : undefined;
  const [plans, used, credits, usedTrials] = await Promise.allSettled([
    findPlans(api, kind),
    findUsedPlans(api),
    findAvailableCredits(api),
    findUsedTrials(api),
  ]);
  const settled = <T,>(what: string, result: PromiseSettledResult<T>, fallback: T): T => {
    if (result.status === 'fulfilled') return result.value;
    if (isWorthLogging(result.reason)) {
      context.app.log.warn({ err: result.reason }, `painel/planos: ${what} indisponível`);
    }
    return fallback;
  };
  const all = plansOrDefaults(settled('planos', plans, null as Plan[] | null));
  return {
    plans: kind ? all.filter((p) => kindOf(p.tipoUsuario) === kind) : all,
    used: settled('planos usados', used, { count: 0, items: [] as Checkout[] }).items,
    credits: settled('créditos', credits, { count: 0, items: [] as Credit[] }).items,
    // Unknown (the call failed): the free month's button stays, and a refusal shows the server's reason.
    usedTrials: settled('uso do mês grátis', usedTrials, null) ?? [],
  };
}

export const meta = () => [{ title: 'Meus planos | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelPlans({ loaderData }: Route.ComponentProps) {
  const { viewer } = usePanel();
  return <MyPlansPage accountType={viewer.tipo} {...loaderData} />;
}
