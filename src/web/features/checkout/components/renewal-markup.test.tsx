import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentRenewal } from '../renewal.ts';
import { EMPTY_CARD_FORM } from './card-payment-form.tsx';
import { PaymentPage, type PaymentPageProps } from './payment-page.tsx';
import { RenewalSummary } from './renewal-summary.tsx';
import { RenewalUnavailable } from './renewal-unavailable.tsx';

const renewal: PaymentRenewal = {
  anuncioId: 41,
  titulo: 'Bolo de pote',
  // Midnight in Brasília: the dates are Brasília's days.
  fimAtual: '2026-12-10T03:00:00.000Z',
  isEnded: false,
  novoFim: '2027-12-10T03:00:00.000Z',
};

/** Text without React's SSR separators between adjacent text nodes. */
const text = (html: string) => html.replaceAll('<!-- -->', '');

/** Renders inside a router (links, search params), as the panel does. */
function inRouter(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return text(renderToString(<Stub initialEntries={['/']} />));
}

describe('RenewalSummary', () => {
  it('names the ad, until when it is on the site and until when it will be once renewed', () => {
    const html = text(renderToString(<RenewalSummary renewal={renewal} />));
    expect(html).toContain('aria-labelledby="renovacao-titulo"');
    expect(html).toMatch(/<h2 id="renovacao-titulo"[^>]*>Renovação do anúncio<\/h2>/);
    expect(html).toContain('Bolo de pote');
    expect(html).toContain('No ar até 10/12/2026');
    expect(html).toContain('Com a renovação: no ar até 10/12/2027');
    expect(html).not.toContain('Encerrado');
  });

  it('says "Encerrado em" for an ad whose run already ended', () => {
    const html = text(
      renderToString(
        <RenewalSummary renewal={{ ...renewal, fimAtual: '2026-11-20T03:00:00.000Z', isEnded: true }} />,
      ),
    );
    expect(html).toContain('Encerrado em 20/11/2026');
    expect(html).not.toContain('No ar até 20/11/2026');
  });

  it('leaves out the dates it does not have', () => {
    const html = text(renderToString(<RenewalSummary renewal={{ ...renewal, novoFim: null }} />));
    expect(html).toContain('No ar até 10/12/2026');
    expect(html).not.toContain('Com a renovação');
  });
});

describe('RenewalUnavailable', () => {
  it('shows the ad, the reason in an alert, and links to the plans and to the ads', () => {
    const html = inRouter(<RenewalUnavailable titulo="Bolo de pote" motivo={M.renewalTooLate} />);
    expect(html).toMatch(/<h1[^>]*>Renovar anúncio<\/h1>/);
    expect(html).toContain('Bolo de pote');
    expect(html).toMatch(/role="status"[\s\S]*Este anúncio foi encerrado há mais de 30 dias/);
    expect(html).toMatch(/href="\/painel\/planos"[^>]*>Ver planos</);
    expect(html).toMatch(/href="\/painel\/anuncios"[^>]*>Meus anúncios</);
  });
});

describe('PaymentPage', () => {
  const props: PaymentPageProps = {
    slug: 'pf-anual',
    checkoutId: null,
    method: 'pix',
    plan: { nome: 'Anual', slug: 'pf-anual', priceCents: 14990, periodLabel: '12 meses' },
    planProblem: null,
    hasDocument: true,
    cardDefaults: EMPTY_CARD_FORM,
    resumed: null,
  };

  it('renewing an ad: "Renovar anúncio", the summary above the methods, no "1 unidade" line', () => {
    const html = inRouter(<PaymentPage {...props} renewal={renewal} />);
    expect(html).toMatch(/<h1[^>]*>Renovar anúncio<\/h1>/);
    expect(html).toContain('Pague a renovação por PIX ou cartão de crédito.');
    expect(html.indexOf('Renovação do anúncio')).toBeGreaterThan(-1);
    expect(html.indexOf('Renovação do anúncio')).toBeLessThan(html.indexOf('Forma de pagamento'));
    expect(html).toContain('Com a renovação: no ar até 10/12/2027');
    expect(html).not.toContain(M.oneAdOneUnit);
    expect(html).toContain('Gerar código PIX');
  });

  it('buying a plan is unchanged: "Pagamento", no summary, the "1 unidade" line', () => {
    const html = inRouter(<PaymentPage {...props} />);
    expect(html).toMatch(/<h1[^>]*>Pagamento<\/h1>/);
    expect(html).toContain('Pague o seu plano por PIX ou cartão de crédito.');
    expect(html).not.toContain('Renovação do anúncio');
    expect(html).toContain(M.oneAdOneUnit);
  });

  it("an ad that cannot be renewed: its reason as the plan's problem, and no way to pay", () => {
    const html = inRouter(
      <PaymentPage {...props} planProblem={M.renewalFreePlan} renewal={{ ...renewal, novoFim: null }} />,
    );
    expect(html).toContain(M.renewalFreePlan);
    expect(html).not.toContain('Gerar código PIX');
    expect(html).not.toContain('Forma de pagamento');
  });
});
