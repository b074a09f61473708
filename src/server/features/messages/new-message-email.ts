import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** Characters of the message quoted in the e-mail. */
const EXCERPT_LENGTH = 200;

/**
 * "Você recebeu uma mensagem" (template 'mensagem-nova'): who wrote, about which
 * listing, the message's first 200 characters, and a button to the thread in the panel. Every
 * value is escaped by the layout; the link is absolute, from PUBLIC_URL.
 */
export function newMessageEmail(ctx: {
  publicUrl: string;
  recipientName: string;
  senderName: string;
  title: string;
  conversationId: number;
  content: string;
}): RenderedEmail {
  const chars = Array.from(ctx.content);
  const excerpt = chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : ctx.content;
  const url = new URL(`/painel/mensagens?c=${ctx.conversationId}`, ctx.publicUrl).toString();
  const title = ctx.title.replace(/\s+/g, ' ');
  return renderEmail({
    template: 'mensagem-nova',
    subject: `Nova mensagem de ${ctx.senderName.replace(/\s+/g, ' ')} sobre "${title}"`,
    greetingName: ctx.recipientName,
    intro: [`${ctx.senderName} enviou uma mensagem sobre o anúncio "${title}":`, `“${excerpt}”`],
    action: { label: 'Ver a conversa', url },
    outro: [
      'Para responder, abra a conversa no seu painel do NC Classificados.',
      'Para não receber mais estes avisos, desligue os avisos de mensagens por e-mail em Configurações, no seu painel.',
    ],
  });
}
