import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';
import { formatDateTimeBr } from '#shared/contracts/account-data.contract.ts';

/**
 * "Seus dados estão prontos" (issue 36 item 2): a link to the settings page's "Meus dados",
 * where the file downloads with the session (never a link that works without it), and until when.
 */
export function exportReadyEmail(ctx: { publicUrl: string; name: string; expiresAt: Date }): RenderedEmail {
  const page = new URL('/painel/configuracoes#meus-dados', ctx.publicUrl).toString();
  return renderEmail({
    template: 'dados-prontos',
    subject: 'Seus dados do NC Classificados estão prontos',
    greetingName: ctx.name,
    intro: [
      'O arquivo com os seus dados (perfil, anúncios com fotos, favoritos, buscas salvas, conversas, tickets e faturas) está pronto.',
      `Para baixar, entre na sua conta e abra Configurações > Meus dados. O arquivo fica disponível até ${formatDateTimeBr(ctx.expiresAt)}.`,
    ],
    action: { label: 'Baixar meus dados', url: page },
    outro: ['Se não foi você quem pediu, troque sua senha e fale com a gente pela página de contato.'],
  });
}
