import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  dataExports,
  favorites,
  media,
  messageBlocks,
  newsletterSubscriptions,
  savedSearches,
  ticketMessages,
  tickets,
  users,
} from '../../db/schema/index.ts';

/**
 * The statements of an account's deletion (issue 36 item 3, ADR 025), each over the deletion's
 * transaction. The account's ads go through my-listings (their triggers and rows), their files
 * through listing-images; everything else the account owns is here.
 */

/** The same lock admin-users takes before counting active admins (its ACTIVE_ADMINS_LOCK). */
const ACTIVE_ADMINS_LOCK = 21;

/** What the deletion reads of the account. */
export interface RemovableAccount {
  code: number;
  name: string;
  email: string;
  passwordHash: string | null;
  level: number;
  active: boolean;
  removedAt: Date | null;
}

const ACCOUNT = {
  code: users.code,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  level: users.level,
  active: users.active,
  removedAt: users.removedAt,
};

export function createAccountRemovalRepository(db: Db) {
  return {
    async getAccount(code: number): Promise<RemovableAccount | undefined> {
      const [row] = await db.select(ACCOUNT).from(users).where(eq(users.code, code));
      return row;
    },

    /** The account, locked until the transaction ends (two deletions of one account wait). */
    async lockAccount(code: number): Promise<RemovableAccount | undefined> {
      const [row] = await db.select(ACCOUNT).from(users).where(eq(users.code, code)).for('update');
      return row;
    },

    /** Active admins besides `code`, counted under admin-users' lock. */
    async countOtherActiveAdmins(code: number): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.level, 1), eq(users.active, true), ne(users.code, code)));
      return row?.total ?? 0;
    },

    async deleteFavorites(code: number): Promise<number> {
      const rows = await db
        .delete(favorites)
        .where(eq(favorites.userCode, code))
        .returning({ c: favorites.userCode });
      return rows.length;
    },

    async deleteSavedSearches(code: number): Promise<number> {
      const rows = await db
        .delete(savedSearches)
        .where(eq(savedSearches.userCode, code))
        .returning({ id: savedSearches.id });
      return rows.length;
    },

    /** The newsletter subscription of the address (stored in lower case), whatever its status. */
    async deleteNewsletter(email: string): Promise<number> {
      const rows = await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length;
    },

    async deleteAccountTokens(code: number): Promise<void> {
      await db.delete(accountTokens).where(eq(accountTokens.userCode, code));
    },

    /** The media library's rows (after the ads that used them are gone); their files go by folder. */
    async deleteMedia(code: number): Promise<number> {
      const rows = await db.delete(media).where(eq(media.userCode, code)).returning({ id: media.id });
      return rows.length;
    },

    /** The blocks this account made (the ones made against it stay with their authors). */
    async deleteBlocksBy(code: number): Promise<void> {
      await db.delete(messageBlocks).where(eq(messageBlocks.blockerCode, code));
    },

    /** The account's data exports; answers their files, deleted after the commit. */
    async deleteExports(code: number): Promise<string[]> {
      const rows = await db
        .delete(dataExports)
        .where(eq(dataExports.userCode, code))
        .returning({ file: dataExports.file });
      return rows.flatMap((r) => (r.file ? [r.file] : []));
    },

    /**
     * The account's tickets stay for the team's history, closed, without what the user wrote:
     * the subject and the user's messages are replaced, the team's replies kept.
     */
    async anonymiseTickets(code: number, now: Date): Promise<number> {
      const rows = await db
        .update(tickets)
        .set({ subject: 'Ticket de usuário removido', status: 'closed', updatedAt: now })
        .where(eq(tickets.userCode, code))
        .returning({ id: tickets.id });
      await db
        .update(ticketMessages)
        .set({ body: 'Mensagem apagada com a conta do usuário.', authorCode: null })
        .where(
          and(
            eq(ticketMessages.from, 'user'),
            sql`${ticketMessages.ticketId} in (select ${tickets.id} from ${tickets} where ${tickets.userCode} = ${code})`,
          ),
        );
      return rows.length;
    },

    /**
     * The account's row stays for the conversations of the other party and the invoices'
     * references, with nothing that identifies the person: the name every conversation shows,
     * an e-mail and a document that free the real ones for a new sign-up (`.invalid` never
     * delivers; the placeholders are unique by the code), no password, no contact, inactive.
     */
    async anonymise(code: number, name: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          name,
          surname: '',
          email: `removido-${code}@removido.invalid`,
          document: `removido-${code}`,
          passwordHash: null,
          whatsapp: null,
          ddd: null,
          instagram: null,
          facebook: null,
          linkedin: null,
          tiktok: null,
          linktree: null,
          twitter: null,
          site: null,
          postalCode: null,
          street: null,
          streetNumber: null,
          complement: null,
          neighbourhood: null,
          city: null,
          uf: null,
          showAddress: false,
          messageEmails: false,
          weeklySummary: false,
          condominiumCode: null,
          active: false,
          removedAt: now,
          updatedAt: now,
        })
        .where(eq(users.code, code));
    },
  };
}

export type AccountRemovalRepository = ReturnType<typeof createAccountRemovalRepository>;
