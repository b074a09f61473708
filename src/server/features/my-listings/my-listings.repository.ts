import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { MyListingStatus } from '#shared/contracts/my-listings.constants.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  cities,
  condominiums,
  listingCondominiums,
  listingImages,
  listingRevisions,
  listings,
  media,
  states,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { andAll, escapeLike, queryRows } from '../../lib/sql.ts';

/**
 * The statements of the advertiser's own ads (ADR 010). Every read and write names the owner:
 * another user's ad is simply not found. Writes to `anuncios` go through plain INSERT, UPDATE
 * and DELETE, so the triggers keep the search's postings, cards and change log in step
 * (ADR 006/007): a status change here is seen by the public search, detail, sitemap and match
 * index like any other.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or a transaction: both run the same statements. */
export type Conn = Db | Tx;

/** Every column but the search document (`busca`, the widest, never read here). */
const { searchVector: _searchVector, ...ROW } = getTableColumns(listings);
export type ListingRow = Omit<typeof listings.$inferSelect, 'searchVector'>;
type NewListingRow = typeof listings.$inferInsert;
export type ImageRow = typeof listingImages.$inferSelect;
export type RevisionRow = typeof listingRevisions.$inferSelect;

export interface ListingExtras {
  category: { name: string; type: number } | undefined;
  condominiumCodes: number[];
  images: ImageRow[];
}

