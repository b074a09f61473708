import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReconciliationOverview } from '#shared/contracts/reconciliation.contract.ts';
import { ReconciliationCardView } from './reconciliation-card.tsx';

const ultima = {
  id: 3,
  iniciadaEm: '2026-11-29T06:30:00.000Z',
  terminadaEm: '2026-11-29T06:30:04.000Z',
  pagamentos: 12,
  corrigidos: 1,
  divergencias: 2,
};

const withFindings: ReconciliationOverview = {
  ultima,
  abertas: [
    {
      id: 7,
      tipo: 'valor_divergente',
      checkoutId: 41,
      pagamentoId: 'pay_abc123',
      valorCheckoutCentavos: 14990,
      valorGatewayCentavos: 14890,
      statusGateway: 'RECEIVED',
      statusCheckout: 'pending',
      criadaEm: '2026-11-29T06:30:04.000Z',
    },
    {
      id: 8,
      tipo: 'sem_checkout',
      checkoutId: null,
      pagamentoId: 'pay_orfao',
      valorCheckoutCentavos: null,
      valorGatewayCentavos: 4990,
      statusGateway: 'CONFIRMED',
      statusCheckout: null,
      criadaEm: '2026-11-29T06:30:04.000Z',
    },
  ],
};

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&nbsp;/g, ' ');

describe('ReconciliationCardView', () => {
  it('shows the last run in Brasília time and each open finding in pt-BR with its button', () => {
    const html = text(renderToString(<ReconciliationCardView overview={withFindings} />));
    expect(html).toContain('Conciliação de pagamentos');
    expect(html).toContain('Última conciliação em 29/11/2026 às 03:30');
    expect(html).toContain('Valor diferente do pagamento');
    expect(html).toContain('Pagamento sem compra correspondente aqui');
    expect(html).toContain('pay_abc123');
    expect(html).toMatch(/R\$\s149,90/);
    expect(html).toMatch(/R\$\s148,90/);
    expect(html).toContain('Situação: RECEIVED');
    expect(html.match(/Marcar como resolvida/g)).toHaveLength(2);
    expect(html).toContain('<span class="sr-only"> a divergência pay_abc123</span>');
    expect(html).not.toContain('Nenhuma divergência');
  });

  it('disables the button of the finding being resolved', () => {
    const html = renderToString(<ReconciliationCardView overview={withFindings} busyId={7} />);
    expect(html.match(/disabled=""/g)).toHaveLength(1);
  });

  it('says so when the last run left nothing open', () => {
    const html = text(renderToString(<ReconciliationCardView overview={{ ultima, abertas: [] }} />));
    expect(html).toContain('Nenhuma divergência na última conciliação.');
    expect(html).not.toContain('<table');
  });

  it('shows an error when the reconciliation could not be loaded', () => {
    const html = renderToString(<ReconciliationCardView overview={null} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Não foi possível carregar a conciliação de pagamentos.');
    expect(html).not.toContain('Nenhuma divergência');
  });
});
