import { USER_LEVELS, USER_TYPES } from '#shared/constants.ts';
import {
  ACCOUNT_MESSAGES as M,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
  type SessionUser,
} from '#shared/contracts/users.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import type { AccountTokenKind } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { HOUR, MINUTE, type Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { Account, AccountsRepository } from './accounts.repository.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import {
  CONFIRMATION_HOURS,
  RESET_MINUTES,
  confirmationEmail,
  passwordChangedEmail,
  recoveryEmail,
  resendConfirmationEmail,
} from './emails/account-emails.ts';
import type { RenderedEmail } from '../../adapters/email/layout.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { roleOf, type SessionService } from './sessions.service.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

/**
 * The repositories the account flows write through, and the e-mail queue: over the database, or
 * over one transaction (an e-mail queued there exists only if the change that causes it commits).
 */
export interface AccountsRepositories {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  mail: MailSender;
}

export interface AccountsServiceDeps {
  /** The repositories outside any transaction. */
  repos: AccountsRepositories;
  /** Runs `work` in one database transaction, with the repositories bound to it. */
  inTransaction<T>(work: (repos: AccountsRepositories) => Promise<T>): Promise<T>;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  background: BackgroundTasks;
  publicUrl: string;
}

export type LoginResult =
  | { kind: 'ok'; token: string; expiresAt: Date; user: SessionUser }
  | { kind: 'invalid' }
  | { kind: 'refused'; motivo: 'nao_confirmado' | 'bloqueado' };

const TOKEN_LIFE: Record<AccountTokenKind, number> = {
  confirmacao: CONFIRMATION_HOURS * HOUR,
  redefinicao: RESET_MINUTES * MINUTE,
  // An e-mail change (issue 36 item 4): the new address's link like a confirmation, the undo link
  // sent to the old address for 7 days.
  troca_email: CONFIRMATION_HOURS * HOUR,
  desfazer_troca_email: 7 * 24 * HOUR,
};

const displayName = (a: Pick<Account, 'name' | 'surname'>) => `${a.name} ${a.surname}`.trim();

/** The session user of spec 1 §3 from an account row. */
function toSessionUser(a: Account): SessionUser {
  const name = displayName(a);
  return {
    email: a.email,
    name,
    role: roleOf(a.level),
    codigo: a.code,
    tipo: a.type,
    ativo: a.active,
    nivel: a.level,
    validacao: a.validation,
    billing: {
      pessoa: a.personKind,
      nome: name,
      email: a.email,
      documento: a.document,
      telefone: a.whatsapp,
      cep: a.postalCode,
      logradouro: a.street,
      ruaNumero: a.streetNumber,
      complemento: a.complement,
      bairro: a.neighbourhood,
      cidade: a.city,
      uf: a.uf,
    },
  };
}

function tooCommon(field: string): AppError {
  return new AppError('VALIDATION', M.passwordTooCommon, [{ field, message: M.passwordTooCommon }]);
}

