import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DataExportsResponse } from '#shared/contracts/account-data.contract.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { MyDataSection } from './my-data-section.tsx';

const base = {
  id: 3,
  criadaEm: '2026-11-20T13:00:00.000Z',
  prontaEm: null,
  expiraEm: null,
  bytes: null,
  url: null,
} as const;

const html = (state: DataExportsResponse | null) => renderToString(<MyDataSection initial={state} />);

describe('MyDataSection (server-rendered)', () => {
  it('says what the copy holds, and offers it when none was asked', () => {
    const out = html({ ultima: null, podePedir: true, proximoPedidoEm: null });
    expect(out).toContain('id="meus-dados"');
    expect(out).toContain(
      'perfil, anúncios com fotos, favoritos, buscas salvas, conversas, tickets e faturas',
    );
    expect(out).toContain('Preparar meus dados');
    expect(out).not.toContain('Baixar meus dados');
  });

  it('shows a ready export with its link, size and expiry in Brasília time, and when to ask again', () => {
    const out = html({
      ultima: {
        ...base,
        status: 'pronta',
        prontaEm: '2026-11-20T13:01:00.000Z',
        expiraEm: '2026-11-27T13:01:00.000Z',
        bytes: 2_500_000,
        url: '/api/minha-conta/dados/3/arquivo',
      },
      podePedir: false,
      proximoPedidoEm: '2026-11-21T13:00:00.000Z',
    });
    expect(out).toContain('href="/api/minha-conta/dados/3/arquivo"');
    expect(out).toContain('Baixar meus dados');
    expect(out).toContain('2,4 MB');
    expect(out).toContain('27/11/2026 às 10:01');
    expect(out).toContain('Novo pedido a partir de <!-- -->21/11/2026 às 10:00');
  });

  it('shows being prepared, failed and expired in words', () => {
    expect(
      html({ ultima: { ...base, status: 'pendente' }, podePedir: false, proximoPedidoEm: null }),
    ).toContain('Preparando seus dados...');
    expect(html({ ultima: { ...base, status: 'falhou' }, podePedir: true, proximoPedidoEm: null })).toContain(
      'Não conseguimos preparar seus dados.',
    );
    expect(
      html({ ultima: { ...base, status: 'expirada' }, podePedir: true, proximoPedidoEm: null }),
    ).toContain('expirou e foi apagado');
    expect(html(null)).toContain('Não foi possível ver a situação dos seus dados agora.');
  });
});

describe('DeleteAccountSection (server-rendered)', () => {
  it('is a titled section with the button that opens the dialog (closed until asked)', () => {
    const out = renderToString(<DeleteAccountSection />);
    expect(out).toContain('Excluir minha conta');
    expect(out).not.toContain('Sua senha');
  });
});
