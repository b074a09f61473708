import { NEWSLETTER_CANCEL_PAGE, NEWSLETTER_TOKEN_HOURS } from '#shared/contracts/newsletter.contract.ts';
import { escapeHtml, renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

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

/** The absolute link of the cancel page (/newsletter/cancelar?token=), from PUBLIC_URL. */
function newsletterCancelUrl(publicUrl: string, cancelToken: string): string {
  const url = new URL(NEWSLETTER_CANCEL_PAGE, publicUrl);
  url.searchParams.set('token', cancelToken);
  return url.toString();
}

/**
 * Adds the unsubscribe footer (LGPD: leave at any time, in one click, without logging in) to a
 * rendered e-mail. Every e-mail sent to newsletter subscribers goes through this, with the
 * subscription's cancel token: under the card in the HTML, after the signature in the text.
 */
function withNewsletterFooter(email: RenderedEmail, publicUrl: string, cancelToken: string): RenderedEmail {
  const url = newsletterCancelUrl(publicUrl, cancelToken);
  const why = 'Você recebe este e-mail porque se inscreveu na newsletter do NC Classificados.';
  const footerHtml = `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:0 24px 24px">
<p style="margin:0;max-width:560px;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(why)} Não quer mais receber? <a href="${escapeHtml(url)}" style="color:#0f766e">Cancelar inscrição</a>.</p>
</td></tr>
</table>
</body>`;
  return {
    ...email,
    html: email.html.replace('</body>', footerHtml),
    text: `${email.text}\n${why}\nPara cancelar a inscrição: ${url}\n`,
  };
}

/**
 * After a successful confirmation: says the subscription is active and gives the cancel link
 * (the app sends no newsletter issues yet; this is where the subscriber first receives it).
 */
export function newsletterWelcomeEmail(publicUrl: string, cancelToken: string): RenderedEmail {
  const email = renderEmail({
    template: 'newsletter-confirmada',
    subject: 'Inscrição confirmada na newsletter do NC Classificados',
    greetingName: 'vizinho(a)',
    intro: [
      'Sua inscrição na newsletter do NC Classificados está confirmada. A partir de agora você vai receber novidades, destaques e dicas para quem compra e vende dentro do condomínio.',
    ],
    action: { label: 'Ver anúncios do meu condomínio', url: new URL('/', publicUrl).toString() },
    outro: [
      'Você pode cancelar a inscrição quando quiser, sem precisar entrar na sua conta: use o link "Cancelar inscrição" no fim deste e de todos os e-mails da newsletter.',
    ],
  });
  return withNewsletterFooter(email, publicUrl, cancelToken);
}
