import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { NotaFiscalLink } from './nota-fiscal.tsx';

const invoice = (notaFiscal: Invoice['notaFiscal'], status: Invoice['status'] = 'paid'): Invoice => ({
  id: 7,
  number: 42,
  plan: {
    nome: 'Anual',
    slug: 'pf-anual',
    tipoUsuario: 3,
    valorCentavos: 14990,
    periodoMeses: 12,
    origem: 'novo',
  },
  customer: { nome: 'Cláudia' },
  amount: 149.9,
  amountCents: 14990,
  date: '2026-11-28T12:00:00.000Z',
  status,
  method: 'pix',
  pdf: '/api/planos/faturas/7/pdf',
  checkoutId: 7,
  notaFiscal,
});

describe('NotaFiscalLink', () => {
  it('links the issued nota, named for screen readers with its invoice', () => {
    const html = renderToString(
      <NotaFiscalLink invoice={invoice({ status: 'emitida', url: 'https://asaas.example/nfse/1.pdf' })} />,
    );
    expect(html).toContain('href="https://asaas.example/nfse/1.pdf"');
    expect(html).toMatch(/Nota fiscal<span class="sr-only"> da fatura (<!-- -->)?Nº 000042<\/span>/);
  });

  it('says "Nota fiscal em emissão" while pending, "cancelada" when cancelled', () => {
    expect(renderToString(<NotaFiscalLink invoice={invoice({ status: 'emissao', url: null })} />)).toContain(
      'Nota fiscal em emissão',
    );
    expect(
      renderToString(<NotaFiscalLink invoice={invoice({ status: 'cancelada', url: null })} />),
    ).toContain('Nota fiscal cancelada');
  });

  it('shows nothing without a nota (free month, sandbox, setting off)', () => {
    expect(renderToString(<NotaFiscalLink invoice={invoice(null)} />)).toBe('');
  });
});
