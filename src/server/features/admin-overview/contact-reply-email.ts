import type { ContactMessage } from '#shared/contracts/admin-overview.contract.ts';
import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';
import { TIME_ZONE } from '../../lib/periods.ts';

/** Each non-empty line a paragraph (the layout escapes them; line breaks would collapse in HTML). */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The team's reply to a message sent through /contato (template 'resposta-contato'). The reply
 * first, then the visitor's own message for context. The footer says not to answer the e-mail,
 * so the button leads back to the contact form. The subject came through the contact contract,
 * which stripped its line breaks (no header injection).
 */
export function contactReplyEmail(
  m: Pick<ContactMessage, 'nome' | 'assunto' | 'mensagem' | 'recebidaEm'> & { resposta: string | null },
  publicUrl: string,
): RenderedEmail {
  const receivedOn = new Date(m.recebidaEm).toLocaleDateString('pt-BR', { timeZone: TIME_ZONE });
  return renderEmail({
    template: 'resposta-contato',
    subject: `Resposta à sua mensagem: ${m.assunto}`,
    greetingName: m.nome.split(/\s+/)[0] || m.nome,
    intro: [
      'Respondemos a mensagem que você enviou pelo formulário de contato do NC:',
      ...paragraphs(m.resposta ?? ''),
    ],
    action: { label: 'Escrever outra mensagem', url: `${publicUrl}/contato` },
    outro: [`Sua mensagem de ${receivedOn}, “${m.assunto}”:`, ...paragraphs(m.mensagem)],
  });
}
