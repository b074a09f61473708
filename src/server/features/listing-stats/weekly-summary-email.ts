import { STAT_LABELS } from '#shared/contracts/listing-stats.constants.ts';
import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** One week's totals over all of an advertiser's ads. Contacts: WhatsApp, map, site and social links. */
export interface WeekTotals {
  views: number;
  contacts: number;
  conversations: number;
  favorites: number;
}

/** One of the week's most viewed ads. */
export interface TopListing {
  title: string;
  views: number;
  contacts: number;
}

interface WeeklySummary {
  name: string;
  /** The week, Monday and Sunday, `AAAA-MM-DD` (Brasília's days). */
  from: string;
  to: string;
  week: WeekTotals;
  /** The week before; null when nothing was counted in it (no comparison then). */
  previous: WeekTotals | null;
  /** Up to 5, the most viewed first. */
  top: TopListing[];
}

const number = new Intl.NumberFormat('pt-BR');
const change = new Intl.NumberFormat('pt-BR', { signDisplay: 'exceptZero' });

/** `AAAA-MM-DD` as `dd/mm/aaaa`. */
const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** "1 visualização", "123 visualizações". */
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** "Visualizações: 123 (+15 em relação à semana anterior)", or without the comparison. */
function line(label: string, value: number, before: number | undefined): string {
  const total = `${label}: ${number.format(value)}`;
  if (before === undefined) return total;
  const diff = value - before;
  return diff === 0
    ? `${total} (igual à semana anterior)`
    : `${total} (${change.format(diff)} em relação à semana anterior)`;
}

/**
 * The weekly summary of an advertiser's statistics (template 'resumo-semanal', ADR 024): the
 * week's totals of all their ads with the change from the week before, the 5 most viewed ads,
 * a button to the panel and how to turn it off. Every value is escaped by the layout; links are
 * absolute, from PUBLIC_URL.
 */
export function weeklySummaryEmail(ctx: WeeklySummary & { publicUrl: string }): RenderedEmail {
  const { week, previous } = ctx;
  const panel = new URL('/painel', ctx.publicUrl).toString();
  const settings = new URL('/painel/configuracoes', ctx.publicUrl).toString();
  const headline =
    week.views > 0
      ? plural(week.views, 'visualização', 'visualizações')
      : week.contacts > 0
        ? plural(week.contacts, 'contato', 'contatos')
        : null;
  const subject = headline
    ? `Seu resumo semanal: ${headline} nos seus anúncios`
    : 'Seu resumo semanal dos anúncios no NC Classificados';
  const top = ctx.top.map(
    (ad, i) =>
      `${i + 1}. ${ad.title.replace(/\s+/g, ' ')}: ${plural(ad.views, 'visualização', 'visualizações')}, ` +
      plural(ad.contacts, 'contato', 'contatos'),
  );
  return renderEmail({
    template: 'resumo-semanal',
    subject,
    greetingName: ctx.name,
    intro: [
      `Veja como foram seus anúncios no NC Classificados na semana de ${brDate(ctx.from)} a ${brDate(ctx.to)}:`,
      line(STAT_LABELS.visualizacao, week.views, previous?.views),
      line('Contatos (WhatsApp, mapa, site e redes sociais)', week.contacts, previous?.contacts),
      line(STAT_LABELS.conversa, week.conversations, previous?.conversations),
      line(STAT_LABELS.favorito, week.favorites, previous?.favorites),
      ...(top.length > 0 ? ['Seus anúncios mais vistos na semana:', ...top] : []),
    ],
    action: { label: 'Ver as estatísticas no painel', url: panel },
    outro: [`Não quer mais receber este resumo? Desligue em Configurações, no seu painel: ${settings}`],
  });
}
