import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_MESSAGES as M,
  EMAIL_CHANGE_UNDO_DAYS,
  type EmailChangeOutcome,
  type EmailChangeRequest,
  type EmailChangeRequested,
} from '#shared/contracts/email-change.contract.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import type { AccountTokenKind } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR, type Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Account, AccountsRepository } from './accounts.repository.ts';
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from './emails/email-change-emails.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** What an e-mail change writes through: over the database, or over one transaction. */
export interface EmailChangeRepositories {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  mail: MailSender;
  audit: Pick<AuditService, 'record'>;
}

export interface EmailChangeServiceDeps {
  repos: EmailChangeRepositories;
  inTransaction<T>(work: (repos: EmailChangeRepositories) => Promise<T>): Promise<T>;
  clock: Clock;
  hasher: PasswordHasher;
  publicUrl: string;
}

const LIFE: Partial<Record<AccountTokenKind, number>> = {
  troca_email: EMAIL_CHANGE_CONFIRM_HOURS * HOUR,
  desfazer_troca_email: EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR,
};

const displayName = (a: Pick<Account, 'name' | 'surname'>) => `${a.name} ${a.surname}`.trim();
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Changing the account's e-mail (issue 36 item 4; reference A1.2, A1.3: no change to the account
 * until a valid token is presented, a notice to the old address). Three steps:
 * 1. the owner, with the session and the password, asks for a new address: a link goes to it;
 * 2. the link opened: the e-mail changes (sessions stay valid), the old address gets a notice
 *    with an undo link valid 7 days;
 * 3. the undo link opened: the old address comes back (if still free) and, since someone else
 *    may have made the change, every session of the account ends.
 * Both links are audited in `auditoria` (entity usuario, the owner as the author).
 */
