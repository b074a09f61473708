import { NEWSLETTER_TOKEN_HOURS } from '#shared/contracts/newsletter.contract.ts';
import { renderEmail, type RenderedEmail } from '../accounts/emails/layout.ts';

/** The double opt-in link; built from PUBLIC_URL, never from the request's Host. */
export function newsletterConfirmationEmail(publicUrl: string, token: string): RenderedEmail {
  const url = new URL('/newsletter/confirmar', publicUrl);
  url.searchParams.set('token', token);
  return renderEmail({
    template: 'newsletter',
    subject: 'Confirme sua inscrição na newsletter do NC Classificados',
    greetingName: 'vizinho(a)',
    intro: [
      'Recebemos um pedido para inscrever este e-mail na newsletter do NC Classificados: novidades, destaques e dicas para quem compra e vende dentro do condomínio.',
      'Para começar a receber, confirme a inscrição.',
    ],
    action: { label: 'Confirmar inscrição', url: url.toString() },
    outro: [
      `O link vale por ${NEWSLETTER_TOKEN_HOURS} horas e só pode ser usado uma vez.`,
      'Se não foi você que pediu, ignore esta mensagem: sem a confirmação, nada será enviado.',
    ],
  });
}
