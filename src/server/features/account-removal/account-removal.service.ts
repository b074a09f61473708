import { USER_LEVELS } from '#shared/constants.ts';
import { ACCOUNT_DATA_MESSAGES as M, REMOVED_USER_NAME } from '#shared/contracts/account-data.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { accountRemovedEmail } from './account-removed-email.ts';
import type { AccountRemovalRepository } from './account-removal.repository.ts';

/** What one deletion's transaction works with. */
export interface AccountRemovalTx {
  repo: AccountRemovalRepository;
  /** Ends every session of the user in this transaction. */
  revokeSessions(userCode: number): Promise<number>;
  /** Deletes every ad of the user (my-listings, in this transaction); answers their codes. */
  removeListings(userCode: number): Promise<number[]>;
  audit: AuditService;
  mail: MailSender;
}

/** The files of a deleted account, deleted once its transaction commits. */
export interface AccountFiles {
  /** An ad's own photos (listing-images' `removeListingFiles`). */
  listing(listingCode: number): Promise<void>;
  /** The media library's folder of the user. */
  mediaFolder(userCode: number): Promise<void>;
  /** Stored files by key (the data exports). */
  keys(keys: string[]): Promise<void>;
}

type Log = { warn(obj: object, msg?: string): void };

/** Who asks: the account itself (with its password) or an admin. */
export type RemovalActor = { kind: 'self'; code: number; password: string } | { kind: 'admin'; code: number };

const invalidPassword = () =>
  new AppError('VALIDATION', M.passwordWrong, [{ field: 'senha', message: M.passwordWrong }]);

/**
 * "Excluir minha conta" and the admin's "Excluir usuário" (issue 36 item 3, ADR 025): one path.
 * In one transaction the confirmation e-mail is queued to the address the account had, every
 * session revoked, its ads (my-listings), media library, favourites, saved searches, newsletter
 * subscription, tokens, blocks and data exports deleted, its tickets anonymised, the row itself
 * anonymised (name "Usuário removido" in the other party's conversations, e-mail and document
 * freed for a new sign-up, no password, inactive, `removido_em`), and the audit log told. The
 * invoices stay untouched (their payer snapshot is the fiscal record). The files (ad photos,
 * media library, exports) are deleted after the commit: a storage failure leaves files, never
 * a half-deleted account.
 */
export function createAccountRemovalService(deps: {
  repo: AccountRemovalRepository;
  inTransaction: <T>(work: (tx: AccountRemovalTx) => Promise<T>) => Promise<T>;
  files: AccountFiles;
  clock: Clock;
  hasher: PasswordHasher;
  publicUrl: string;
  log: Log;
}) {
  const { repo, inTransaction, files, clock, hasher, log } = deps;

  async function deleteFiles(userCode: number, listingCodes: number[], exportKeys: string[]): Promise<void> {
    const jobs = [
      ...listingCodes.map((code) => files.listing(code)),
      files.mediaFolder(userCode),
      exportKeys.length > 0 ? files.keys(exportKeys) : Promise.resolve(),
    ];
    const results = await Promise.allSettled(jobs);
    for (const r of results) {
      if (r.status === 'rejected') {
        log.warn({ err: r.reason, usuario: userCode }, 'falha ao apagar arquivos de uma conta excluída');
      }
    }
  }

  return {
    /**
     * Deletes `userCode`'s account. A self-deletion needs the account's password (400 on the
     * field otherwise) and cannot take away the last active admin (409); an admin deletes anyone
     * but themselves (409: their own goes through the settings). 404 when there is no such
     * account, or it is already removed. Answers how many ads went.
     */
    async deleteAccount(actor: RemovalActor, userCode: number): Promise<{ listings: number }> {
      if (actor.kind === 'admin' && actor.code === userCode) throw new AppError('CONFLICT', M.selfDelete);
      if (actor.kind === 'self') {
        const account = await repo.getAccount(userCode);
        if (!account || account.removedAt) throw notFound(M.userNotFound);
        if (!account.passwordHash) {
          await hasher.verifyDummy(actor.password);
          throw invalidPassword();
        }
        if (!(await hasher.verify(account.passwordHash, actor.password))) throw invalidPassword();
      }
      const now = clock.now();
      const outcome = await inTransaction(async (tx) => {
        const account = await tx.repo.lockAccount(userCode);
        if (!account || account.removedAt) throw notFound(M.userNotFound);
        if (account.level === USER_LEVELS.ADMIN && account.active) {
          if ((await tx.repo.countOtherActiveAdmins(userCode)) === 0)
            throw new AppError('CONFLICT', M.lastAdmin);
        }
        // The confirmation, queued while the address is still known; sent only if all of this commits.
        const email = accountRemovedEmail({
          publicUrl: deps.publicUrl,
          name: account.name,
          byAdmin: actor.kind === 'admin',
        });
        await tx.mail.send({ to: account.email, ...email });

        const sessions = await tx.revokeSessions(userCode);
        const listingCodes = await tx.removeListings(userCode);
        const media = await tx.repo.deleteMedia(userCode);
        const favorites = await tx.repo.deleteFavorites(userCode);
        const savedSearches = await tx.repo.deleteSavedSearches(userCode);
        const newsletter = await tx.repo.deleteNewsletter(account.email);
        await tx.repo.deleteAccountTokens(userCode);
        await tx.repo.deleteBlocksBy(userCode);
        const exportKeys = await tx.repo.deleteExports(userCode);
        const tickets = await tx.repo.anonymiseTickets(userCode, now);
        await tx.repo.anonymise(userCode, REMOVED_USER_NAME, now);
        // What went, never who it was: the log outlives the person's data.
        await tx.audit.record({
          actorCode: actor.code,
          entity: 'usuario',
          entityId: userCode,
          action: 'excluir',
          before: null,
          after: {
            excluidoPor: actor.kind === 'self' ? 'proprio usuario' : 'administrador',
            sessoesEncerradas: sessions,
            anunciosRemovidos: listingCodes.length,
            imagensRemovidas: media,
            favoritosRemovidos: favorites,
            buscasSalvasRemovidas: savedSearches,
            newsletterRemovida: newsletter > 0,
            ticketsAnonimizados: tickets,
          },
        });
        return { listingCodes, exportKeys };
      });
      await deleteFiles(userCode, outcome.listingCodes, outcome.exportKeys);
      return { listings: outcome.listingCodes.length };
    },
  };
}

export type AccountRemovalService = ReturnType<typeof createAccountRemovalService>;
