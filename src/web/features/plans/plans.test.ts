import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import { periodLabel } from '#shared/lib/plan-period.ts';
import {
  DEFAULT_PLANS,
  groupPlans,
  monthlyCents,
  monthsOf,
  plansOrDefaults,
  subscribeAction,
  usedTrialKinds,
  whatItBuys,
} from './plans.ts';

const bySlug = (slug: string) => DEFAULT_PLANS.find((p) => p.slug === slug)!;

describe('periodLabel (spec 2 §2, §9)', () => {
  it('shows 12 months as "1 Ano"', () => {
    expect(periodLabel(12)).toBe('1 Ano');
    expect(periodLabel(24)).toBe('2 Anos');
  });
  it('shows other periods in months', () => {
    expect(periodLabel(6)).toBe('6 meses');
    expect(periodLabel(3)).toBe('3 meses');
    expect(periodLabel(1)).toBe('1 mês');
  });
  it('divides days by 30 when the months are missing', () => {
    expect(monthsOf({ periodo_meses: 0, tempoPLANO: 180 })).toBe(6);
    expect(monthsOf({ periodo_meses: 0, tempoPLANO: 30 })).toBe(1);
    expect(monthsOf({ periodo_meses: 12, tempoPLANO: 365 })).toBe(12);
  });
});

describe('default plans (spec 2 §9)', () => {
  it('has the fallback prices, annual highlighted', () => {
    const paid = DEFAULT_PLANS.filter((p) => !p.gratis).map((p) => [p.slug, p.preco_centavos, p.destaque]);
    expect(paid).toEqual([
      ['pj-anual', 34990, true],
      ['pj-semestral', 29990, false],
      ['pj-trimestral', 24990, false],
      ['pf-anual', 14990, true],
      ['pf-semestral', 9990, false],
      ['pf-trimestral', 7990, false],
    ]);
  });
  it('has a free month of 30 days per type, at no price', () => {
    expect(bySlug('pf-mes-gratis')).toMatchObject({ preco_centavos: 0, tempoPLANO: 30, gratis: true });
    expect(bySlug('pj-mes-gratis')).toMatchObject({ preco_centavos: 0, tipoUsuario: 2, gratis: true });
  });
  it('replaces a failed or empty answer only', () => {
    expect(plansOrDefaults(null)).toBe(DEFAULT_PLANS);
    expect(plansOrDefaults([])).toBe(DEFAULT_PLANS);
    const one = [bySlug('pf-anual')];
    expect(plansOrDefaults(one)).toBe(one);
  });
});

describe('groupPlans', () => {
  it('puts PJ first, then PF; the longest first and the free month last', () => {
    const shuffled = [...DEFAULT_PLANS].reverse();
    expect(groupPlans(shuffled).map((g) => [g.kind, g.plans.map((p) => p.slug)])).toEqual([
      ['pj', ['pj-anual', 'pj-semestral', 'pj-trimestral', 'pj-mes-gratis']],
      ['pf', ['pf-anual', 'pf-semestral', 'pf-trimestral', 'pf-mes-gratis']],
    ]);
  });
  it('leaves out a type without plans', () => {
    expect(groupPlans([bySlug('pf-anual')]).map((g) => g.kind)).toEqual(['pf']);
  });
});

describe('monthlyCents', () => {
  it('divides the price by the months; nothing for a trial or a one-month plan', () => {
    expect(monthlyCents(bySlug('pf-anual'))).toBe(1249);
    expect(monthlyCents(bySlug('pf-mes-gratis'))).toBeNull();
  });
});

describe('subscribeAction (spec 2 §4 "Subscribing")', () => {
  it('sends a visitor to sign up with the plan', () => {
    expect(subscribeAction(bySlug('pf-anual'), null)).toEqual({
      kind: 'register',
      href: '/cadastro?plano=pf-anual',
    });
  });
  it('blocks a plan of the other account type, with the reason', () => {
    expect(subscribeAction(bySlug('pj-anual'), { tipo: 3 })).toEqual({
      kind: 'blocked',
      reason: CHECKOUT_MESSAGES.wrongAccountTypePf,
    });
    expect(subscribeAction(bySlug('pf-mes-gratis'), { tipo: 2 })).toEqual({
      kind: 'blocked',
      reason: CHECKOUT_MESSAGES.wrongAccountTypePj,
    });
  });
  it('blocks a free month the account has used, with the reason; the other paid plans stay', () => {
    expect(subscribeAction(bySlug('pf-mes-gratis'), { tipo: 3, usedTrials: ['pf'] })).toEqual({
      kind: 'blocked',
      reason: CHECKOUT_MESSAGES.trialAlreadyUsed,
    });
    expect(subscribeAction(bySlug('pf-anual'), { tipo: 3, usedTrials: ['pf'] })).toEqual({
      kind: 'checkout',
    });
    // The PJ one used by this (now PF) account does not block the PF free month.
    expect(subscribeAction(bySlug('pf-mes-gratis'), { tipo: 3, usedTrials: ['pj'] })).toEqual({
      kind: 'activate',
    });
  });
  it('activates a free month and opens a checkout for a paid plan', () => {
    expect(subscribeAction(bySlug('pf-mes-gratis'), { tipo: 3 })).toEqual({ kind: 'activate' });
    expect(subscribeAction(bySlug('pj-trimestral'), { tipo: 2 })).toEqual({ kind: 'checkout' });
  });
});

describe('whatItBuys', () => {
  it('says how many ads stay on the site and for how long', () => {
    expect(whatItBuys(bySlug('pf-anual'))).toBe('1 anúncio no ar por 12 meses');
    expect(whatItBuys(bySlug('pj-semestral'))).toBe('1 anúncio no ar por 6 meses');
    expect(whatItBuys(bySlug('pf-mes-gratis'))).toBe('1 anúncio no ar por 1 mês');
    expect(whatItBuys({ periodo_meses: 0, tempoPLANO: 90 })).toBe('1 anúncio no ar por 3 meses');
  });
});

describe('usedTrialKinds', () => {
  it('lists the account types whose free month is used', () => {
    expect(usedTrialKinds({ usado: { pf: true, pj: false } })).toEqual(['pf']);
    expect(usedTrialKinds({ usado: { pf: false, pj: false } })).toEqual([]);
  });
});
