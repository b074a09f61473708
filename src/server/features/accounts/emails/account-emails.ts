import { renderEmail, type RenderedEmail } from '../../../adapters/email/layout.ts';

/**
 * The four account e-mails, in Portuguese. `publicUrl` is the configured PUBLIC_URL;
 * tokens travel only in these one-time links.
 */
export interface AccountEmailContext {
  publicUrl: string;
  name: string;
}

function link(publicUrl: string, path: string, token?: string): string {
  const url = new URL(path, publicUrl);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export const CONFIRMATION_HOURS = 48;
export const RESET_MINUTES = 60;

/** After sign-up: confirm the address (link valid 48 h). */
export function confirmationEmail(
  ctx: AccountEmailContext,
  token: string,
  after: { plano?: string; redirect?: string } = {},
): RenderedEmail {
  const url = new URL(link(ctx.publicUrl, '/confirmar', token));
  // The plan chosen before signing up: /confirmar offers to log in and go on to its checkout.
  if (after.plano) url.searchParams.set('plano', after.plano);
  // The page that sent the visitor to sign up (a search to save): the login returns there.
  if (after.redirect) url.searchParams.set('redirect', after.redirect);
  return renderEmail({
    template: 'confirmacao',
    subject: 'Confirme seu e-mail no NC Classificados',
    greetingName: ctx.name,
    intro: [
      'Que bom ter você no NC Classificados! Para ativar sua conta e começar a anunciar para seus vizinhos, confirme seu e-mail.',
    ],
    action: { label: 'Confirmar meu e-mail', url: url.toString() },
    outro: [
      `O link vale por ${CONFIRMATION_HOURS} horas e só pode ser usado uma vez.`,
      'Se você não se cadastrou no NC Classificados, ignore esta mensagem.',
    ],
  });
}

/** "Reenviar confirmação": a new link; the earlier ones stop working. */
export function resendConfirmationEmail(ctx: AccountEmailContext, token: string): RenderedEmail {
  return renderEmail({
    template: 'reenvio',
    subject: 'Seu novo link de confirmação do NC Classificados',
    greetingName: ctx.name,
    intro: ['Você pediu um novo link para confirmar seu e-mail. É só clicar no botão abaixo.'],
    action: { label: 'Confirmar meu e-mail', url: link(ctx.publicUrl, '/confirmar', token) },
    outro: [
      `O link vale por ${CONFIRMATION_HOURS} horas e só pode ser usado uma vez. Links enviados antes deste não funcionam mais.`,
      'Se não foi você que pediu, ignore esta mensagem.',
    ],
  });
}

/** "Esqueci minha senha": a reset link valid 1 h. */
export function recoveryEmail(ctx: AccountEmailContext, token: string, plano?: string): RenderedEmail {
  const url = new URL(link(ctx.publicUrl, '/redefinir-senha', token));
  // The plan chosen before logging in: after the new password, the login goes on to its checkout.
  if (plano) url.searchParams.set('plano', plano);
  return renderEmail({
    template: 'recuperacao',
    subject: 'Redefinição de senha do NC Classificados',
    greetingName: ctx.name,
    intro: [
      'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, clique no botão abaixo.',
    ],
    action: { label: 'Redefinir minha senha', url: url.toString() },
    outro: [
      `O link vale por ${RESET_MINUTES} minutos e só pode ser usado uma vez.`,
      'Se não foi você que pediu, ignore esta mensagem: sua senha continua a mesma.',
    ],
  });
}

/** After a reset: notice to the account's address (v5:6.3.7). */
export function passwordChangedEmail(ctx: AccountEmailContext): RenderedEmail {
  return renderEmail({
    template: 'senha-alterada',
    subject: 'Sua senha do NC Classificados foi alterada',
    greetingName: ctx.name,
    intro: [
      'A senha da sua conta no NC Classificados acabou de ser alterada. Por segurança, encerramos as sessões abertas em outros aparelhos.',
    ],
    action: { label: 'Entrar no NC Classificados', url: link(ctx.publicUrl, '/entrar') },
    outro: [
      'Se foi você, não precisa fazer nada.',
      `Se não foi você, peça uma nova senha agora em ${link(ctx.publicUrl, '/esqueci-senha')} e fale com o nosso suporte.`,
    ],
  });
}
