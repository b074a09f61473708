import { Check, Gift, Lock, Megaphone } from 'lucide-react';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { formatCents } from '#shared/lib/price.ts';
import { isTrial, kindOf, monthlyCents, monthsOf, whatItBuys, type SubscribeAction } from './plans.ts';
import { SubscribeButton } from './subscribe-button.tsx';
import { periodLabel } from '#shared/lib/plan-period.ts';

/**
 * One plan (spec 2 §2 "Public plans page"): name, period ("1 Ano" for 12 months), price in BRL
 * (a free month says "Mês grátis", never R$ 0,00), what it buys ("1 anúncio no ar por 12 meses"),
 * what it includes, and its subscribe button.
 * The annual (highlighted) plan carries the "INDICADO" ribbon. A plan of the other account type
 * is greyed out, with the reason.
 */
export function PlanCard({ plan, action }: { plan: Plan; action: SubscribeAction }) {
  const trial = isTrial(plan);
  const isHighlighted = plan.destaque && !trial;
  const isBlocked = action.kind === 'blocked';
  const months = monthsOf(plan);
  const perMonth = monthlyCents(plan);
  const headingId = `plano-${plan.slug}`;
  const reasonId = `plano-${plan.slug}-motivo`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-xl border bg-white p-5 sm:p-6 ${
        isHighlighted ? 'border-teal-700 shadow-md ring-1 ring-teal-700' : 'border-slate-200'
      } ${isBlocked ? 'bg-slate-50' : ''}`}
    >
      {isHighlighted ? (
        <p className="absolute -top-3 right-5 rounded-full bg-amber-500 px-3 py-0.5 text-xs font-bold tracking-wide text-slate-900">
          INDICADO
        </p>
      ) : null}
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {trial ? <Gift aria-hidden="true" className="size-5 text-teal-700" /> : null}
        {plan.nome}
        <span className="sr-only"> ({kindOf(plan.tipoUsuario).toUpperCase()})</span>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{periodLabel(months)}</p>
      <p className="mt-4">
        {trial ? (
          <span className="text-3xl font-semibold tracking-tight text-emerald-800">Mês grátis</span>
        ) : (
          <span className="text-3xl font-semibold tracking-tight text-slate-900">
            {formatCents(plan.preco_centavos)}
          </span>
        )}
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {perMonth !== null
          ? `equivale a ${formatCents(perMonth)} por mês`
          : trial
            ? 'Uma vez por conta, sem cartão'
            : ''}
      </p>
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-teal-50 px-3 py-2 text-[15px] font-semibold text-teal-900">
        <Megaphone aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
        {whatItBuys(plan)}
      </p>
      {plan.descricao ? <p className="mt-4 text-[15px] text-slate-700">{plan.descricao}</p> : null}
      {plan.atributos.length > 0 ? (
        <ul className="mt-4 space-y-2 text-[15px] text-slate-700">
          {plan.atributos.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        {isBlocked ? (
          <p id={reasonId} className="mb-3 flex gap-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {action.reason}
          </p>
        ) : null}
        <SubscribeButton
          plan={plan}
          action={action}
          label={trial ? 'Começar grátis' : 'Assinar'}
          isHighlighted={isHighlighted}
          reasonId={reasonId}
        />
      </div>
    </article>
  );
}
