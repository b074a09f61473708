import { extractLinks } from './links.ts';
import type { MailMessage, MailTransport } from './mailer.ts';

/** Where the outbox tells the operator about each message (the app's logger). */
export interface OutboxLog {
  info(msg: string): void;
}

/**
 * No SMTP configured: the whole message stays in the outbox table, where /dev/emails shows it
 * with its links. Nothing leaves the machine (`enviado_em` stays empty). "Delivering" writes the
 * message's links to the server's log, one line per message with only its address and subject
 * beside them (never the body): that is how whoever runs `npm start` confirms an account, since
 * in production /dev/emails opens for admins only.
 */
export function createOutboxTransport(log?: OutboxLog): MailTransport {
  return {
    kind: 'outbox',
    async deliver(message) {
      log?.info(outboxLogLine(message));
    },
  };
}

/**
 * `E-mail para maria@x.com guardado na caixa de saída (Confirme seu e-mail): http://...`, with
 * no quotes, which a JSON log line would escape.
 */
function outboxLogLine(message: Pick<MailMessage, 'to' | 'subject' | 'text'>): string {
  const links = extractLinks(message.text);
  return `E-mail para ${message.to} guardado na caixa de saída (${message.subject}): ${
    links.length > 0 ? links.join(' ') : 'sem links'
  }`;
}
