import type { Env } from '../../env.ts';
import type { MailTransport } from './mailer.ts';
import { createOutboxTransport, type OutboxLog } from './outbox-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export type { MailMessage, Mailer, MailSender, MailTransport } from './mailer.ts';
export { createEmailDelivery, type DeliveryOutcomes } from './email-delivery.ts';
export { extractLinks } from './links.ts';
export { createOutboxRepository, type OutboxMessage, type OutboxRepository } from './outbox.repository.ts';

/** SMTP when SMTP_URL is set, the outbox otherwise (each message's links then go to `log`). */
export function createMailTransport(env: Env, log: OutboxLog): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createOutboxTransport(log);
}
