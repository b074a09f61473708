import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { MailMessage, Mailer } from './mailer.ts';
export { extractLinks } from './links.ts';
export { createOutboxRepository, type OutboxMessage, type OutboxRepository } from './outbox.repository.ts';

/** SMTP when SMTP_URL is set, the outbox otherwise (each message's links then go to `log`). */
export function createMailer(opts: {
  env: Env;
  db: Db;
  clock: Clock;
  log: { info(msg: string): void; warn(obj: object, msg?: string): void };
}): Mailer {
  const outbox = createOutboxRepository(opts.db);
  if (opts.env.SMTP_URL) {
    return createSmtpMailer({
      smtpUrl: opts.env.SMTP_URL,
      from: opts.env.MAIL_FROM,
      outbox,
      clock: opts.clock,
      log: opts.log,
    });
  }
  return createOutboxMailer(outbox, opts.clock, opts.log);
}
