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
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
