import { TICKET_PAGES } from '#shared/paths.ts';
import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** Each non-empty line a paragraph (the layout escapes them; line breaks would collapse in HTML). */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

interface TicketMail {
  id: number;
  /** One line: the contract turns line breaks into spaces (no header injection). */
  subject: string;
  /** The message the e-mail is about. */
  body: string;
}

/** To the user: the team answered (template 'ticket-resposta'). */
export function ticketReplyEmail(t: TicketMail & { userName: string }, publicUrl: string): RenderedEmail {
  return renderEmail({
    template: 'ticket-resposta',
    subject: `Resposta ao seu ticket #${t.id}: ${t.subject}`,
    greetingName: t.userName.split(/\s+/)[0] || t.userName,
    intro: [`A equipe NC respondeu o seu ticket “${t.subject}”:`, ...paragraphs(t.body)],
    action: { label: 'Ver o ticket', url: `${publicUrl}${TICKET_PAGES.user(t.id)}` },
    outro: ['Para continuar a conversa, responda pelo painel.'],
  });
}

/** To the team (CONTACT_EMAIL): a new ticket ('ticket-novo') or a user's reply ('ticket-mensagem'). */
export function ticketTeamEmail(
  kind: 'novo' | 'mensagem',
  t: TicketMail & { userName: string; userEmail: string },
  publicUrl: string,
): RenderedEmail {
  const who = `${t.userName} (${t.userEmail})`;
  return renderEmail({
    template: `ticket-${kind}`,
    subject:
      kind === 'novo'
        ? `[Ticket #${t.id}] Novo: ${t.subject}`
        : `[Ticket #${t.id}] Nova mensagem: ${t.subject}`,
    greetingName: 'equipe',
    intro: [
      kind === 'novo'
        ? `${who} abriu um ticket: “${t.subject}”.`
        : `${who} respondeu o ticket “${t.subject}”.`,
      ...paragraphs(t.body),
    ],
    action: { label: 'Responder no painel', url: `${publicUrl}${TICKET_PAGES.admin(t.id)}` },
    outro: [],
  });
}
