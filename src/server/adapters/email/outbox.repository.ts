import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, type EmailState } from '../../db/schema/index.ts';

export interface OutboxRecord {
  to: string;
  subject: string;
  template: string;
  html: string | null;
  text: string | null;
  /** Extra headers (List-Unsubscribe...), null when none or once emptied with the body. */
  headers?: Record<string, string> | null;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export type OutboxMessage = OutboxRecord & { id: number; state: EmailState; attempts: number };

const sqlIncrement = sql`${emailOutbox.attempts} + 1`;

const columns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  html: emailOutbox.html,
  text: emailOutbox.text,
  headers: emailOutbox.headers,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  error: emailOutbox.error,
  state: emailOutbox.state,
  attempts: emailOutbox.attempts,
};

/** The e-mails table (`emails_saida`): the outbox, the delivery queue's messages and their records. */
export function createOutboxRepository(db: Db) {
  return {
    /** A message, pending unless `state` says otherwise; its id. */
    async insertMessage(record: OutboxRecord & { state?: EmailState }): Promise<number> {
      const [row] = await db.insert(emailOutbox).values(record).returning({ id: emailOutbox.id });
      return row!.id;
    },

    /** A message still to deliver, or undefined (delivered, given up on, or gone). */
    async findPending(id: number): Promise<OutboxMessage | undefined> {
      const [row] = await db
        .select(columns)
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.state, 'pendente')));
      return row;
    },

    /**
     * Handed over. `keepBody` for the outbox (its page shows the message); an SMTP message's
     * body, whose links are live one-time tokens, is emptied.
     */
    async markDelivered(id: number, at: Date, opts: { smtp: boolean }): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          state: 'entregue',
          sentAt: opts.smtp ? at : null,
          error: null,
          attempts: sqlIncrement,
          ...(opts.smtp ? { html: null, text: null, headers: null } : {}),
        })
        .where(eq(emailOutbox.id, id));
    },

    /** An attempt failed; after the last one the message is `falhou` and its body emptied. */
    async markAttemptFailed(id: number, error: string, opts: { final: boolean }): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          error,
          attempts: sqlIncrement,
          ...(opts.final ? { state: 'falhou' as const, html: null, text: null, headers: null } : {}),
        })
        .where(eq(emailOutbox.id, id));
    },

    /** The newest messages first, optionally only those to one address. */
    async findLatestMessages(opts: { limit: number; to?: string }): Promise<OutboxMessage[]> {
      return db
        .select(columns)
        .from(emailOutbox)
        .where(opts.to ? eq(emailOutbox.to, opts.to) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(opts.limit);
    },

    /** The e-mails given up on since `since`: how many, and the newest few (admin dashboard). */
    async findFailed(since: Date, limit: number): Promise<{ total: number; latest: OutboxMessage[] }> {
      const where = and(eq(emailOutbox.state, 'falhou'), gte(emailOutbox.createdAt, since));
      const [[c], latest] = await Promise.all([
        db.select({ n: count() }).from(emailOutbox).where(where),
        db.select(columns).from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(limit),
      ]);
      return { total: c?.n ?? 0, latest };
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