export function createEmailChangeService(deps: EmailChangeServiceDeps) {
  const { inTransaction, clock, hasher, publicUrl } = deps;
  const repo = deps.repos.accounts;

  async function createToken(
    r: AccountsRepository,
    userCode: number,
    kind: 'troca_email' | 'desfazer_troca_email',
    email: string,
  ): Promise<string> {
    const now = clock.now();
    const token = generateToken();
    await r.createToken({
      kind,
      tokenHash: hashToken(token),
      userCode,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (LIFE[kind] ?? 0)),
    });
    return token;
  }

  /**
   * Why a link could not be used: an unknown one is 400, an expired one 410; a used one is not
   * an error (`used`: the caller answers what happened then).
   */
  async function refusal(
    tokenHash: string,
    kind: 'troca_email' | 'desfazer_troca_email',
    messages: { invalid: string; expired: string },
  ): Promise<'used'> {
    const token = await repo.findToken(tokenHash, kind);
    if (!token) throw new AppError('VALIDATION', messages.invalid);
    if (token.usedAt) return 'used';
    if (token.expiresAt <= clock.now()) throw new AppError('GONE', messages.expired);
    // Live again after a failed use (a rollback): the caller's own error explains it.
    throw new AppError('VALIDATION', messages.invalid);
  }

  return {
    /**
     * Step 1. Wrong password: 400 on `senha`. The same address: 400. An address of another
     * account: 409 with the sign-up's own message (that page already tells anyone whether an
     * address is taken; here it takes a session, the password and the rate limit besides). A new
     * request voids the earlier links to new addresses: the newest one counts.
     */
    async requestChange(userCode: number, input: EmailChangeRequest): Promise<EmailChangeRequested> {
      const account = await repo.getAccount(userCode);
      if (!account) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.unauthenticated);
      let isPasswordRight = false;
      if (account.passwordHash) isPasswordRight = await hasher.verify(account.passwordHash, input.senha);
      else await hasher.verifyDummy(input.senha);
      if (!isPasswordRight) {
        throw new AppError('VALIDATION', M.wrongPassword, [{ field: 'senha', message: M.wrongPassword }]);
      }
      if (sameEmail(account.email, input.novoEmail)) {
        throw new AppError('VALIDATION', M.sameEmail, [{ field: 'novoEmail', message: M.sameEmail }]);
      }
      if (await repo.isEmailTakenByOther(input.novoEmail, userCode)) {
        throw new AppError('CONFLICT', M.emailTaken, [{ field: 'novoEmail', message: M.emailTaken }]);
      }
      await inTransaction(async (tx) => {
        await tx.accounts.deleteUnusedTokens(userCode, 'troca_email');
        const token = await createToken(tx.accounts, userCode, 'troca_email', input.novoEmail);
        await tx.mail.send({
          to: input.novoEmail,
          ...emailChangeConfirmationEmail({ publicUrl, name: displayName(account) }, token, input.novoEmail),
        });
      });
      return { ok: true, message: M.requested(input.novoEmail), email: input.novoEmail };
    },

    /**
     * Step 2, the link of the new address: the e-mail changes if the address is still free (it
     * is checked again: another account may have signed up with it since). The token is used,
     * the other pending change links and any password-reset link (sent to the old address) are
     * voided, the old address gets the undo link, and the change is audited. Sessions stay.
     */
    async confirmChange(token: string): Promise<EmailChangeOutcome> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const messages = { invalid: M.changeInvalid, expired: M.changeExpired };
      try {
        const changed = await inTransaction(async (tx) => {
          const r = tx.accounts;
          const used = await r.consumeEmailToken(tokenHash, 'troca_email', now);
          if (!used?.email) return undefined;
          const account = await r.getAccount(used.userCode);
          if (!account) return undefined;
          const newEmail = used.email;
          if (await r.isEmailTakenByOther(newEmail, account.code)) {
            throw new AppError('CONFLICT', M.changeTakenMeanwhile);
          }
          const oldEmail = account.email;
          await r.updateEmail(account.code, newEmail, now);
          await r.deleteUnusedTokens(account.code, 'troca_email');
          await r.deleteUnusedTokens(account.code, 'redefinicao');
          // The earlier undo links stay: a second change must not void the first owner's way back.
          const undo = await createToken(r, account.code, 'desfazer_troca_email', oldEmail);
          await tx.mail.send({
            to: oldEmail,
            ...emailChangedNoticeEmail({ publicUrl, name: displayName(account) }, undo, {
              oldEmail,
              newEmail,
            }),
          });
          await tx.audit.record({
            actorCode: account.code,
            entity: 'usuario',
            entityId: account.code,
            action: 'trocar_email',
            before: { emailUSUARIO: oldEmail },
            after: { emailUSUARIO: newEmail },
          });
          return newEmail;
        });
        if (changed) return { ok: true, estado: 'alterado', message: M.changed(changed), email: changed };
      } catch (err) {
        // Another account took the address between the check and the update: the unique index.
        if (uniqueViolation(err) !== undefined) throw new AppError('CONFLICT', M.changeTakenMeanwhile);
        throw err;
      }
      await refusal(tokenHash, 'troca_email', messages);
      return { ok: true, estado: 'usado', message: M.changeUsed, email: null };
    },

    /**
     * Step 3, the undo link of the old address. Whoever made the change may hold the account:
     * every session ends, and the pending change links, reset links and the other undo links
     * (one could bring back an address of theirs) are voided, whether or not the old address can
     * come back. It comes back only if no other account took it meanwhile (`em_uso`).
     */
    async undoChange(token: string): Promise<EmailChangeOutcome> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const messages = { invalid: M.undoInvalid, expired: M.undoExpired };
      const outcome = await inTransaction(async (tx) => {
        const r = tx.accounts;
        const used = await r.consumeEmailToken(tokenHash, 'desfazer_troca_email', now);
        if (!used?.email) return undefined;
        const account = await r.getAccount(used.userCode);
        if (!account) return undefined;
        const oldEmail = used.email;
        await r.deleteUnusedTokens(account.code, 'troca_email');
        await r.deleteUnusedTokens(account.code, 'redefinicao');
        await r.deleteUnusedTokens(account.code, 'desfazer_troca_email');
        await tx.sessions.revokeUserSessions(account.code, now);
        const isTaken = await r.isEmailTakenByOther(oldEmail, account.code);
        if (!isTaken) await r.updateEmail(account.code, oldEmail, now);
        await tx.audit.record({
          actorCode: account.code,
          entity: 'usuario',
          entityId: account.code,
          action: 'desfazer_troca_email',
          before: { emailUSUARIO: account.email },
          after: { emailUSUARIO: isTaken ? account.email : oldEmail, sessoesEncerradas: true },
        });
        return { isTaken, email: oldEmail };
      }).catch((err: unknown) => {
        // Another account took the old address between the check and the update.
        if (uniqueViolation(err) !== undefined) throw new AppError('CONFLICT', M.undoTakenMeanwhile);
        throw err;
      });
      if (outcome?.isTaken) {
        return { ok: true, estado: 'em_uso', message: M.undoTaken(outcome.email), email: outcome.email };
      }
      if (outcome) {
        return { ok: true, estado: 'restaurado', message: M.undone(outcome.email), email: outcome.email };
      }
      await refusal(tokenHash, 'desfazer_troca_email', messages);
      return { ok: true, estado: 'usado', message: M.undoUsed, email: null };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
