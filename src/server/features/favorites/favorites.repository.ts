import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, listingCards, listings } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/** The key class of the per-user advisory lock that serialises writes to one user's favourites. */
const LOCK_CLASS = 23_001;

/** The statements of a user's favourites (ADR 010). Only published listings count or show. */
export function createFavoritesRepository(db: Db) {
  return {
    /**
     * The user's favourites still published, as one JSON array text of their stored cards
     * (anuncio_cartoes, ADR 007), newest favourite first.
     */
    async findCards(userCode: number): Promise<string> {
      const [row] = await queryRows<{ cards: string }>(
        db,
        sql`select '[' || coalesce(string_agg(${listingCards.card}, ',' order by ${favorites.createdAt} desc, ${favorites.listingCode} desc), '') || ']' as cards
              from ${favorites}
              join ${listings} on ${listings.code} = ${favorites.listingCode} and ${listings.status} = 'publicado'
              join ${listingCards} on ${listingCards.listingCode} = ${favorites.listingCode}
             where ${favorites.userCode} = ${userCode}`,
      );
      return row?.cards ?? '[]';
    },

    /** Removes the favourite; nothing when it is not one. */
    async remove(userCode: number, listingCode: number): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userCode, userCode), eq(favorites.listingCode, listingCode)));
    },

    /**
     * Adds those of `codes` that are published and not yet favourites, in the given order, as long
     * as the user stays within `cap` published favourites; the first code is the newest. Answers
     * what the user had before and how many were added. One transaction, with a per-user
     * advisory lock: two writes at once cannot both pass the cap check.
     */
    async addPublished(
      userCode: number,
      codes: number[],
      cap: number,
      now: Date,
    ): Promise<{ before: number; published: number[]; alreadyFavorite: number[]; added: number }> {
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${userCode}::int)`);
        const [counted] = await tx
          .select({ n: count() })
          .from(favorites)
          .innerJoin(
            listings,
            and(eq(listings.code, favorites.listingCode), eq(listings.status, 'publicado')),
          )
          .where(eq(favorites.userCode, userCode));
        const before = counted?.n ?? 0;
        const found = await queryRows<{ code: number; favorite: boolean }>(
          tx,
          sql`select ${listings.code} as code,
                     exists (select 1 from ${favorites}
                              where ${favorites.userCode} = ${userCode} and ${favorites.listingCode} = ${listings.code}) as favorite
                from ${listings}
               where ${listings.code} = any(${sql.param(codes)}::int[]) and ${listings.status} = 'publicado'`,
        );
        const published = found.map((r) => Number(r.code));
        const alreadyFavorite = found.filter((r) => r.favorite).map((r) => Number(r.code));
        const isNew = new Set(found.filter((r) => !r.favorite).map((r) => Number(r.code)));
        const toAdd = [...new Set(codes)].filter((c) => isNew.has(c)).slice(0, Math.max(0, cap - before));
        if (toAdd.length > 0) {
          // The first code gets the latest time, so it lists first (newest favourite first).
          await tx
            .insert(favorites)
            .values(
              toAdd.map((code, i) => ({
                userCode,
                listingCode: code,
                createdAt: new Date(now.getTime() - i),
              })),
            )
            .onConflictDoNothing();
        }
        return { before, published, alreadyFavorite, added: toAdd.length };
      });
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
