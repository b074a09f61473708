import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
        sql`select '[' || coalesce(string_agg(c.cartao, ',' order by f.criado_em desc, f.anuncio desc), '') || ']' as cards
              from favoritos f
              join anuncios a on a.codigo = f.anuncio and a.status = 'publicado'
              join anuncio_cartoes c on c.anuncio = f.anuncio
             where f.usuario = ${userCode}`,
      );
      return row?.cards ?? '[]';
    },

    /** Removes the favourite; nothing when it is not one. */
    async remove(userCode: number, listingCode: number): Promise<void> {
      await db.execute(sql`delete from favoritos where usuario = ${userCode} and anuncio = ${listingCode}`);
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
        const [counted] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from favoritos f
                join anuncios a on a.codigo = f.anuncio and a.status = 'publicado'
               where f.usuario = ${userCode}`,
        );
        const before = counted?.n ?? 0;
        const found = await queryRows<{ codigo: number; favorito: boolean }>(
          tx,
          sql`select a.codigo, exists (select 1 from favoritos f where f.usuario = ${userCode} and f.anuncio = a.codigo) as favorito
                from anuncios a
               where a.codigo = any(${sql.param(codes)}::int[]) and a.status = 'publicado'`,
        );
        const published = found.map((r) => Number(r.codigo));
        const alreadyFavorite = found.filter((r) => r.favorito).map((r) => Number(r.codigo));
        const isNew = new Set(found.filter((r) => !r.favorito).map((r) => Number(r.codigo)));
        const toAdd = [...new Set(codes)].filter((c) => isNew.has(c)).slice(0, Math.max(0, cap - before));
        if (toAdd.length > 0) {
          // The first code gets the latest time, so it lists first (newest favourite first).
          const rows = toAdd.map(
            (code, i) =>
              sql`(${userCode}::int, ${code}::int, ${new Date(now.getTime() - i).toISOString()}::timestamptz)`,
          );
          await tx.execute(
            sql`insert into favoritos (usuario, anuncio, criado_em) values ${sql.join(rows, sql`, `)}
                on conflict do nothing`,
          );
        }
        return { before, published, alreadyFavorite, added: toAdd.length };
      });
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