/**
 * Sign-up, login, e-mail confirmation, password recovery. Rules: spec 1 §4-§5, §8;
 * reference A1.1-A1.3. Rate limits are applied by the routes before any of this runs.
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { inTransaction, clock, hasher, sessions, background, publicUrl } = deps;
  const repo = deps.repos.accounts;

  /** Issues a one-time token of a kind, voiding the user's earlier unused ones. */
  async function issueToken(
    r: AccountsRepository,
    userCode: number,
    kind: AccountTokenKind,
  ): Promise<string> {
    const now = clock.now();
    const token = generateToken();
    await r.deleteUnusedTokens(userCode, kind);
    await r.createToken({
      kind,
      tokenHash: hashToken(token),
      userCode,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFE[kind]),
    });
    return token;
  }

  const send = (r: AccountsRepositories, to: string, email: RenderedEmail) => r.mail.send({ to, ...email });

  return {
    /**
     * Creates the account (nivel 2, tipo 2 PJ / 3 PF, validacao 0), its confirmation token and the
     * confirmation e-mail in one transaction; the e-mail is delivered by the job queue, retried
     * while the mail server refuses it (the user can also ask for a resend).
     */
    async register(input: RegisterRequest): Promise<RegisterResponse> {
      if (isCommonPassword(input.senha)) throw tooCommon('senha');
      if (await repo.isEmailTaken(input.email)) {
        throw new AppError('CONFLICT', M.emailTaken, [{ field: 'email', message: M.emailTaken }]);
      }
      if (await repo.isDocumentTaken(input.documentoUSUARIO)) {
        throw new AppError('CONFLICT', M.documentTaken, [
          { field: 'documentoUSUARIO', message: M.documentTaken },
        ]);
      }
      const passwordHash = await hasher.hash(input.senha);
      const now = clock.now();
      // A plan chosen before signing up rides in the confirmation link, if it is an active plan
      // of this account's type (anything else is dropped: the checkout would refuse it anyway).
      const accountType = input.pessoa === 'pj' ? USER_TYPES.PJ : USER_TYPES.PF;
      const plano =
        input.plano && (await repo.activePlanUserType(input.plano)) === accountType ? input.plano : undefined;
      try {
        await inTransaction(async (tx) => {
          const r = tx.accounts;
          const code = await r.createAccount({
            name: input.nome,
            surname: '',
            email: input.email,
            personKind: input.pessoa,
            document: input.documentoUSUARIO,
            passwordHash,
            whatsapp: input.telefone || null,
            ddd: input.telefone ? input.telefone.slice(0, 2) : null,
            level: USER_LEVELS.ANUNCIANTE,
            type: accountType,
            active: true,
            validation: 0,
            createdAt: now,
            updatedAt: now,
          });
          const token = await issueToken(r, code, 'confirmacao');
          await send(
            tx,
            input.email,
            confirmationEmail({ publicUrl, name: input.nome }, token, { plano, redirect: input.redirect }),
          );
        });
      } catch (err) {
        // Two sign-ups racing past the checks above: the unique indexes decide.
        const constraint = uniqueViolation(err);
        if (constraint === undefined) throw err;
        if (constraint.includes('documento')) {
          throw new AppError('CONFLICT', M.documentTaken, [
            { field: 'documentoUSUARIO', message: M.documentTaken },
          ]);
        }
        throw new AppError('CONFLICT', M.emailTaken, [{ field: 'email', message: M.emailTaken }]);
      }
      return { ok: true, message: M.registered, email: input.email, emailEnviado: true };
    },

    /**
     * Checks the password first, always (a dummy verification for unknown e-mails), so the
     * answer for a wrong password and for an unknown e-mail is the same in body and time. Only
     * the owner of the password learns that the account is unconfirmed or blocked.
     */
    async login(input: LoginRequest): Promise<LoginResult> {
      const account = await repo.findAccountByEmail(input.usuario);
      if (!account?.passwordHash) {
        await hasher.verifyDummy(input.senha);
        return { kind: 'invalid' };
      }
      if (!(await hasher.verify(account.passwordHash, input.senha))) return { kind: 'invalid' };
      if (!account.active) return { kind: 'refused', motivo: 'bloqueado' };
      if (account.validation === 0) return { kind: 'refused', motivo: 'nao_confirmado' };
      if (hasher.needsRehash(account.passwordHash)) {
        await repo.updatePasswordHash(account.code, await hasher.hash(input.senha), clock.now());
      }
      const session = await sessions.createSession(account.code, input.lembrar);
      return { kind: 'ok', ...session, user: toSessionUser(account) };
    },

    async getSessionUser(userCode: number): Promise<SessionUser | undefined> {
      const account = await repo.getAccount(userCode);
      return account && toSessionUser(account);
    },

    /**
     * Uses a confirmation token: validacao becomes 1. A link opened again once the account is
     * confirmed answers 'already' (the person is told so and logs in,
     * instead of reading that the token may have expired); an unknown or expired one still fails.
     */
    async confirmEmail(token: string): Promise<'confirmed' | 'already'> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const confirmed = await inTransaction(async ({ accounts: r }) => {
        const userCode = await r.consumeToken(tokenHash, 'confirmacao', now);
        if (userCode === undefined) return false;
        await r.markEmailConfirmed(userCode, now);
        return true;
      });
      if (confirmed) return 'confirmed';
      if (await repo.isUsedTokenOfConfirmedUser(tokenHash, 'confirmacao')) return 'already';
      throw new AppError('VALIDATION', M.confirmFailed);
    },

    /**
     * Resend: answered at once and the same way for every address (no enumeration, same time);
     * the look-up, the new token and the e-mail happen after the answer. Only an unconfirmed,
     * active account gets a message.
     */
    requestConfirmationResend(email: string): void {
      background.run('reenvio de confirmação', async () => {
        const account = await repo.findAccountByEmail(email);
        if (!account || account.validation !== 0 || !account.active) return;
        await inTransaction(async (tx) => {
          const token = await issueToken(tx.accounts, account.code, 'confirmacao');
          await send(
            tx,
            account.email,
            resendConfirmationEmail({ publicUrl, name: displayName(account) }, token),
          );
        });
      });
    },

    /**
     * Recovery: same pattern as the resend; an active account gets a 1-hour reset link. A plan
     * chosen before logging in rides in the link, as at sign-up, if it is an active plan of the
     * account's type (the plan survives however the user logs in).
     */
    requestPasswordRecovery(email: string, plano?: string): void {
      background.run('recuperação de senha', async () => {
        const account = await repo.findAccountByEmail(email);
        if (!account || !account.active) return;
        const keptPlan = plano && (await repo.activePlanUserType(plano)) === account.type ? plano : undefined;
        await inTransaction(async (tx) => {
          const token = await issueToken(tx.accounts, account.code, 'redefinicao');
          await send(
            tx,
            account.email,
            recoveryEmail({ publicUrl, name: displayName(account) }, token, keptPlan),
          );
        });
      });
    },

    /** Whether a reset token is usable, without using it. */
    async validateResetToken(token: string): Promise<void> {
      const userCode = await repo.findLiveToken(hashToken(token), 'redefinicao', clock.now());
      if (userCode === undefined) throw new AppError('VALIDATION', M.tokenInvalidOrExpired);
    },

    /**
     * Sets a new password with a reset token: the token is used up, the user's other reset
     * tokens voided, every session revoked (no auto-login: the user signs in again), the e-mail
     * counted as confirmed (the link proved it), and a notice sent to the address.
     */
    async resetPassword(token: string, password: string, field: string): Promise<void> {
      if (isCommonPassword(password)) throw tooCommon(field);
      const tokenHash = hashToken(token);
      // Cheap check first, so a bad token costs no hashing.
      if ((await repo.findLiveToken(tokenHash, 'redefinicao', clock.now())) === undefined) {
        throw new AppError('VALIDATION', M.tokenInvalidOrExpired);
      }
      const passwordHash = await hasher.hash(password);
      const now = clock.now();
      const account = await inTransaction(async (tx) => {
        const { accounts: r, sessions: s } = tx;
        const userCode = await r.consumeToken(tokenHash, 'redefinicao', now);
        if (userCode === undefined) return undefined;
        await r.updatePasswordHash(userCode, passwordHash, now);
        await r.markEmailConfirmed(userCode, now);
        await r.deleteUnusedTokens(userCode, 'redefinicao');
        await s.revokeUserSessions(userCode, now);
        const changed = await r.getAccount(userCode);
        if (changed)
          await send(tx, changed.email, passwordChangedEmail({ publicUrl, name: displayName(changed) }));
        return changed;
      });
      if (!account) throw new AppError('VALIDATION', M.tokenInvalidOrExpired);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
