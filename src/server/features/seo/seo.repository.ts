import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { condominiums, listings } from '../../db/schema/index.ts';

export interface SitemapListing {
  code: number;
  type: number;
  slug: string;
  title: string;
  updatedAt: Date;
}

export interface SitemapCondominium {
  code: number;
  updatedAt: Date;
}

const isPublished = eq(listings.status, 'publicado');

/**
 * The sitemap's reads: key ranges walked in batches on the primary keys, so a sitemap of a
 * million listings never holds more than one batch in memory.
 */
export function createSeoRepository(db: Db) {
  return {
    /** Highest codes in use (upper bounds of the counts, cheap on the primary keys). */
    async findMaxCodes(): Promise<{ listing: number; condominium: number }> {
      const [l] = await db
        .select({ v: max(listings.code) })
        .from(listings)
        .where(isPublished);
      const [c] = await db.select({ v: max(condominiums.code) }).from(condominiums);
      return { listing: l?.v ?? 0, condominium: c?.v ?? 0 };
    },

    /** Published listings with `after < code <= upTo`, in code order, at most `limit`. */
    async findListings(after: number, upTo: number, limit: number): Promise<SitemapListing[]> {
      return db
        .select({
          code: listings.code,
          type: listings.type,
          slug: listings.slug,
          title: listings.title,
          updatedAt: listings.updatedAt,
        })
        .from(listings)
        .where(and(isPublished, gt(listings.code, after), lte(listings.code, upTo)))
        .orderBy(asc(listings.code))
        .limit(limit);
    },

    async findCondominiums(after: number, upTo: number, limit: number): Promise<SitemapCondominium[]> {
      return db
        .select({ code: condominiums.code, updatedAt: condominiums.updatedAt })
        .from(condominiums)
        .where(and(gt(condominiums.code, after), lte(condominiums.code, upTo)))
        .orderBy(asc(condominiums.code))
        .limit(limit);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
