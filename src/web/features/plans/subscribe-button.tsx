import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { isExternalUrl, startPlanCheckout } from '../../lib/plan-checkout.ts';
import { kindOf, type SubscribeAction } from './plans.ts';

/**
 * The card's button (spec 2 §4 "Subscribing"): a visitor's link to /cadastro?plano=, a disabled
 * button for the other account type or a used free month (the reason is beside it, linked by
 * aria-describedby), or
 * the free activation / checkout session, which then follows the answer's redirect.
 */
export function SubscribeButton({
  plan,
  action,
  label,
  isHighlighted,
  reasonId,
}: {
  plan: Plan;
  action: SubscribeAction;
  label: string;
  isHighlighted: boolean;
  reasonId: string;
}) {
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const variant = isHighlighted ? 'primary' : 'secondary';
  const className = 'w-full';
  const name = <span className="sr-only"> o plano {describe(plan)}</span>;

  if (action.kind === 'register') {
    return (
      <Link to={action.href} className={buttonClass(variant, className)}>
        {label}
        {name}
      </Link>
    );
  }
  if (action.kind === 'blocked') {
    return (
      <Button variant={variant} className={className} disabled aria-describedby={reasonId}>
        {label}
        {name}
      </Button>
    );
  }

  async function onClick() {
    setIsBusy(true);
    const step = await startPlanCheckout(createApiClient(), plan.slug);
    if (isExternalUrl(step.to)) window.location.assign(step.to);
    // A refusal's reason rides in the history state, for the next page to show.
    else await navigate(step.to, step.notice ? { state: { notice: step.notice } } : undefined);
  }

  return (
    <Button
      variant={variant}
      className={className}
      isLoading={isBusy}
      loadingText={action.kind === 'activate' ? 'Ativando...' : 'Abrindo pagamento...'}
      onClick={() => void onClick()}
    >
      {label}
      {name}
    </Button>
  );
}

function describe(plan: Plan): string {
  return `${plan.nome} ${kindOf(plan.tipoUsuario).toUpperCase()}`;
}
