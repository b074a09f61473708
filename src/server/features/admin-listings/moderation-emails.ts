import { paths } from '#shared/paths.ts';
import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** The ad an e-mail is about, and where the links point (PUBLIC_URL). */
export interface ModeratedAd {
  publicUrl: string;
  name: string;
  code: number;
  title: string;
  type: number;
  slug: string;
}

const oneLine = (title: string) => title.replace(/\s+/g, ' ').trim();
const link = (path: string, publicUrl: string) => new URL(path, publicUrl).toString();

/** The reason as the advertiser reads it, or what to do when the team gave none. */
function reasonParagraph(reason: string | undefined): string {
  return reason
    ? `Motivo informado pela equipe: ${reason}`
    : 'A equipe não informou um motivo. Se tiver dúvidas, fale com a gente pela página de contato.';
}

/** 'anuncio-aprovado': the ad is live; the button opens its public page. */
export function approvedEmail(ad: ModeratedAd): RenderedEmail {
  const url = link(
    paths.listingDetail.getHref({
      codigoANUNCIO: ad.code,
      tipoANUNCIO: ad.type,
      slugANUNCIO: ad.slug,
      tituloANUNCIO: ad.title,
    }),
    ad.publicUrl,
  );
  return renderEmail({
    template: 'anuncio-aprovado',
    subject: `Seu anúncio "${oneLine(ad.title)}" foi aprovado`,
    greetingName: ad.name,
    intro: [
      `Boa notícia: a equipe do NC Classificados aprovou seu anúncio "${ad.title}". Ele já aparece nas buscas para os seus vizinhos.`,
    ],
    action: { label: 'Ver meu anúncio', url },
    outro: ['Para alterar o anúncio, use o painel em Meus anúncios.'],
  });
}

/** 'anuncio-reprovado': the reason, and the button to the ad's edit page to fix and resend it. */
export function rejectedEmail(ad: ModeratedAd, reason: string | undefined): RenderedEmail {
  return renderEmail({
    template: 'anuncio-reprovado',
    subject: `Seu anúncio "${oneLine(ad.title)}" não foi aprovado`,
    greetingName: ad.name,
    intro: [
      `A equipe do NC Classificados revisou seu anúncio "${ad.title}" e não pôde publicá-lo.`,
      reasonParagraph(reason),
      'Corrija o anúncio e publique de novo: ele volta para a análise da equipe.',
    ],
    action: { label: 'Editar meu anúncio', url: link(`/painel/anuncios/${ad.code}/editar`, ad.publicUrl) },
    outro: [],
  });
}

/** 'anuncio-inativado': the ad left the site, and why. */
export function inactivatedEmail(ad: ModeratedAd, reason: string | undefined): RenderedEmail {
  return renderEmail({
    template: 'anuncio-inativado',
    subject: `Seu anúncio "${oneLine(ad.title)}" foi inativado`,
    greetingName: ad.name,
    intro: [
      `A equipe do NC Classificados inativou seu anúncio "${ad.title}": ele não aparece mais no site.`,
      reasonParagraph(reason),
    ],
    action: { label: 'Ver meus anúncios', url: link('/painel/anuncios', ad.publicUrl) },
    outro: [`Se você acha que houve um engano, escreva para a equipe: ${link('/contato', ad.publicUrl)}`],
  });
}

/** 'alteracao-aprovada': the edit of a live ad is on the site now (ADR 018). */
export function revisionApprovedEmail(ad: ModeratedAd): RenderedEmail {
  const url = link(
    paths.listingDetail.getHref({
      codigoANUNCIO: ad.code,
      tipoANUNCIO: ad.type,
      slugANUNCIO: ad.slug,
      tituloANUNCIO: ad.title,
    }),
    ad.publicUrl,
  );
  return renderEmail({
    template: 'alteracao-aprovada',
    subject: `A alteração do seu anúncio "${oneLine(ad.title)}" foi aprovada`,
    greetingName: ad.name,
    intro: [
      `A equipe do NC Classificados aprovou a alteração do seu anúncio "${ad.title}". Ela já está no ar.`,
    ],
    action: { label: 'Ver meu anúncio', url },
    outro: [],
  });
}

/** 'alteracao-reprovada': the edit was not accepted, why, and that the ad stays as it was (ADR 018). */
export function revisionRejectedEmail(ad: ModeratedAd, reason: string): RenderedEmail {
  return renderEmail({
    template: 'alteracao-reprovada',
    subject: `A alteração do seu anúncio "${oneLine(ad.title)}" não foi aprovada`,
    greetingName: ad.name,
    intro: [
      `A equipe do NC Classificados revisou a alteração do seu anúncio "${ad.title}" e não pôde aprová-la.`,
      reasonParagraph(reason),
      'Seu anúncio continua no ar como estava antes da alteração. Se quiser, corrija e salve de novo: a nova alteração volta para a análise da equipe.',
    ],
    action: { label: 'Editar meu anúncio', url: link(`/painel/anuncios/${ad.code}/editar`, ad.publicUrl) },
    outro: [],
  });
}
