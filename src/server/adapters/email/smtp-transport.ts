import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.ts';

/**
 * Delivery through SMTP (nodemailer). Bounded waits, so a silent server fails the attempt (and
 * the job retries it) instead of holding a worker for nodemailer's default two minutes; a URL's
 * own query (`?connectionTimeout=...`) still wins.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async deliver(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // Given as they are: nodemailer's `list` option writes List-Unsubscribe but not
        // List-Unsubscribe-Post (RFC 8058), which one-click unsubscribing needs as well.
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}
