import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** The part of a nodemailer transporter this adapter uses (tests pass a stub). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<unknown>;
}

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
  outbox: OutboxRepository;
  clock: Clock;
  log: { warn(obj: object, msg?: string): void };
  /** Replaces the SMTP transport built from smtpUrl (tests). */
  transport?: MailTransport;
}

/**
 * Real delivery through SMTP (nodemailer). Each attempt leaves a delivery record in the
 * outbox table (address, subject, sent time or error) without the body: the links in it are
 * live one-time tokens, which the database must never hold in clear.
 */
export function createSmtpMailer(opts: SmtpMailerOptions): Mailer {
  // Timeouts and TLS options go in the URL's query (nodemailer reads them from there).
  const transport: MailTransport = opts.transport ?? nodemailer.createTransport(opts.smtpUrl);
  const record = async (message: Parameters<Mailer['send']>[0], error: string | null) => {
    const now = opts.clock.now();
    try {
      await opts.outbox.insertMessage({
        to: message.to,
        subject: message.subject,
        template: message.template,
        html: null,
        text: null,
        createdAt: now,
        sentAt: error ? null : now,
        error,
      });
    } catch (err) {
      opts.log.warn({ err }, 'registro de envio de e-mail falhou');
    }
  };
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: opts.from, ...pick(message) });
      } catch (err) {
        await record(message, err instanceof Error ? err.message.slice(0, 500) : 'falha no envio');
        throw err;
      }
      await record(message, null);
    },
  };
}

const pick = ({ to, subject, html, text }: Parameters<Mailer['send']>[0]) => ({ to, subject, html, text });
