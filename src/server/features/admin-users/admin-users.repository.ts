import { and, count, desc, eq, inArray, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '#shared/contracts/admin-users.contract.ts';
import { onlyDigits } from '#shared/lib/masks.ts';
import type { Db } from '../../db/client.ts';
import { credits, listings, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';

/** The account columns an admin's change reads and compares (never the password hash). */
const ACCOUNT_COLUMNS = {
  code: users.code,
  name: users.name,
  surname: users.surname,
  email: users.email,
  personKind: users.personKind,
  document: users.document,
  whatsapp: users.whatsapp,
  ddd: users.ddd,
  instagram: users.instagram,
  facebook: users.facebook,
  linkedin: users.linkedin,
  tiktok: users.tiktok,
  linktree: users.linktree,
  site: users.site,
  postalCode: users.postalCode,
  street: users.street,
  streetNumber: users.streetNumber,
  complement: users.complement,
  neighbourhood: users.neighbourhood,
  city: users.city,
  uf: users.uf,
  showAddress: users.showAddress,
  condominiumCode: users.condominiumCode,
  level: users.level,
  type: users.type,
  active: users.active,
};
export type AccountRow = Pick<typeof users.$inferSelect, keyof typeof ACCOUNT_COLUMNS>;

/** The columns an admin may set on an account besides the profile's. */
export type AccountChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'email' | 'document' | 'personKind' | 'type' | 'passwordHash' | 'level' | 'active'
  >
>;

const LIST_COLUMNS = {
  code: users.code,
  name: users.name,
  surname: users.surname,
  email: users.email,
  personKind: users.personKind,
  document: users.document,
  whatsapp: users.whatsapp,
  level: users.level,
  active: users.active,
  createdAt: users.createdAt,
};
export type ListedUser = Pick<typeof users.$inferSelect, keyof typeof LIST_COLUMNS>;

export interface AdCounts {
  total: number;
  published: number;
  suspended: number;
}

/**
 * Serialises the changes that can leave the portal without an active admin (blocking or demoting
 * one): each takes this transaction-level lock before counting the others, so two admins blocking
 * each other at once cannot both pass the count. Any constant works; 21 is the issue.
 */
export const ACTIVE_ADMINS_LOCK = 21;

/** The list's text filter: name and surname, e-mail (accents and case ignored) or document digits. */
function matchesText(q: string): SQL {
  const pattern = sql`'%' || public.immutable_unaccent(lower(${escapeLike(q)})) || '%'`;
  const conditions: (SQL | undefined)[] = [
    sql`public.immutable_unaccent(lower(${users.name} || ' ' || ${users.surname})) like ${pattern}`,
    sql`lower(${users.email}) like ${`%${escapeLike(q.toLowerCase())}%`}`,
  ];
  const digits = onlyDigits(q);
  // A CPF or CNPJ typed with its mask: its digits, when the text is mostly the document.
  if (digits.length >= 3 && digits.length >= q.replace(/[\s.\-/]/g, '').length) {
    conditions.push(sql`${users.document} like ${`%${digits}%`}`);
  }
  return or(...conditions)!;
}

export function createAdminUsersRepository(db: Db) {
  return {
    /** A page of users, newest first, and how many match. */
    async findUsers(query: AdminUsersQuery): Promise<{ rows: ListedUser[]; total: number }> {
      const where = and(
        // A deleted account (issue 36) stays only as an anonymised row: not a user to manage.
        isNull(users.removedAt),
        query.q ? matchesText(query.q) : undefined,
        query.nivel === undefined ? undefined : eq(users.level, query.nivel),
        query.ativo === undefined ? undefined : eq(users.active, query.ativo),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(LIST_COLUMNS)
          .from(users)
          .where(where)
          .orderBy(desc(users.code))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Each user's ads: all, published and suspended by a block (one grouped read for the page). */
    async adCounts(userCodes: number[]): Promise<Map<number, AdCounts>> {
      if (userCodes.length === 0) return new Map();
      const rows = await db
        .select({
          code: listings.advertiserCode,
          total: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${listings.status} = 'publicado'))::int`,
          suspended: sql<number>`(count(*) filter (where ${listings.suspendedByBlock}))::int`,
        })
        .from(listings)
        .where(inArray(listings.advertiserCode, userCodes))
        .groupBy(listings.advertiserCode);
      return new Map(
        rows.map((r) => [r.code, { total: r.total, published: r.published, suspended: r.suspended }]),
      );
    },

    async insertUser(values: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ code: users.code });
      if (!row) throw new Error('insertUser: nenhuma linha inserida');
      return row.code;
    },

    /**
     * The account, locked until the transaction ends. NO KEY UPDATE, not UPDATE: the audit line's
     * foreign key to its author takes a KEY SHARE lock on the author's row, which an admin
     * editing another admin at the same moment must not wait on.
     */
    async lockAccount(code: number): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(ACCOUNT_COLUMNS)
        .from(users)
        .where(eq(users.code, code))
        .for('no key update');
      return row;
    },

    async getAccount(code: number): Promise<AccountRow | undefined> {
      const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.code, code));
      return row;
    },

    /** How many active admins there are besides `code`, counted under ACTIVE_ADMINS_LOCK. */
    async countOtherActiveAdmins(code: number): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.level, 1), eq(users.active, true), ne(users.code, code)));
      return row?.total ?? 0;
    },

    /** Whether another account has this e-mail (the unique index is on lower(email)). */
    async isEmailTaken(email: string, exceptCode?: number): Promise<boolean> {
      const rows = await db
        .select({ code: users.code })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            exceptCode === undefined ? undefined : ne(users.code, exceptCode),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async isDocumentTaken(document: string, exceptCode?: number): Promise<boolean> {
      const rows = await db
        .select({ code: users.code })
        .from(users)
        .where(
          and(
            eq(users.document, document),
            exceptCode === undefined ? undefined : ne(users.code, exceptCode),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async updateAccount(code: number, changes: AccountChanges, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.code, code));
    },

    /**
     * The block: the user's published ads become `inativo`, marked as suspended by it (an
     * ordinary UPDATE, so the search tables' triggers take them off the site). Answers how many.
     */
    async suspendPublishedListings(advertiserCode: number, now: Date): Promise<number> {
      const rows = await db
        .update(listings)
        .set({ status: 'inativo', suspendedByBlock: true, updatedAt: now })
        .where(and(eq(listings.advertiserCode, advertiserCode), eq(listings.status, 'publicado')))
        .returning({ code: listings.code });
      return rows.length;
    },

    /**
     * The unblock: the ads the block suspended are `publicado` again, except those whose credit
     * ended meanwhile (they stay `inativo`, as the expiry job would leave them) and those another
     * action moved on from `inativo`; every mark is cleared. Answers how many were published.
     */
    async restoreSuspendedListings(advertiserCode: number, now: Date): Promise<number> {
      const mine = and(eq(listings.advertiserCode, advertiserCode), eq(listings.suspendedByBlock, true));
      const creditEnded = db
        .select({ one: sql`1` })
        .from(credits)
        .where(and(eq(credits.listingCode, listings.code), lte(credits.endsAt, now)));
      const restored = await db
        .update(listings)
        .set({ status: 'publicado', suspendedByBlock: false, updatedAt: now })
        .where(and(mine, eq(listings.status, 'inativo'), notExists(creditEnded)))
        .returning({ code: listings.code });
      await db.update(listings).set({ suspendedByBlock: false }).where(mine);
      return restored.length;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
