import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import { ONE_AD_ON_THE_AIR_RULE } from '../../lib/plan-rule.ts';
import { MyPlansPage } from './my-plans-page.tsx';
import { PlanCard } from './plan-card.tsx';
import { DEFAULT_PLANS, subscribeAction, type Subscriber } from './plans.ts';

const plan = (slug: string) => DEFAULT_PLANS.find((p) => p.slug === slug)!;
const html = (slug: string, subscriber: Subscriber) =>
  renderToString(
    <MemoryRouter>
      <PlanCard plan={plan(slug)} action={subscribeAction(plan(slug), subscriber)} />
    </MemoryRouter>,
  );

describe('PlanCard (server-rendered)', () => {
  it('shows the annual plan with its ribbon, "1 Ano" and the BRL price; a visitor signs up', () => {
    const out = html('pf-anual', null);
    expect(out).toContain('INDICADO');
    expect(out).toContain('1 Ano');
    expect(out).toContain('R$\u00a0149,90');
    expect(out).toContain('href="/cadastro?plano=pf-anual"');
  });

  it('shows a free month as "Mês grátis", never as R$ 0,00', () => {
    const out = html('pj-mes-gratis', null);
    expect(out).toContain('Mês grátis');
    expect(out).not.toContain('R$\u00a00,00');
    expect(out).not.toContain('INDICADO');
  });

  it('disables a plan of the other type, the reason linked to the button', () => {
    const out = html('pj-anual', { tipo: 3 });
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="plano-pj-anual-motivo"/);
    expect(out).toContain(`id="plano-pj-anual-motivo"`);
    expect(out).toContain(CHECKOUT_MESSAGES.wrongAccountTypePf);
  });

  it('says what the plan buys', () => {
    expect(html('pf-anual', null)).toContain('1 anúncio no ar por 12 meses');
    expect(html('pj-mes-gratis', null)).toContain('1 anúncio no ar por 1 mês');
  });

  it('disables a used free month, the reason visible and linked to the button', () => {
    const out = html('pf-mes-gratis', { tipo: 3, usedTrials: ['pf'] });
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="plano-pf-mes-gratis-motivo"/);
    expect(out).toMatch(
      new RegExp(`id="plano-pf-mes-gratis-motivo"[^>]*>.*${CHECKOUT_MESSAGES.trialAlreadyUsed}`),
    );
  });

  it('gives a logged-in user of the right type an active button', () => {
    const out = html('pf-semestral', { tipo: 3 });
    expect(out).toMatch(/<button type="button"/);
    expect(out).not.toContain('disabled=""');
    expect(out).not.toContain('/cadastro');
  });
});

describe('MyPlansPage: the rule of a credit (ADR 023)', () => {
  it('says one ad on the air at a time, beside "1 unidade do seu plano"', () => {
    const out = renderToString(
      <MemoryRouter>
        <MyPlansPage accountType={3} plans={DEFAULT_PLANS} used={[]} credits={[]} usedTrials={[]} />
      </MemoryRouter>,
    );
    expect(out).toContain(CHECKOUT_MESSAGES.oneAdOneUnit);
    expect(out).toContain(ONE_AD_ON_THE_AIR_RULE);
  });
});
