import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { condominiums, savedSearches, savedSearchSent, users } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewSavedSearch = typeof savedSearches.$inferInsert;

/** A saved search due for an alert, with whom to e-mail. */
export interface DueSearch {
  id: number;
  userCode: number;
  name: string;
  page: 'anuncios' | 'busca';
  query: string;
  frequency: 'imediata' | 'diaria';
  checkedUntil: Date;
  lastSentAt: Date | null;
  userName: string;
  email: string;
}

const own = (userCode: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userCode, userCode));

/** Every statement of the saved searches and their alerts (`buscas_salvas`, `buscas_salvas_enviados`). */
export function createSavedSearchesRepository(db: Db) {
  return {
    /** A user's saved searches, the newest first. */
    findByUser(userCode: number): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userCode, userCode))
        .orderBy(sql`${savedSearches.createdAt} desc, ${savedSearches.id} desc`);
    },

    async getOwn(userCode: number, id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(own(userCode, id));
      return row;
    },

    /**
     * Takes the user's advisory lock for the rest of the transaction (two saves at once must not
     * both pass the cap), then counts their searches and finds one with the same page and query.
     */
    async lockUser(
      userCode: number,
    ): Promise<{ total: number; same: (page: string, query: string) => Promise<boolean> }> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('buscas_salvas'), ${userCode}::int)`);
      const [c] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userCode, userCode));
      return {
        total: c?.n ?? 0,
        same: async (page, query) =>
          (
            await db
              .select({ id: savedSearches.id })
              .from(savedSearches)
              .where(
                and(
                  eq(savedSearches.userCode, userCode),
                  eq(savedSearches.page, page as 'anuncios'),
                  eq(savedSearches.query, query),
                ),
              )
          ).length > 0,
      };
    },

    async insert(row: NewSavedSearch): Promise<SavedSearchRow> {
      const [created] = await db.insert(savedSearches).values(row).returning();
      return created!;
    },

    async setTokenHash(id: number, hash: string): Promise<void> {
      await db.update(savedSearches).set({ unsubscribeTokenHash: hash }).where(eq(savedSearches.id, id));
    },

    async updateOwn(
      userCode: number,
      id: number,
      patch: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'paused' | 'checkedUntil' | 'updatedAt'>>,
    ): Promise<SavedSearchRow | undefined> {
      const [row] = await db.update(savedSearches).set(patch).where(own(userCode, id)).returning();
      return row;
    },

    async deleteOwn(userCode: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(own(userCode, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async findByTokenHash(hash: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeTokenHash, hash));
      return row;
    },

    async pauseByTokenHash(hash: string, at: Date): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ paused: true, updatedAt: at })
        .where(eq(savedSearches.unsubscribeTokenHash, hash))
        .returning();
      return row;
    },

    /**
     * The ids of the searches an alert run looks at now: not paused, of an active account;
     * `imediata` whose last e-mail is at least `hourAgo` old, `diaria` not yet looked at since
     * `dailyFrom` (today's 08:00 in Brasília, once that has passed).
     */
    async findDueIds(opts: { hourAgo: Date; dailyFrom: Date | null }): Promise<number[]> {
      const immediate = and(
        eq(savedSearches.frequency, 'imediata'),
        or(isNull(savedSearches.lastSentAt), lte(savedSearches.lastSentAt, opts.hourAgo)),
      );
      const daily = opts.dailyFrom
        ? and(eq(savedSearches.frequency, 'diaria'), sql`${savedSearches.checkedUntil} < ${opts.dailyFrom}`)
        : undefined;
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .innerJoin(users, eq(users.code, savedSearches.userCode))
        .where(
          and(
            eq(savedSearches.paused, false),
            eq(users.active, true),
            isNull(users.removedAt),
            daily ? or(immediate, daily) : immediate,
          ),
        )
        .orderBy(asc(savedSearches.id));
      return rows.map((r) => r.id);
    },

    /**
     * A search with its user, or undefined when it is gone, paused or its account inactive. With
     * `lock`, in the transaction of its alert: locked (`skip locked`: another process already on
     * it means undefined here too).
     */
    async findForAlert(id: number, opts: { lock: boolean }): Promise<DueSearch | undefined> {
      const [row] = await queryRows<DueSearch>(
        db,
        sql`select s.id, s.usuario as "userCode", s.nome as name, s.pagina as page, s.consulta as query,
                   s.frequencia as frequency, s.verificada_ate as "checkedUntil",
                   s.ultimo_envio_em as "lastSentAt", u.nome as "userName", u.email
              from ${savedSearches} s join ${users} u on u.codigo = s.usuario
             where s.id = ${id} and not s.pausada and u.ativo and u.removido_em is null
               ${opts.lock ? sql`for update of s skip locked` : sql``}`,
      );
      return (
        row && {
          ...row,
          checkedUntil: new Date(row.checkedUntil),
          lastSentAt: row.lastSentAt && new Date(row.lastSentAt),
        }
      );
    },

    /** Records ads as sent for a search; answers those not sent before (the others are skipped). */
    async recordSent(searchId: number, codes: number[], at: Date): Promise<number[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .insert(savedSearchSent)
        .values(codes.map((listingCode) => ({ searchId, listingCode, sentAt: at })))
        .onConflictDoNothing()
        .returning({ code: savedSearchSent.listingCode });
      return rows.map((r) => r.code);
    },

    /** Which of `codes` a search already sent. */
    async alreadySent(searchId: number, codes: number[]): Promise<Set<number>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: savedSearchSent.listingCode })
        .from(savedSearchSent)
        .where(and(eq(savedSearchSent.searchId, searchId), inArray(savedSearchSent.listingCode, codes)));
      return new Set(rows.map((r) => r.code));
    },

    async markRun(id: number, patch: { checkedUntil?: Date; lastSentAt?: Date }): Promise<void> {
      if (!patch.checkedUntil && !patch.lastSentAt) return;
      await db.update(savedSearches).set(patch).where(eq(savedSearches.id, id));
    },

    /** Condominium names by code. */
    async condominiumNames(codes: number[]): Promise<Map<number, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: condominiums.code, name: condominiums.name })
        .from(condominiums)
        .where(inArray(condominiums.code, codes));
      return new Map(rows.map((r) => [r.code, r.name]));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

/** Runs `work` in one transaction, given the repository and the connection over it. */
export type InTransaction = <T>(work: (repo: SavedSearchesRepository, conn: Db) => Promise<T>) => Promise<T>;
