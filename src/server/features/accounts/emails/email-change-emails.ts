import {
  EMAIL_CHANGE_PAGES,
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_UNDO_DAYS,
} from '#shared/contracts/email-change.contract.ts';
import { renderEmail, type RenderedEmail } from '../../../adapters/email/layout.ts';
import type { AccountEmailContext } from './account-emails.ts';

/** The two e-mails of an e-mail change (issue 36 item 4), in Portuguese. */

function link(publicUrl: string, path: string, token?: string): string {
  const url = new URL(path, publicUrl);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** To the NEW address: the link that makes the change. */
export function emailChangeConfirmationEmail(
  ctx: AccountEmailContext,
  token: string,
  newEmail: string,
): RenderedEmail {
  return renderEmail({
    template: 'troca-email',
    subject: 'Confirme seu novo e-mail no NC Classificados',
    greetingName: ctx.name,
    intro: [
      `Você pediu para trocar o e-mail da sua conta no NC Classificados para ${newEmail}. Para concluir a troca, confirme que este endereço é seu.`,
    ],
    action: {
      label: 'Confirmar meu novo e-mail',
      url: link(ctx.publicUrl, EMAIL_CHANGE_PAGES.confirm, token),
    },
    outro: [
      `O link vale por ${EMAIL_CHANGE_CONFIRM_HOURS} horas e só pode ser usado uma vez. Até você abrir o link, o e-mail da conta continua o mesmo.`,
      'Se você não pediu essa troca, ignore esta mensagem: nada muda na conta.',
    ],
  });
}

/** To the OLD address, once the change is made: a notice with the undo link (7 days). */
export function emailChangedNoticeEmail(
  ctx: AccountEmailContext,
  token: string,
  emails: { oldEmail: string; newEmail: string },
): RenderedEmail {
  return renderEmail({
    template: 'email-alterado',
    subject: 'O e-mail da sua conta no NC Classificados foi alterado',
    greetingName: ctx.name,
    intro: [
      `O e-mail da sua conta no NC Classificados foi trocado de ${emails.oldEmail} para ${emails.newEmail}. A partir de agora, avisos e links de senha vão para o novo endereço.`,
      'Se foi você, não precisa fazer nada.',
      `Se não foi você, desfaça a troca pelo botão abaixo: o e-mail volta a ser ${emails.oldEmail} e encerramos todas as sessões abertas da conta.`,
    ],
    action: {
      label: 'Não fui eu: desfazer a troca',
      url: link(ctx.publicUrl, EMAIL_CHANGE_PAGES.undo, token),
    },
    outro: [
      `O link vale por ${EMAIL_CHANGE_UNDO_DAYS} dias e só pode ser usado uma vez. Depois de desfazer, crie uma nova senha em ${link(ctx.publicUrl, '/esqueci-senha')}.`,
    ],
  });
}
