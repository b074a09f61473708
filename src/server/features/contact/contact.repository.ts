import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Every query of the contact form. */
export function createContactRepository(db: Db) {
  return {
    async createMessage(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },

    async markSent(id: number, sentAt: Date): Promise<void> {
      await db.update(contactMessages).set({ sentAt, sendError: null }).where(eq(contactMessages.id, id));
    },

    async markSendFailed(id: number, error: string): Promise<void> {
      await db.update(contactMessages).set({ sendError: error }).where(eq(contactMessages.id, id));
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
