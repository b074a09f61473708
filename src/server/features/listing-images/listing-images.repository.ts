import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingImages, listings } from '../../db/schema/index.ts';

/** The statements of an ad's own photos (ADR 010). Every statement names the ad's owner. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type ImageRow = typeof listingImages.$inferSelect;
type ListingStatus = (typeof listings.$inferSelect)['status'];
type NewImageRow = typeof listingImages.$inferInsert;

export function createListingImagesRepository(db: Db) {
  return {
    db,

    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The owner's ad (code and status), or undefined; `lock` holds its row until the transaction ends. */
    async findOwned(conn: Conn, owner: number, code: number, lock = false) {
      const q = conn
        .select({ code: listings.code, status: listings.status })
        .from(listings)
        .where(and(eq(listings.code, code), eq(listings.advertiserCode, owner)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async images(conn: Conn, code: number): Promise<ImageRow[]> {
      return conn
        .select()
        .from(listingImages)
        .where(eq(listingImages.listingCode, code))
        .orderBy(asc(listingImages.position), asc(listingImages.code));
    },

    async insert(conn: Conn, rows: NewImageRow[]): Promise<ImageRow[]> {
      return conn.insert(listingImages).values(rows).returning();
    },

    /** Deletes the ad's images with these 1000x424 URLs; answers the deleted rows. */
    async deleteByUrls(conn: Conn, code: number, urls: string[]): Promise<ImageRow[]> {
      return conn
        .delete(listingImages)
        .where(and(eq(listingImages.listingCode, code), inArray(listingImages.url, urls)))
        .returning();
    },

    /**
     * The ad's new status after a change of its photos (under the ad's lock). A plain UPDATE, so
     * the triggers take an ad that leaves `publicado` off the public search.
     */
    async setStatus(conn: Conn, code: number, status: ListingStatus): Promise<void> {
      await conn
        .update(listings)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(listings.code, code));
    },
  };
}

export type ListingImagesRepository = ReturnType<typeof createListingImagesRepository>;
