import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../features/listing-stats/dashboard-stats-card.tsx';
import type { LiveListing } from '../../features/my-listings/listing-run.ts';
import type { PanelContext } from '../../features/panel/panel-context.ts';
import PanelDashboardRoute from './dashboard.tsx';
import type { Route } from './+types/dashboard';

const NOW = '2027-11-01T12:00:00.000Z';
const viewer: PanelContext['viewer'] = {
  email: 'ana@example.com',
  name: 'Ana Souza',
  role: 'ANUNCIANTE',
  codigo: 3,
  tipo: 3,
  ativo: true,
  nivel: 2,
  validacao: 1,
};

/** The dashboard page as the server renders it from this loader answer. */
function render(liveListings: LiveListing[] | null, stats: DashboardStats | null = null): string {
  const loaderData: Route.ComponentProps['loaderData'] = {
    credits: 1,
    plansContracted: 1,
    paidInvoices: 0,
    publishedListings: liveListings?.length ?? 0,
    latestPaid: null,
    liveListings,
    stats,
    now: NOW,
  };
  const props = { loaderData } as Route.ComponentProps;
  const Stub = createRoutesStub([
    {
      path: '/painel',
      Component: () => <Outlet context={{ viewer } satisfies PanelContext} />,
      children: [{ index: true, Component: () => <PanelDashboardRoute {...props} /> }],
    },
  ]);
  return renderToString(<Stub initialEntries={['/painel']} />);
}

/** The "Anúncios no ar" card's HTML. */
function cardOf(html: string): string {
  return /<section aria-labelledby="anuncios-no-ar-titulo".*?<\/section>/s.exec(html)?.[0] ?? '';
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the dashboard\'s "Anúncios no ar" card (issue 35)', () => {
  it('lists the ads with their end, a link to edit each, Renovar when renewable, and "Ver todos"', () => {
    const card = cardOf(
      render([
        {
          codigoANUNCIO: 7,
          tituloANUNCIO: 'Aulas de violão',
          credito: { checkoutId: 2, endsAt: '2027-11-04T15:00:00.000Z' },
        },
        {
          codigoANUNCIO: 8,
          tituloANUNCIO: 'Bolo de pote',
          credito: { checkoutId: 3, endsAt: '2028-06-12T15:00:00.000Z' },
        },
        { codigoANUNCIO: 9, tituloANUNCIO: 'Marmitas', credito: null },
      ]),
    );
    expect(card).toContain('>Anúncios no ar</h2>');
    expect(card).toMatch(/<a[^>]*href="\/painel\/anuncios"[^>]*>Ver todos/);
    expect(card).toMatch(/<a[^>]*href="\/painel\/anuncios\/7\/editar"[^>]*>Aulas de violão<\/a>/);
    expect(card).toMatch(/<a[^>]*href="\/painel\/anuncios\/9\/editar"[^>]*>Marmitas<\/a>/);
    const text = textOf(card);
    expect(text).toContain('No ar até 04/11/2027 · faltam 3 dias');
    expect(text).toContain('No ar até 12/06/2028');
    // Renovar only for the one ending within 30 days, named after it.
    expect(card.match(/\/renovar"/g)).toHaveLength(1);
    expect(card).toMatch(/href="\/painel\/anuncios\/7\/renovar"[^>]*>.*?Renovar.*?Aulas de violão/);
  });

  it('says so when there is no ad on the air', () => {
    expect(textOf(cardOf(render([])))).toContain('Nenhum anúncio no ar.');
  });

  it('shows a short message when the ads could not be loaded, the rest of the dashboard intact', () => {
    const html = render(null);
    expect(textOf(cardOf(html))).toContain('Não foi possível carregar seus anúncios no ar agora.');
    expect(textOf(html)).toContain('Olá, Ana!');
    expect(html).toContain('Última fatura paga');
  });
});

describe("the dashboard's statistics card (issue 35 item 2)", () => {
  const cardOf = (html: string) =>
    /<section aria-labelledby="estatisticas-titulo".*?<\/section>/s.exec(html)?.[0] ?? '';
  const zero = { visualizacao: 0, whatsapp: 0, mapa: 0, site: 0, redes: 0, favorito: 0, conversa: 0 };

  it('shows the last 30 days: tiles, chart, table and the most viewed ads', () => {
    const stats: DashboardStats = {
      de: '2027-10-03',
      ate: '2027-11-01',
      dias: [
        { dia: '2027-10-31', ...zero, visualizacao: 4 },
        { dia: '2027-11-01', ...zero, visualizacao: 2, whatsapp: 1 },
      ],
      totais: { ...zero, visualizacao: 6, whatsapp: 1 },
      porAnuncio: [
        { codigoANUNCIO: 7, tituloANUNCIO: 'Aulas de violão', ...zero, visualizacao: 6, whatsapp: 1 },
      ],
    };
    const card = cardOf(render([], stats));
    expect(card).toContain('>Estatísticas dos últimos 30 dias</h2>');
    expect(card).toContain('<svg role="img"');
    expect(card).toContain('<table');
    expect(card).toMatch(/href="\/painel\/anuncios\/7\/estatisticas"[^>]*>Aulas de violão/);
    expect(textOf(card)).toContain('6 visualizações · 1 contato');
  });

  it('shows a short message when the statistics could not be loaded, the rest of the dashboard intact', () => {
    const html = render([], null);
    expect(textOf(cardOf(html))).toContain('Não foi possível carregar suas estatísticas agora.');
    expect(textOf(html)).toContain('Olá, Ana!');
    expect(html).toContain('Última fatura paga');
  });
});
