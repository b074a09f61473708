/**
 * Sending e-mail (DESIGN.md "e-mail"): nodemailer over SMTP when SMTP_URL is set, otherwise
 * the outbox table shown on /dev/emails. Services depend on this interface only.
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
   * ticket-novo, ticket-mensagem, ticket-resposta, mensagem-nova).
   */
  template: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (SMTP accepted it, or it is in the outbox); throws otherwise. */
  send(message: MailMessage): Promise<void>;
}
