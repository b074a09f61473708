import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/**
 * No SMTP configured: the whole message goes to the outbox table, where /dev/emails shows it
 * with its links. Nothing leaves the machine (`enviado_em` stays empty).
 */
export function createOutboxMailer(outbox: OutboxRepository, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.insertMessage({ ...message, createdAt: clock.now(), sentAt: null, error: null });
    },
  };
}
