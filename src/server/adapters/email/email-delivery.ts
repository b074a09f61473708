import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer, MailMessage, MailTransport } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';

/** What the e-mail worker reports (the metrics count it). */
export interface DeliveryOutcomes {
  delivered(): void;
  /** An attempt failed; `final` when it was the last. */
  failed(final: boolean): void;
}

/**
 * Durable e-mail (docs/decisions/016-durable-jobs.md): `send` writes the message to
 * `emails_saida` with a job on the `email` queue, through the caller's transaction when given
 * one; the worker registered here delivers it through `transport`, and the job queue retries a
 * failed attempt with backoff. After the last attempt the message is `falhou`, shown to admins
 * on /painel/admin. A job whose message is no longer pending (delivered by an earlier run that
 * died before finishing the job) does nothing, so a message is delivered once.
 */
export function createEmailDelivery(opts: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  clock: Clock;
  outcomes?: DeliveryOutcomes;
  /** Messages delivered at once by one process. */
  concurrency?: number;
}): Mailer {
  const { db, jobs, transport, clock } = opts;
  const smtp = transport.kind === 'smtp';

  jobs.work<{ id: number }>(
    'email',
    async ({ id }, job) => {
      const outbox = createOutboxRepository(db);
      const message = await outbox.findPending(id);
      if (!message || message.html === null || message.text === null) return;
      try {
        await transport.deliver({
          ...message,
          html: message.html,
          text: message.text,
          headers: message.headers ?? undefined,
        });
      } catch (err) {
        // The row keeps the server's answer for the admins; the job queue logs the attempt (the
        // error's kind only: an SMTP error's text may carry the address) and retries it.
        const reason = err instanceof Error ? err.message.slice(0, 500) : 'falha no envio';
        await outbox.markAttemptFailed(id, reason, { final: job.isLastAttempt });
        opts.outcomes?.failed(job.isLastAttempt);
        throw err;
      }
      await outbox.markDelivered(id, clock.now(), { smtp });
      opts.outcomes?.delivered();
    },
    { concurrency: opts.concurrency ?? 4 },
  );

  const over = (conn: Db) => ({
    async send(message: MailMessage) {
      const id = await createOutboxRepository(conn).insertMessage({
        ...message,
        headers: message.headers ?? null,
        createdAt: clock.now(),
        sentAt: null,
        error: null,
      });
      await jobs.send(conn, 'email', { id });
    },
  });

  return {
    kind: transport.kind,
    over,
    send: (message) => db.transaction((tx) => over(tx).send(message)),
  };
}
