import { and, eq, gt, inArray, ne } from 'drizzle-orm';
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
     * stops working). A cancelled subscription starts over as pending: its old cancel link stops
     * working (the next confirmation e-mails a new one). A confirmed one is left as it is.
     */
    async upsertPending(email: string, tokenHash: string, tokenExpiresAt: Date, now: Date): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, status: 'pendente', tokenHash, tokenExpiresAt, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            status: 'pendente',
            tokenHash,
            tokenExpiresAt,
            cancelHash: null,
            confirmedAt: null,
            canceledAt: null,
            updatedAt: now,
          },
          setWhere: inArray(newsletterSubscriptions.status, ['pendente', 'cancelada']),
        });
    },

    /**
     * Uses a live token: the subscription becomes confirmed, the confirmation token is cleared
     * and the cancel token's hash is stored.
     */
    async confirmByToken(tokenHash: string, cancelHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({
          status: 'confirmada',
          confirmedAt: now,
          updatedAt: now,
          tokenHash: null,
          tokenExpiresAt: null,
          cancelHash,
        })
        .where(
          and(
            eq(newsletterSubscriptions.tokenHash, tokenHash),
            eq(newsletterSubscriptions.status, 'pendente'),
            gt(newsletterSubscriptions.tokenExpiresAt, now),
          ),
        )
        .returning({ email: newsletterSubscriptions.email });
      return row?.email;
    },

    /**
     * Cancels the subscription of a cancel token. True also when it was already cancelled (the
     * link answers the same every time; the first cancellation's date is kept); false for a
     * token no subscription has.
     */
    async cancelByToken(cancelHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(newsletterSubscriptions)
        .set({ status: 'cancelada', canceledAt: now, updatedAt: now, tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.cancelHash, cancelHash),
            ne(newsletterSubscriptions.status, 'cancelada'),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      if (updated.length > 0) return true;
      const [found] = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.cancelHash, cancelHash));
      return found !== undefined;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