export function createMyListingsRepository(db: Db) {
  return {
    db,

    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** One page of the owner's ads, newest first; q matches the title (accents and case ignored). */
    async list(
      owner: number,
      opts: { page: number; limit: number; q?: string | undefined; status?: MyListingStatus | undefined },
    ): Promise<{ rows: ListingRow[]; total: number }> {
      const where = andAll([
        sql`${listings.advertiserCode} = ${owner}`,
        opts.status ? sql`${listings.status} = ${opts.status}` : undefined,
        opts.q
          ? sql`public.immutable_unaccent(lower(${listings.title})) like '%' || public.immutable_unaccent(lower(${escapeLike(opts.q)})) || '%'`
          : undefined,
      ]);
      // The page and the total in one pass over the owner's ads (count(*) over ()); a page past
      // the end has no row to carry the total, so then it is counted apart.
      const found = await db
        .select({ row: ROW, total: sql<number>`(count(*) over ())::int` })
        .from(listings)
        .where(where)
        .orderBy(desc(listings.code))
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit);
      if (found.length > 0) return { rows: found.map((f) => f.row), total: found[0]?.total ?? 0 };
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${listings} where ${where}`,
      );
      return { rows: [], total: count?.n ?? 0 };
    },

    /** The owner's ad, or undefined; `lock` takes its row until the transaction ends. */
    async findOwned(conn: Conn, owner: number, code: number, lock = false): Promise<ListingRow | undefined> {
      const q = conn
        .select(ROW)
        .from(listings)
        .where(and(eq(listings.code, code), eq(listings.advertiserCode, owner)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** Category, condominiums and images (in order) of each ad. */
    async extras(conn: Conn, rows: ListingRow[]): Promise<Map<number, ListingExtras>> {
      const codes = rows.map((r) => r.code);
      const out = new Map<number, ListingExtras>();
      if (codes.length === 0) return out;
      const categoryCodes = [...new Set(rows.map((r) => r.categoryCode))];
      // One after the other: `conn` may be a transaction, whose single connection takes one
      // query at a time (node-postgres deprecates queueing them, pg 9 refuses it).
      const cats = await conn
        .select({ code: categories.code, name: categories.name, type: categories.type })
        .from(categories)
        .where(inArray(categories.code, categoryCodes));
      const condos = await conn
        .select()
        .from(listingCondominiums)
        .where(inArray(listingCondominiums.listingCode, codes))
        .orderBy(asc(listingCondominiums.condominiumCode));
      const images = await conn
        .select()
        .from(listingImages)
        .where(inArray(listingImages.listingCode, codes))
        .orderBy(asc(listingImages.position), asc(listingImages.code));
      const catByCode = new Map(cats.map((c) => [c.code, { name: c.name, type: c.type }]));
      for (const r of rows) {
        out.set(r.code, {
          category: catByCode.get(r.categoryCode),
          condominiumCodes: [],
          images: [],
        });
      }
      for (const c of condos) out.get(c.listingCode)?.condominiumCodes.push(c.condominiumCode);
      for (const i of images) out.get(i.listingCode)?.images.push(i);
      return out;
    },

    async category(conn: Conn, code: number) {
      const [row] = await conn.select().from(categories).where(eq(categories.code, code));
      return row;
    },

    async subcategory(conn: Conn, code: number) {
      const [row] = await conn.select().from(subcategories).where(eq(subcategories.code, code));
      return row;
    },

    /** Which of these condominium codes exist. */
    async existingCondominiums(conn: Conn, codes: number[]): Promise<Set<number>> {
      if (codes.length === 0) return new Set();
      const rows = await conn
        .select({ code: condominiums.code })
        .from(condominiums)
        .where(inArray(condominiums.code, codes));
      return new Set(rows.map((r) => r.code));
    },

    /** The owner's profile, for the completeness rule and the ad's city. */
    async owner(conn: Conn, code: number) {
      const [row] = await conn.select().from(users).where(eq(users.code, code));
      return row;
    },

    /** The city of a profile's city name and UF (accents and case ignored), or null. */
    async cityCode(conn: Conn, city: string, uf: string): Promise<number | null> {
      const rows = await queryRows<{ code: number }>(
        conn as Db,
        sql`select c.${sql.identifier(cities.code.name)} as code
              from ${cities} c join ${states} e on e.${sql.identifier(states.code.name)} = c.${sql.identifier(cities.stateCode.name)}
             where e.${sql.identifier(states.uf.name)} = ${uf.toUpperCase()}
               and public.immutable_unaccent(lower(c.${sql.identifier(cities.name.name)})) = public.immutable_unaccent(lower(${city}))
             limit 1`,
      );
      return rows[0]?.code ?? null;
    },

    async insert(conn: Conn, values: NewListingRow): Promise<ListingRow> {
      const [row] = await conn.insert(listings).values(values).returning(ROW);
      if (!row) throw new Error('anúncio não inserido');
      return row;
    },

    async update(conn: Conn, code: number, values: Partial<NewListingRow>): Promise<ListingRow> {
      const [row] = await conn
        .update(listings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(listings.code, code))
        .returning(ROW);
      if (!row) throw new Error('anúncio não atualizado');
      return row;
    },

    async replaceCondominiums(conn: Conn, code: number, condominiumCodes: number[]): Promise<void> {
      await conn.delete(listingCondominiums).where(eq(listingCondominiums.listingCode, code));
      if (condominiumCodes.length > 0) {
        await conn
          .insert(listingCondominiums)
          .values(condominiumCodes.map((c) => ({ listingCode: code, condominiumCode: c })));
      }
    },

    async images(conn: Conn, code: number): Promise<ImageRow[]> {
      return conn
        .select()
        .from(listingImages)
        .where(eq(listingImages.listingCode, code))
        .orderBy(asc(listingImages.position), asc(listingImages.code));
    },

    /** The owner's media-library images with these URLs. */
    async mediaByUrls(conn: Conn, owner: number, urls: string[]) {
      if (urls.length === 0) return [];
      return conn
        .select()
        .from(media)
        .where(and(eq(media.userCode, owner), inArray(media.url, urls)));
    },

    async setImagePosition(conn: Conn, imageCode: number, position: number): Promise<void> {
      await conn.update(listingImages).set({ position }).where(eq(listingImages.code, imageCode));
    },

    async addImage(
      conn: Conn,
      values: {
        listingCode: number;
        url: string;
        thumbUrl: string;
        ogUrl: string;
        mediaId: number;
        position: number;
      },
    ): Promise<void> {
      await conn.insert(listingImages).values(values);
    },

    /** Every ad of the owner, whatever its status (an account's deletion removes them all). */
    async codesOf(conn: Conn, owner: number): Promise<number[]> {
      const rows = await conn
        .select({ code: listings.code })
        .from(listings)
        .where(eq(listings.advertiserCode, owner))
        .orderBy(asc(listings.code));
      return rows.map((r) => r.code);
    },

    async delete(conn: Conn, code: number): Promise<void> {
      await conn.delete(listings).where(eq(listings.code, code));
    },

    /** The ad's pending revision (ADR 018), or undefined; `lock` holds it to the transaction's end. */
    async pendingRevision(conn: Conn, listingCode: number, lock = false): Promise<RevisionRow | undefined> {
      const q = conn
        .select()
        .from(listingRevisions)
        .where(and(eq(listingRevisions.listingCode, listingCode), eq(listingRevisions.status, 'pendente')));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** Each ad's latest revision, in any status (the panel shows a pending or a rejected one). */
    async latestRevisions(conn: Conn, codes: number[]): Promise<Map<number, RevisionRow>> {
      if (codes.length === 0) return new Map();
      const rows = await conn
        .selectDistinctOn([listingRevisions.listingCode])
        .from(listingRevisions)
        .where(inArray(listingRevisions.listingCode, codes))
        .orderBy(asc(listingRevisions.listingCode), desc(listingRevisions.code));
      return new Map(rows.map((r) => [r.listingCode, r]));
    },

    /** Creates the ad's pending revision, or replaces its content (keeping its place in the queue). */
    async savePendingRevision(
      conn: Conn,
      listingCode: number,
      content: RevisionRow['content'],
    ): Promise<void> {
      const updated = await conn
        .update(listingRevisions)
        .set({ content, updatedAt: sql`now()` })
        .where(and(eq(listingRevisions.listingCode, listingCode), eq(listingRevisions.status, 'pendente')))
        .returning({ code: listingRevisions.code });
      if (updated.length === 0) await conn.insert(listingRevisions).values({ listingCode, content });
    },

    /** Drops the ad's pending revision (an edit back to the live values, or folded into the ad). */
    async deletePendingRevision(conn: Conn, listingCode: number): Promise<void> {
      await conn
        .delete(listingRevisions)
        .where(and(eq(listingRevisions.listingCode, listingCode), eq(listingRevisions.status, 'pendente')));
    },

    /** Records the admin's decision on a pending revision. */
    async decideRevision(
      conn: Conn,
      code: number,
      decision: { status: 'aprovada' | 'reprovada'; reason: string | null; by: number; at: Date },
    ): Promise<void> {
      await conn
        .update(listingRevisions)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedBy: decision.by,
          decidedAt: decision.at,
          updatedAt: sql`now()`,
        })
        .where(eq(listingRevisions.code, code));
    },
  };
}

export type MyListingsRepository = ReturnType<typeof createMyListingsRepository>;
