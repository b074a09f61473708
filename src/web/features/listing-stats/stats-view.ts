import type { StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import { CONTACT_KINDS, STAT_KINDS, STAT_LABELS } from '#shared/contracts/listing-stats.constants.ts';

/**
 * What the panel shows of the advertisers' statistics (issue 35 item 2): the contacts summed,
 * pt-BR numbers and days, the chart's series and its spoken summary. Pure, so the server's page
 * and the browser's agree.
 */

/** The chart shows one series at a time: the views (by default) or the contacts. */
export type ChartSeries = 'visualizacao' | 'contatos';
export const CHART_SERIES: readonly ChartSeries[] = ['visualizacao', 'contatos'];
export const SERIES_LABELS: Record<ChartSeries, string> = {
  visualizacao: STAT_LABELS.visualizacao,
  contatos: 'Contatos',
};

/** "Contatos": WhatsApp, map, site and social links (CONTACT_KINDS), where there is room for one number. */
export function contactsOf(counts: StatCounts): number {
  return CONTACT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
}

export function seriesValue(counts: StatCounts, series: ChartSeries): number {
  return series === 'contatos' ? contactsOf(counts) : counts.visualizacao;
}

/** Nothing counted at all in the period: the empty state instead of a chart of zeros. */
export function hasNoActivity(totals: StatCounts): boolean {
  return STAT_KINDS.every((kind) => totals[kind] === 0);
}

const NUMBER = new Intl.NumberFormat('pt-BR');

/** 1234 -> "1.234". */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** `aaaa-mm-dd` (a Brasília day, as the API sends it) -> "dd/mm"; read as text, so no time zone shifts it. */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** `aaaa-mm-dd` -> "dd/mm/aaaa". */
function formatFullDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** "1 visualização", "12 visualizações"; "1 contato", "0 contatos". */
export function countLabel(value: number, series: ChartSeries): string {
  const [one, many] = series === 'contatos' ? ['contato', 'contatos'] : ['visualização', 'visualizações'];
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** "123 visualizações · 4 contatos": an ad's line in "Meus anúncios" and the dashboard's list. */
export function viewsAndContacts(counts: { views: number; contacts: number }): string {
  return `${countLabel(counts.views, 'visualizacao')} · ${countLabel(counts.contacts, 'contatos')}`;
}

/** The period in words: "de 02/10/2027 a 31/10/2027". */
export function periodLabel(from: string, to: string): string {
  return `de ${formatFullDay(from)} a ${formatFullDay(to)}`;
}

/** The day with the most of the series (the first of a tie), or null when every day is 0. */
export function peakOf(days: readonly StatDay[], series: ChartSeries): { day: string; value: number } | null {
  let peak: { day: string; value: number } | null = null;
  for (const day of days) {
    const value = seriesValue(day, series);
    if (value > 0 && (peak === null || value > peak.value)) peak = { day: day.dia, value };
  }
  return peak;
}

/**
 * The chart's accessible name: what it shows, the period, the total and the busiest day. The
 * numbers of every day are in the table beside it ("Ver tabela").
 */
export function chartSummary(days: readonly StatDay[], series: ChartSeries): string {
  const what = `Gráfico de barras: ${SERIES_LABELS[series].toLowerCase()} por dia`;
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return `${what}, sem dados.`;
  const total = days.reduce((sum, day) => sum + seriesValue(day, series), 0);
  const peak = peakOf(days, series);
  const busiest = peak
    ? ` O dia com mais foi ${formatDay(peak.day)}, com ${countLabel(peak.value, series)}.`
    : '';
  return `${what}, ${periodLabel(first.dia, last.dia)}. Total: ${countLabel(total, series)}.${busiest}`;
}

/** The panel's page of one ad's statistics. */
export function listingStatsHref(listingCode: number): string {
  return `/painel/anuncios/${listingCode}/estatisticas`;
}
