import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingStats, StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import { DashboardStatsCard, type DashboardStats } from './dashboard-stats-card.tsx';
import { ListingStatsLine } from './listing-stats-line.tsx';
import { ListingStatsPage } from './listing-stats-page.tsx';
import { STAT_LABELS } from '#shared/contracts/listing-stats.constants.ts';
import { NO_ACTIVITY, StatsOverview } from './stats-overview.tsx';
import {
  chartSummary,
  contactsOf,
  countLabel,
  formatDay,
  hasNoActivity,
  listingStatsHref,
  viewsAndContacts,
} from './stats-view.ts';

const ZERO: StatCounts = {
  visualizacao: 0,
  whatsapp: 0,
  mapa: 0,
  site: 0,
  redes: 0,
  favorito: 0,
  conversa: 0,
};

/** `n` days ending 2027-11-04, zeros but for `counts` on some of them (by index). */
function daysOf(n: number, counts: Record<number, Partial<StatCounts>> = {}): StatDay[] {
  const last = Date.UTC(2027, 10, 4);
  return Array.from({ length: n }, (_, i) => ({
    dia: new Date(last - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    ...ZERO,
    ...counts[i],
  }));
}

function sum(days: StatDay[]): StatCounts {
  const totals = { ...ZERO };
  for (const day of days)
    for (const key of Object.keys(ZERO) as (keyof StatCounts)[]) totals[key] += day[key];
  return totals;
}

function periodOf(days: StatDay[]) {
  return { de: days[0]!.dia, ate: days[days.length - 1]!.dia, dias: days, totais: sum(days) };
}

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const textOf = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

describe('stats-view', () => {
  it('sums the contact actions, formats days and counts in pt-BR', () => {
    expect(contactsOf({ ...ZERO, whatsapp: 2, mapa: 1, site: 3, redes: 4, favorito: 9, conversa: 9 })).toBe(
      10,
    );
    expect(formatDay('2027-03-09')).toBe('09/03');
    expect(countLabel(1, 'visualizacao')).toBe('1 visualização');
    expect(countLabel(1234, 'visualizacao')).toBe('1.234 visualizações');
    expect(countLabel(0, 'contatos')).toBe('0 contatos');
    expect(viewsAndContacts({ views: 123, contacts: 4 })).toBe('123 visualizações · 4 contatos');
    expect(listingStatsHref(7)).toBe('/painel/anuncios/7/estatisticas');
    expect(hasNoActivity(ZERO)).toBe(true);
    expect(hasNoActivity({ ...ZERO, conversa: 1 })).toBe(false);
  });

  it('summarises the chart: the series, the period, the total and the busiest day', () => {
    const days = daysOf(30, { 3: { visualizacao: 5, whatsapp: 1 }, 10: { visualizacao: 12 } });
    expect(chartSummary(days, 'visualizacao')).toBe(
      'Gráfico de barras: visualizações por dia, de 06/10/2027 a 04/11/2027. Total: 17 visualizações. ' +
        'O dia com mais foi 16/10, com 12 visualizações.',
    );
    expect(chartSummary(days, 'contatos')).toBe(
      'Gráfico de barras: contatos por dia, de 06/10/2027 a 04/11/2027. Total: 1 contato. ' +
        'O dia com mais foi 09/10, com 1 contato.',
    );
  });
});

describe('StatsOverview', () => {
  const days = daysOf(30, {
    0: { visualizacao: 3 },
    3: { visualizacao: 5, whatsapp: 1, mapa: 2 },
    29: { visualizacao: 1, favorito: 1, conversa: 2, site: 1, redes: 1 },
  });
  const markup = html(<StatsOverview stats={periodOf(days)} />);

  it('shows the totals as tiles', () => {
    const tiles = /<dl.*?<\/dl>/s.exec(markup)?.[0] ?? '';
    const text = textOf(tiles);
    expect(text).toMatch(/Visualizações\s*9/);
    expect(text).toMatch(/Contatos.*5/);
    expect(text).toMatch(/Conversas iniciadas\s*2/);
    expect(text).toMatch(/Favoritados\s*1/);
  });

  it('draws the views by default as an image named by its summary, one bar per day with visits', () => {
    const svg = /<svg role="img".*?<\/svg>/s.exec(markup)?.[0] ?? '';
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="${chartSummary(days, 'visualizacao')}"`);
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(markup).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Visualizações<\/button>/);
    expect(markup).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Contatos<\/button>/);
  });

  it('has a table with every day and every counter, behind "Ver tabela"', () => {
    expect(markup).toMatch(/<details[^>]*><summary[^>]*>Ver tabela<\/summary>/);
    const table = /<table.*?<\/table>/s.exec(markup)?.[0] ?? '';
    expect(textOf(/<caption[^>]*>.*?<\/caption>/s.exec(table)?.[0] ?? '')).toBe(
      'Números por dia, de 06/10/2027 a 04/11/2027',
    );
    const headings = [...table.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Dia',
      STAT_LABELS.visualizacao,
      'Contatos (total)',
      STAT_LABELS.whatsapp,
      STAT_LABELS.mapa,
      STAT_LABELS.site,
      STAT_LABELS.redes,
      STAT_LABELS.favorito,
      STAT_LABELS.conversa,
    ]);
    const rows = [...table.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((m) => textOf(m[1]!));
    expect(rows).toEqual([...days.map((d) => formatDay(d.dia)), 'Total']);
    // 09/10: 5 views, 3 contacts (WhatsApp 1, map 2).
    const row = /09\/10<\/time><\/th>(.*?)<\/tr>/.exec(table)?.[1] ?? '';
    expect([...row.matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]))).toEqual([
      5, 3, 1, 2, 0, 0, 0, 0,
    ]);
    // The scrolling box is reachable by keyboard and named by the caption.
    expect(markup).toMatch(/<div role="region" aria-labelledby="[^"]+" tabindex="0"/);
  });

  it('shows the empty state, and neither chart nor table, when nothing was counted', () => {
    const empty = html(<StatsOverview stats={periodOf(daysOf(30))} emptyAction={<a href="/x">Ajuda</a>} />);
    expect(textOf(empty)).toContain(NO_ACTIVITY);
    expect(empty).toContain('href="/x"');
    expect(empty).not.toContain('<svg role="img"');
    expect(empty).not.toContain('<table');
  });
});

describe('DashboardStatsCard', () => {
  const days = daysOf(30, { 5: { visualizacao: 40, whatsapp: 3 } });
  const ad = (codigo: number, views: number) => ({
    ...ZERO,
    codigoANUNCIO: codigo,
    tituloANUNCIO: `Anúncio ${codigo}`,
    visualizacao: views,
    mapa: 1,
  });

  it('shows the period and the most viewed ads (5 at most), each to its statistics', () => {
    const stats: DashboardStats = {
      ...periodOf(days),
      porAnuncio: [1, 2, 3, 4, 5, 6].map((c) => ad(c, 10 - c)),
    };
    const markup = html(<DashboardStatsCard stats={stats} />);
    expect(markup).toContain('>Estatísticas dos últimos 30 dias</h2>');
    expect(markup.match(/href="\/painel\/anuncios\/\d+\/estatisticas"/g)).toHaveLength(5);
    expect(textOf(markup)).toContain('Anúncio 1: estatísticas9 visualizações · 1 contato');
    expect(markup).not.toContain('Anúncio 6');
  });

  it('says so when the statistics could not be loaded', () => {
    expect(textOf(html(<DashboardStatsCard stats={null} />))).toContain(
      'Não foi possível carregar suas estatísticas agora.',
    );
  });

  it('shows the empty state with the way to the ads when nothing was counted', () => {
    const markup = html(<DashboardStatsCard stats={{ ...periodOf(daysOf(30)), porAnuncio: [] }} />);
    expect(textOf(markup)).toContain(NO_ACTIVITY);
    expect(markup).toMatch(/href="\/painel\/anuncios"[^>]*>Ver meus anúncios/);
  });
});

describe('ListingStatsPage', () => {
  it('names the ad, links back and to the public page, over 90 days', () => {
    const days = daysOf(90, { 89: { visualizacao: 1 } });
    const stats: ListingStats = { codigoANUNCIO: 42, tituloANUNCIO: 'Bolo de pote', ...periodOf(days) };
    const markup = html(<ListingStatsPage stats={stats} />);
    expect(markup).toMatch(/<h1[^>]*>Estatísticas do anúncio<\/h1>/);
    expect(markup).toContain('Bolo de pote');
    expect(markup).toMatch(/href="\/painel\/anuncios"[^>]*>.*?Meus anúncios/);
    expect(markup).toMatch(/href="\/anuncios\/42"[^>]*>.*?Ver o anúncio no site/);
    expect(textOf(markup)).toContain('Últimos 90 dias');
    expect(markup.match(/<th scope="row"/g)).toHaveLength(91);
  });
});

describe('ListingStatsLine', () => {
  const listing = { codigoANUNCIO: 9, tituloANUNCIO: 'Marmitas' };

  it("shows the 30 days' views and contacts and the way to the statistics, named after the ad", () => {
    const markup = html(<ListingStatsLine listing={listing} counts={{ views: 123, contacts: 4 }} />);
    expect(textOf(markup)).toContain('123 visualizações · 4 contatos (30 dias)');
    expect(markup).toMatch(/href="\/painel\/anuncios\/9\/estatisticas"[^>]*>.*?Estatísticas.*?Marmitas/);
  });

  it('leaves the counts out when they could not be loaded, the link stays', () => {
    const markup = html(<ListingStatsLine listing={listing} counts={null} />);
    expect(textOf(markup)).not.toContain('visualizaç');
    expect(markup).toContain('/painel/anuncios/9/estatisticas');
  });
});
