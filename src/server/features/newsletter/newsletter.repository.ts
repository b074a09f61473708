import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions, type NewsletterStatus } from '../../db/schema/index.ts';

/** Every query of the newsletter. E-mails arrive lower-cased from the contract. */
export function createNewsletterRepository(db: Db) {
  return {
    async findStatus(email: string): Promise<NewsletterStatus | undefined> {
      const [row] = await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row?.status;
    },

    /**
     * Creates the pending subscription or gives a pending one a new token (the earlier link
     * stops working). A confirmed subscription is left as it is.
     */
    async upsertPending(email: string, tokenHash: string, tokenExpiresAt: Date, now: Date): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, status: 'pendente', tokenHash, tokenExpiresAt, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { tokenHash, tokenExpiresAt, updatedAt: now },
          setWhere: eq(newsletterSubscriptions.status, 'pendente'),
        });
    },

    /** Uses a live token: the subscription becomes confirmed and the token is cleared. */
    async confirmByToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({
          status: 'confirmada',
          confirmedAt: now,
          updatedAt: now,
          tokenHash: null,
          tokenExpiresAt: null,
        })
        .where(
          and(
            eq(newsletterSubscriptions.tokenHash, tokenHash),
            eq(newsletterSubscriptions.status, 'pendente'),
            gt(newsletterSubscriptions.tokenExpiresAt, now),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
  };
}
