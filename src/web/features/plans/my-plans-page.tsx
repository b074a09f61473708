import { CalendarCheck, Ticket } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import type { Checkout, Credit } from '#shared/contracts/checkouts.contract.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { ONE_AD_ON_THE_AIR_RULE } from '../../lib/plan-rule.ts';
import { PlanSections } from './plan-sections.tsx';
import { KIND_LABELS, kindOf, type AccountKind } from './plans.ts';

/**
 * The account's plans: its type, the credits available (each with its plan and validity), the
 * plans contracted and the plan cards of its type, to buy another.
 */
export function MyPlansPage({
  accountType,
  plans,
  used,
  credits,
  usedTrials,
}: {
  accountType: number;
  plans: readonly Plan[];
  used: readonly Checkout[];
  credits: readonly Credit[];
  usedTrials: readonly AccountKind[];
}) {
  const kind = kindOf(accountType);
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Meus planos</h1>
        <p className="mt-2 text-lg text-slate-600">
          Tipo de conta: <strong className="font-semibold text-slate-900">{KIND_LABELS[kind].short}</strong>
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="creditos-titulo"
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="creditos-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Ticket aria-hidden="true" className="size-5 text-teal-700" />
            Créditos disponíveis ({credits.length})
          </h2>
          {credits.length === 0 ? (
            <p className="mt-3 text-slate-600">{CHECKOUT_MESSAGES.noCredits}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200">
              {credits.map((credit) => (
                <li key={credit.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <span className="font-medium text-slate-900">{credit.planName}</span>
                  <span className="text-[15px] text-slate-600">
                    de {formatDate(credit.startsAt)} até {formatDate(credit.endsAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="contratados-titulo"
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2
            id="contratados-titulo"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <CalendarCheck aria-hidden="true" className="size-5 text-teal-700" />
            Planos contratados ({used.length})
          </h2>
          {used.length === 0 ? (
            <p className="mt-3 text-slate-600">Nenhum plano contratado ainda.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200">
              {used.map((checkout) => (
                <li key={checkout.checkoutId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <span className="font-medium text-slate-900">{checkout.planName}</span>
                  <span className="text-[15px] text-slate-600">
                    {checkout.method === 'free' ? 'Mês grátis' : formatCents(checkout.amountCents)}
                    {' · '}
                    {formatDate(checkout.paidAt ?? checkout.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="contratar-titulo">
        <h2 id="contratar-titulo" className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">
          Contratar um plano
        </h2>
        <p className="text-slate-600">{CHECKOUT_MESSAGES.oneAdOneUnit}</p>
        <p className="mb-6 text-slate-600">{ONE_AD_ON_THE_AIR_RULE}</p>
        {plans.length === 0 ? (
          <EmptyState message="Nenhum plano disponível agora." />
        ) : (
          <PlanSections
            plans={plans}
            subscriber={{ tipo: accountType, usedTrials }}
            showKindHeadings={false}
          />
        )}
      </section>
    </div>
  );
}
