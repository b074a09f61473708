import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/**
 * 'advertencia-conversa': the team's warning to a user whose messages were reported.
 * The text is the admin's (or the standard one); the reporter is never named.
 */
export function warningEmail(w: {
  publicUrl: string;
  name: string;
  conversationTitle: string;
  text: string;
}): RenderedEmail {
  return renderEmail({
    template: 'advertencia-conversa',
    subject: 'Aviso da equipe do NC Classificados sobre suas mensagens',
    greetingName: w.name,
    intro: [
      `A equipe do NC Classificados analisou uma denúncia sobre a conversa "${w.conversationTitle.replace(/\s+/g, ' ').trim()}".`,
      ...w.text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
    ],
    action: { label: 'Ver minhas mensagens', url: new URL('/painel/mensagens', w.publicUrl).toString() },
    outro: [
      `Se você acha que houve um engano, escreva para a equipe: ${new URL('/contato', w.publicUrl).toString()}`,
    ],
  });
}
