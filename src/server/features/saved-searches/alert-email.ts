import type { ListingSummary } from '#shared/contracts/listings.contract.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import { escapeHtml, renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** An ad of an alert, as its card: the search's own card plus its condominium's name. */
export interface AlertAd {
  card: ListingSummary;
  /** The first of its condominiums, by name, and how many more; null when it names none. */
  condominium: { name: string; more: number } | null;
}

const TEMPLATE = 'alerta-busca';

const condominiumLine = (c: AlertAd['condominium']) =>
  c ? `${c.name}${c.more > 0 ? ` e mais ${c.more}` : ''}` : null;

/**
 * The alert of a saved search: up to 10 new ads as cards (photo, title, price, condominium),
 * a button to the search sorted newest first, and the link that stops this search's alerts (also
 * in the List-Unsubscribe header). Every link absolute, from PUBLIC_URL.
 */
export function alertEmail(ctx: {
  publicUrl: string;
  name: string;
  searchName: string;
  frequency: 'imediata' | 'diaria';
  ads: AlertAd[];
  /** The search on its page, newest first (absolute). */
  searchUrl: string;
  unsubscribeUrl: string;
  panelUrl: string;
}): RenderedEmail {
  const n = ctx.ads.length;
  const what = n === 1 ? '1 anúncio novo' : `${n} anúncios novos`;
  const cards = ctx.ads.map(({ card, condominium }) => {
    const url = absoluteUrl(paths.listingDetail.getHref(card), ctx.publicUrl);
    const thumb = card.imagens[0]?.urlThumbIMAGEM;
    const place = condominiumLine(condominium);
    const photo = thumb
      ? `<img src="${escapeHtml(absoluteUrl(thumb, ctx.publicUrl))}" width="96" height="72" alt="" style="display:block;width:96px;height:72px;object-fit:cover;border-radius:8px;border:0">`
      : `<div style="width:96px;height:72px;border-radius:8px;background:#e2e8f0"></div>`;
    const html = `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr>
<td width="108" valign="top"><a href="${escapeHtml(url)}">${photo}</a></td>
<td valign="top">
<p style="margin:0 0 4px;font-size:16px;line-height:1.4;font-weight:600"><a href="${escapeHtml(url)}" style="color:#0f172a;text-decoration:none">${escapeHtml(card.tituloANUNCIO)}</a></p>
<p style="margin:0 0 4px;font-size:15px;color:#0f766e;font-weight:600">${escapeHtml(card.precoANUNCIO)}</p>
${place ? `<p style="margin:0;font-size:14px;color:#475569">Condomínio ${escapeHtml(place)}</p>` : ''}
</td></tr></table>
</td></tr>`;
    const text = [
      `- ${card.tituloANUNCIO} (${card.precoANUNCIO})${place ? `, condomínio ${place}` : ''}`,
      `  ${url}`,
    ];
    return { html, text };
  });
  const unsubscribeHtml = `Você recebe este e-mail porque salvou a busca "${escapeHtml(ctx.searchName)}" no NC Classificados. <a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:#0f766e">Parar de receber alertas desta busca</a> · <a href="${escapeHtml(ctx.panelUrl)}" style="color:#0f766e">Minhas buscas salvas</a>`;
  return renderEmail({
    template: TEMPLATE,
    subject:
      ctx.frequency === 'diaria'
        ? `Resumo do dia: ${what} para "${ctx.searchName}"`
        : `${what[0]!.toUpperCase()}${what.slice(1)} para "${ctx.searchName}"`,
    greetingName: ctx.name,
    intro: [
      ctx.frequency === 'diaria'
        ? `Estes são os anúncios novos desde o último resumo da sua busca "${ctx.searchName}":`
        : `${n === 1 ? 'Acabou de surgir um anúncio novo' : `Acabaram de surgir ${what}`} na sua busca "${ctx.searchName}":`,
    ],
    block: {
      html: `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 8px">${cards.map((c) => c.html).join('\n')}</table>`,
      text: cards.flatMap((c) => c.text),
    },
    action: { label: 'Ver a busca, mais recentes primeiro', url: ctx.searchUrl },
    outro: [],
    footer: {
      html: unsubscribeHtml,
      text: [
        `Você recebe este e-mail porque salvou a busca "${ctx.searchName}" no NC Classificados.`,
        `Parar de receber alertas desta busca: ${ctx.unsubscribeUrl}`,
        `Minhas buscas salvas: ${ctx.panelUrl}`,
      ],
    },
  });
}
