import { ADS_PER_PLAN, CHECKOUT_MESSAGES, FREE_TRIAL_DAYS } from '#shared/contracts/checkouts.constants.ts';
import type { FreeTrialAnswer } from '#shared/contracts/checkouts.contract.ts';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import { USER_TYPES } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { isFreeTrialSlug } from '../../lib/plan-checkout.ts';
import { periodLabel } from '#shared/lib/plan-period.ts';

/**
 * The plans of /anunciar and /painel/planos (spec 2 §2 "Public plans page", §4 "Subscribing",
 * §9): what a card shows and what its button does. Pure, so the rules are unit-tested.
 */

export type AccountKind = 'pf' | 'pj';

/** tipoUsuario 2 is PJ, 3 is PF (spec 2 §3, §6). */
export function kindOf(tipo: number): AccountKind {
  return tipo === USER_TYPES.PJ ? 'pj' : 'pf';
}

export const KIND_LABELS: Record<AccountKind, { title: string; short: string }> = {
  pj: { title: 'Para empresas', short: 'Pessoa jurídica (PJ)' },
  pf: { title: 'Para pessoas físicas', short: 'Pessoa física (PF)' },
};

export function isTrial(plan: Pick<Plan, 'slug' | 'gratis'>): boolean {
  return plan.gratis || isFreeTrialSlug(plan.slug);
}

/** Months of a plan: periodo_meses, else its days divided by 30 (spec 2 §9). */
export function monthsOf(plan: Pick<Plan, 'periodo_meses' | 'tempoPLANO'>): number {
  if (plan.periodo_meses > 0) return plan.periodo_meses;
  return Math.max(1, Math.round(plan.tempoPLANO / 30));
}

/**
 * What a plan buys, in words: "1 anúncio no ar por 12 meses". Each checkout
 * grants one credit, one ad on the site for the plan's period (DESIGN.md §4).
 */
export function whatItBuys(plan: Pick<Plan, 'periodo_meses' | 'tempoPLANO'>): string {
  const months = monthsOf(plan);
  const ads = ADS_PER_PLAN === 1 ? '1 anúncio' : `${ADS_PER_PLAN} anúncios`;
  return `${ads} no ar por ${months} ${months === 1 ? 'mês' : 'meses'}`;
}

const defaultPlan = (tipo: number, period: 'anual' | 'semestral' | 'trimestral', cents: number): Plan => {
  const months = { anual: 12, semestral: 6, trimestral: 3 }[period];
  const nome = { anual: 'Anual', semestral: 'Semestral', trimestral: 'Trimestral' }[period];
  return {
    codigoPLANO: 0,
    nome,
    slug: `${kindOf(tipo)}-${period}`,
    preco_centavos: cents,
    valorPLANO: cents / 100,
    periodo_meses: months,
    tempoPLANO: months * 30,
    destaque: period === 'anual',
    descricao: '',
    atributos: ['1 anúncio por crédito', `Válido por ${periodLabel(months).toLowerCase()}`],
    tipoUsuario: tipo,
    origem: 'novo',
    gratis: false,
  };
};

const defaultTrial = (tipo: number): Plan => ({
  codigoPLANO: 0,
  nome: 'Mês Grátis',
  slug: `${kindOf(tipo)}-mes-gratis`,
  preco_centavos: 0,
  valorPLANO: 0,
  periodo_meses: 1,
  tempoPLANO: FREE_TRIAL_DAYS,
  destaque: false,
  descricao: 'Experimente por 1 mês sem pagar nada. Uma vez por conta.',
  atributos: ['1 anúncio', 'Válido por 1 mês'],
  tipoUsuario: tipo,
  origem: 'novo',
  gratis: true,
});

/**
 * The built-in plans shown when the plans call fails or answers nothing (spec 2 §2, §9): PF
 * 149,90 / 99,90 / 79,90 and PJ 349,90 / 299,90 / 249,90, the annual one highlighted, plus the
 * free month of each type.
 */
