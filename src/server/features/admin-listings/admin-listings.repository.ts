import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';

/** The ads as the admins see them: any owner, any status. */
export function createAdminListingsRepository(db: Db) {
  return {
    /**
     * pendente -> publicado in one ordinary UPDATE (the search triggers and the match index follow
     * it as they follow the owner's publish with AD_MODERATION=post); the rejection reason cleared.
     * Undefined when the ad is missing or not pendente (the caller tells which with `statusOf`).
     */
    async approve(code: number, now: Date): Promise<{ code: number; publishedAt: Date } | undefined> {
      const [row] = await db
        .update(listings)
        .set({ status: 'publicado', publishedAt: now, rejectionReason: null, updatedAt: sql`now()` })
        .where(and(eq(listings.code, code), eq(listings.status, 'pendente')))
        .returning({ code: listings.code, publishedAt: listings.publishedAt });
      return row?.publishedAt ? { code: row.code, publishedAt: row.publishedAt } : undefined;
    },

    /** The ad's status, or undefined when there is no such ad. */
    async statusOf(code: number): Promise<string | undefined> {
      const [row] = await db
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.code, code));
      return row?.status;
    },
  };
}

export type AdminListingsRepository = ReturnType<typeof createAdminListingsRepository>;
