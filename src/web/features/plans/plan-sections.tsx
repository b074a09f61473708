import type { Plan } from '#shared/contracts/plans.contract.ts';
import { PlanCard } from './plan-card.tsx';
import { groupPlans, KIND_LABELS, subscribeAction, type Subscriber } from './plans.ts';

/** The plan cards by account type, PJ first, then PF (spec 2 §2). */
export function PlanSections({
  plans,
  subscriber,
  showKindHeadings = true,
}: {
  plans: readonly Plan[];
  subscriber: Subscriber;
  showKindHeadings?: boolean;
}) {
  return (
    <div className="space-y-12">
      {groupPlans(plans).map((group) => {
        const headingId = `planos-${group.kind}`;
        return (
          <section key={group.kind} aria-labelledby={showKindHeadings ? headingId : undefined}>
            {showKindHeadings ? (
              <h2 id={headingId} className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">
                {KIND_LABELS[group.kind].title}{' '}
                <span className="text-base font-normal text-slate-600">
                  ({KIND_LABELS[group.kind].short})
                </span>
              </h2>
            ) : null}
            <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
              {group.plans.map((plan) => (
                <li key={plan.slug}>
                  <PlanCard plan={plan} action={subscribeAction(plan, subscriber)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
