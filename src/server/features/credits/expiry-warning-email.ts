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
 * The warning that an ad's period ends soon: renew it in one tap (its renewal page pays the same
 * plan by PIX or card and keeps it on the air, ADR 022), or buy another plan. Links are absolute,
 * from PUBLIC_URL.
 */
export function expiryWarningEmail(ctx: {
  publicUrl: string;
  name: string;
  listingCode: number;
  title: string;
  endsAt: Date;
}): RenderedEmail {
  const date = formatExpiryDate(ctx.endsAt);
  const renew = new URL(`/painel/anuncios/${ctx.listingCode}/renovar`, ctx.publicUrl).toString();
  const plans = new URL('/painel/planos', ctx.publicUrl).toString();
  return renderEmail({
    template: 'aviso-expiracao',
    subject: `Seu anúncio "${ctx.title.replace(/\s+/g, ' ')}" expira em ${date}`,
    greetingName: ctx.name,
    intro: [
      `O período do seu anúncio "${ctx.title}" termina em ${date}. Depois disso ele fica inativo e sai das buscas do NC Classificados.`,
      'Renove agora pelo mesmo plano, por PIX ou cartão: o anúncio continua no ar, sem nova análise, e o novo período começa quando o atual termina.',
    ],
    action: { label: 'Renovar anúncio', url: renew },
    outro: [`Prefere outro plano? Veja os planos: ${plans}`],
  });
}