export const DEFAULT_PLANS: readonly Plan[] = [
  defaultPlan(USER_TYPES.PJ, 'anual', 34990),
  defaultPlan(USER_TYPES.PJ, 'semestral', 29990),
  defaultPlan(USER_TYPES.PJ, 'trimestral', 24990),
  defaultTrial(USER_TYPES.PJ),
  defaultPlan(USER_TYPES.PF, 'anual', 14990),
  defaultPlan(USER_TYPES.PF, 'semestral', 9990),
  defaultPlan(USER_TYPES.PF, 'trimestral', 7990),
  defaultTrial(USER_TYPES.PF),
];

/** The plans to show: the answer, or the defaults when it is empty (or the call failed: null). */
export function plansOrDefaults(plans: readonly Plan[] | null): readonly Plan[] {
  return plans && plans.length > 0 ? plans : DEFAULT_PLANS;
}

/**
 * PJ first, then PF (spec 2 §2); in each, the paid plans longest first (the annual one, with
 * its "INDICADO" ribbon, leads), the free month last (it has its own banner above).
 */
export function groupPlans(plans: readonly Plan[]): { kind: AccountKind; plans: Plan[] }[] {
  const order = (plan: Plan) => (isTrial(plan) ? -1 : monthsOf(plan));
  return (['pj', 'pf'] as const)
    .map((kind) => ({
      kind,
      plans: plans.filter((p) => kindOf(p.tipoUsuario) === kind).sort((a, b) => order(b) - order(a)),
    }))
    .filter((group) => group.plans.length > 0);
}

/** A paid plan's price per month, in cents (the card's "R$ 12,49 por mês"); null for trials. */
export function monthlyCents(plan: Plan): number | null {
  if (isTrial(plan) || plan.preco_centavos <= 0) return null;
  const months = monthsOf(plan);
  return months > 1 ? Math.round(plan.preco_centavos / months) : null;
}

/**
 * Who is looking: null for a visitor, else the account's type (the viewer's `tipo`) and the
 * account types whose free month it has used (GET /api/planos/mes-gratis; unknown when absent).
 */
export type Subscriber = { tipo: number; usedTrials?: readonly AccountKind[] } | null;

/** The account types whose free month is used, from GET /api/planos/mes-gratis. */
export function usedTrialKinds(answer: FreeTrialAnswer): AccountKind[] {
  return (['pf', 'pj'] as const).filter((kind) => answer.usado[kind]);
}

export type SubscribeAction =
  /** A visitor signs up with the plan (spec 2 §4: /cadastro?plano= from the public page). */
  | { kind: 'register'; href: string }
  /** A plan of the other type, or a free month already used: the card is disabled, with the reason. */
  | { kind: 'blocked'; reason: string }
  /** A free month: free activation (POST activate-free). */
  | { kind: 'activate' }
  /** A paid plan: a checkout session (POST sessions). */
  | { kind: 'checkout' };

/** What the subscribe button of `plan` does for `subscriber` (spec 2 §4 "Subscribing"). */
export function subscribeAction(plan: Plan, subscriber: Subscriber): SubscribeAction {
  if (!subscriber) return { kind: 'register', href: paths.register.getHref({ plano: plan.slug }) };
  const own = kindOf(subscriber.tipo);
  if (kindOf(plan.tipoUsuario) !== own) {
    return {
      kind: 'blocked',
      reason: own === 'pf' ? CHECKOUT_MESSAGES.wrongAccountTypePf : CHECKOUT_MESSAGES.wrongAccountTypePj,
    };
  }
  if (!isTrial(plan)) return { kind: 'checkout' };
  // One free month per account and type (spec 2 §4): a used one says so instead of a click that
  // the server refuses.
  if (subscriber.usedTrials?.includes(own))
    return { kind: 'blocked', reason: CHECKOUT_MESSAGES.trialAlreadyUsed };
  return { kind: 'activate' };
}
