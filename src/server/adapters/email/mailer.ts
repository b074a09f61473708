import type { Db } from '../../db/client.ts';

/**
 * E-mail (DESIGN.md "e-mail"; docs/decisions/016-durable-jobs.md). Services queue messages
 * through a `Mailer`; the job queue's e-mail worker hands each one to the `MailTransport`,
 * retrying with backoff while it fails.
 */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Template name, kept with the delivery record (confirmacao, reenvio, recuperacao,
   * senha-alterada, contato, newsletter, newsletter-confirmada, aviso-expiracao,
   * resposta-contato, anuncio-aprovado, anuncio-reprovado, anuncio-inativado,
   * ticket-novo, ticket-mensagem, ticket-resposta, mensagem-nova, troca-email, email-alterado).
   */
  template: string;
  /**
   * Headers of this message besides the usual ones, kept with it in the outbox and handed to SMTP
   * (an alert's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058).
   */
  headers?: Record<string, string>;
}

/** Queues e-mails. Resolves once the message and its delivery job are written. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface Mailer extends MailSender {
  /** How messages leave: SMTP, or (no SMTP_URL) the outbox page and the log. */
  readonly kind: MailTransport['kind'];
  /**
   * The same over `conn`, the transaction of the change that causes the e-mail: the message
   * exists, and is delivered, only if that transaction commits. `send` alone writes it in a
   * transaction of its own.
   */
  over(conn: Db): MailSender;
}

/** Hands one message over: to the SMTP server, or (outbox) to the log. Throws when it cannot. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
}
