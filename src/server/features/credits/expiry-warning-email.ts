import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** "dd/mm/aaaa" in Brasília time (the portal's dates). */
function formatExpiryDate(date: Date): string {
  return date.toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/**
 * The warning that an ad's period ends soon: buy a new plan (`/painel/planos`) and publish
 * the ad again from its edit page. Links are absolute, from PUBLIC_URL.
 */
export function expiryWarningEmail(ctx: {
  publicUrl: string;
  name: string;
  listingCode: number;
  title: string;
  endsAt: Date;
}): RenderedEmail {
  const date = formatExpiryDate(ctx.endsAt);
  const plans = new URL('/painel/planos', ctx.publicUrl).toString();
  const edit = new URL(`/painel/anuncios/${ctx.listingCode}/editar`, ctx.publicUrl).toString();
  return renderEmail({
    template: 'aviso-expiracao',
    subject: `Seu anúncio "${ctx.title.replace(/\s+/g, ' ')}" expira em ${date}`,
    greetingName: ctx.name,
    intro: [
      `O período do seu anúncio "${ctx.title}" termina em ${date}. Depois disso ele fica inativo e sai das buscas do NC Classificados.`,
      'Para continuar anunciando, compre um novo plano e publique o anúncio de novo.',
    ],
    action: { label: 'Ver planos', url: plans },
    outro: [`Para revisar ou publicar o anúncio de novo: ${edit}`],
  });
}
