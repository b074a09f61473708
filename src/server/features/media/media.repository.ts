import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingImages, media } from '../../db/schema/index.ts';

/** The statements of the media library (ADR 010). Every read and write names the owner. */

export type MediaRow = typeof media.$inferSelect;
type NewMediaRow = typeof media.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many ads use the image (`anuncio_imagens.midia`). */
const usesOf = sql<number>`(select count(distinct ${listingImages.listingCode})::int from ${listingImages} where ${listingImages.mediaId} = ${media.id})`;

export function createMediaRepository(db: Db) {
  return {
    /** One page of the owner's images, newest first, each with its number of ads. */
    async list(owner: number, opts: { page: number; limit: number }) {
      const rows = await db
        .select({ row: media, uses: usesOf, total: sql<number>`(count(*) over ())::int` })
        .from(media)
        .where(eq(media.userCode, owner))
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit);
      if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(media)
        .where(eq(media.userCode, owner));
      return { rows: [], total: count?.n ?? 0 };
    },

    async insertMany(values: NewMediaRow[]): Promise<MediaRow[]> {
      return db.insert(media).values(values).returning();
    },

    /**
     * Deletes the owner's image unless an ad uses it, in one transaction (the row locked, so an
     * ad cannot take it meanwhile; the RESTRICT key is the last word). Answers what happened.
     */
    async deleteOwned(
      owner: number,
      id: number,
    ): Promise<{ outcome: 'deleted'; row: MediaRow } | { outcome: 'missing' | 'in-use' }> {
      return db.transaction(async (tx: Tx) => {
        const [row] = await tx
          .select()
          .from(media)
          .where(and(eq(media.id, id), eq(media.userCode, owner)))
          .for('update');
        if (!row) return { outcome: 'missing' as const };
        const [use] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(listingImages)
          .where(eq(listingImages.mediaId, id));
        if ((use?.n ?? 0) > 0) return { outcome: 'in-use' as const };
        await tx.delete(media).where(eq(media.id, id));
        return { outcome: 'deleted' as const, row };
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
