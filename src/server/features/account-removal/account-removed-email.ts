import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/**
 * The confirmation that an account was deleted (issue 36 item 3), to the address it had: what
 * went, what stays and why (the privacy page says the same), and that the address can sign up
 * again. Queued in the deletion's transaction, before the address is erased.
 */
export function accountRemovedEmail(ctx: {
  publicUrl: string;
  name: string;
  byAdmin: boolean;
}): RenderedEmail {
  const privacy = new URL('/privacidade', ctx.publicUrl).toString();
  return renderEmail({
    template: 'conta-excluida',
    subject: 'Sua conta no NC Classificados foi excluída',
    greetingName: ctx.name,
    intro: [
      ctx.byAdmin
        ? 'Sua conta no NC Classificados foi excluída por um administrador do portal.'
        : 'Confirmamos a exclusão da sua conta no NC Classificados, como você pediu.',
      'Seus anúncios e fotos, favoritos, buscas salvas e a inscrição na newsletter foram apagados, e todas as sessões foram encerradas.',
      'Nas conversas, quem falou com você passa a ver "Usuário removido". As faturas ficam guardadas pelo prazo fiscal de 5 anos, como a lei exige, com os dados de pagador que já estavam nelas.',
      'Se quiser voltar, você pode criar uma nova conta com este mesmo e-mail quando quiser.',
    ],
    outro: [`O que guardamos, por quanto tempo e por quê: ${privacy}`],
  });
}
