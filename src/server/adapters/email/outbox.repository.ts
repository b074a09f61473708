import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface OutboxRecord {
  to: string;
  subject: string;
  template: string;
  html: string | null;
  text: string | null;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export type OutboxMessage = OutboxRecord & { id: number };

export function createOutboxRepository(db: Db) {
  return {
    async insertMessage(record: OutboxRecord): Promise<void> {
      await db.insert(emailOutbox).values(record);
    },
    /** The newest messages first, optionally only those to one address. */
    async findLatestMessages(opts: { limit: number; to?: string }): Promise<OutboxMessage[]> {
      return db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          template: emailOutbox.template,
          html: emailOutbox.html,
          text: emailOutbox.text,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
          error: emailOutbox.error,
        })
        .from(emailOutbox)
        .where(opts.to ? eq(emailOutbox.to, opts.to) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(opts.limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
