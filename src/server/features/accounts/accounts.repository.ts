import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, plans, users, type AccountTokenKind } from '../../db/schema/index.ts';

/** The account columns the account flows read (never the whole row). */
const ACCOUNT_COLUMNS = {
  code: users.code,
  name: users.name,
  surname: users.surname,
  email: users.email,
  personKind: users.personKind,
  document: users.document,
  passwordHash: users.passwordHash,
  whatsapp: users.whatsapp,
  postalCode: users.postalCode,
  street: users.street,
  streetNumber: users.streetNumber,
  complement: users.complement,
  neighbourhood: users.neighbourhood,
  city: users.city,
  uf: users.uf,
  level: users.level,
  type: users.type,
  active: users.active,
  validation: users.validation,
};

export type Account = Pick<typeof users.$inferSelect, keyof typeof ACCOUNT_COLUMNS>;

export type NewAccount = typeof users.$inferInsert;

/** E-mails are stored lower-case; the unique index is on lower(email), so look-ups use it too. */
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** An unused token of this kind that has not expired at `now`. */
const isLiveToken = (tokenHash: string, kind: AccountTokenKind, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

export function createAccountsRepository(db: Db) {
  return {
    async findAccountByEmail(email: string): Promise<Account | undefined> {
      const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(emailIs(email)).limit(1);
      return row;
    },
    async getAccount(code: number): Promise<Account | undefined> {
      const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.code, code)).limit(1);
      return row;
    },
    async isEmailTaken(email: string): Promise<boolean> {
      const rows = await db.select({ code: users.code }).from(users).where(emailIs(email)).limit(1);
      return rows.length > 0;
    },
    /** The account type (2 PJ, 3 PF) of the active plan with this slug, if there is one. */
    async activePlanUserType(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userType: plans.userType })
        .from(plans)
        .where(and(eq(plans.slug, slug), eq(plans.active, true)))
        .limit(1);
      return row?.userType;
    },
    /** Whether another account than `code` has this e-mail. */
    async isEmailTakenByOther(email: string, code: number): Promise<boolean> {
      const rows = await db
        .select({ code: users.code })
        .from(users)
        .where(and(emailIs(email), ne(users.code, code)))
        .limit(1);
      return rows.length > 0;
    },
    /** The account's new e-mail (issue 36 item 4), stored lower-case like every e-mail. */
    async updateEmail(code: number, email: string, now: Date): Promise<void> {
      await db.update(users).set({ email: email.toLowerCase(), updatedAt: now }).where(eq(users.code, code));
    },
    async isDocumentTaken(document: string): Promise<boolean> {
      const rows = await db
        .select({ code: users.code })
        .from(users)
        .where(eq(users.document, document))
        .limit(1);
      return rows.length > 0;
    },
    async createAccount(values: NewAccount): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ code: users.code });
      if (!row) throw new Error('createAccount: nenhuma linha inserida');
      return row.code;
    },
    async updatePasswordHash(code: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.code, code));
    },
    /** validacao 1 and the confirmation time, once (an already confirmed account keeps its date). */
    async markEmailConfirmed(code: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ validation: 1, emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(users.code, code), eq(users.validation, 0)));
    },

    async createToken(values: {
      kind: AccountTokenKind;
      tokenHash: string;
      userCode: number;
      expiresAt: Date;
      createdAt: Date;
      /** The address an e-mail change token is about (the new one, or the old one to restore). */
      email?: string;
    }): Promise<void> {
      await db.insert(accountTokens).values(values);
    },
    /** Voids the user's unused tokens of a kind (a new one was issued, or one was used). */
    async deleteUnusedTokens(userCode: number, kind: AccountTokenKind): Promise<void> {
      await db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userCode, userCode),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.usedAt),
          ),
        );
    },
    /**
     * Whether this token was used and its owner's e-mail is confirmed: a confirmation link opened
     * again. An unused, expired or unknown token is not.
     */
    async isUsedTokenOfConfirmedUser(tokenHash: string, kind: AccountTokenKind): Promise<boolean> {
      const [row] = await db
        .select({ userCode: accountTokens.userCode })
        .from(accountTokens)
        .innerJoin(users, eq(users.code, accountTokens.userCode))
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.kind, kind),
            isNotNull(accountTokens.usedAt),
            eq(users.validation, 1),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** The owner of a live token, without using it up. */
    async findLiveToken(tokenHash: string, kind: AccountTokenKind, now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ userCode: accountTokens.userCode })
        .from(accountTokens)
        .where(isLiveToken(tokenHash, kind, now))
        .limit(1);
      return row?.userCode;
    },
    /**
     * Uses a live token up and answers its owner. One UPDATE with the liveness test in its
     * WHERE: of two concurrent uses exactly one gets the row.
     */
    async consumeToken(tokenHash: string, kind: AccountTokenKind, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(isLiveToken(tokenHash, kind, now))
        .returning({ userCode: accountTokens.userCode });
      return row?.userCode;
    },
    /**
     * A token of a kind as it stands (used or not, expired or not), with its address: the
     * e-mail change links tell a used and an expired link apart.
     */
    async findToken(
      tokenHash: string,
      kind: AccountTokenKind,
    ): Promise<{ userCode: number; email: string | null; usedAt: Date | null; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({
          userCode: accountTokens.userCode,
          email: accountTokens.email,
          usedAt: accountTokens.usedAt,
          expiresAt: accountTokens.expiresAt,
        })
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.kind, kind)))
        .limit(1);
      return row;
    },
    /** consumeToken for the e-mail change links: the owner and the token's address. */
    async consumeEmailToken(
      tokenHash: string,
      kind: AccountTokenKind,
      now: Date,
    ): Promise<{ userCode: number; email: string | null } | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(isLiveToken(tokenHash, kind, now))
        .returning({ userCode: accountTokens.userCode, email: accountTokens.email });
      return row;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
