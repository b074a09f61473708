import { USER_LEVELS, USER_TYPES } from '#shared/constants.ts';
import {
  ADMIN_USERS_MESSAGES as M,
  type AdminUser,
  type AdminUsersQuery,
  type UserCreateRequest,
  type UserStatusResponse,
} from '#shared/contracts/admin-users.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import { ACCOUNT_MESSAGES, newPasswordProblem } from '#shared/contracts/users.contract.ts';
import { isValidCnpj, isValidCpf } from '#shared/lib/documents.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { whatsappOf } from '../../lib/whatsapp.ts';
import { accountFields, changedFields } from './account-fields.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AccountChanges, AccountRow, AdminUsersRepository } from './admin-users.repository.ts';

/** What one transaction of this service works with. */
export interface AdminUsersTx {
  repo: AdminUsersRepository;
  /** Ends every session of a user inside this transaction. */
  revokeSessions(userCode: number): Promise<number>;
  /** The audit log, in this transaction. */
  audit: AuditService;
  /** The transaction itself, for another feature's statements that belong to the same change. */
  db: Db;
}

/**
 * What an admin changes in an account besides the profile's own fields (the admin fields of
 * PATCH /api/usuarios/alterar and PUT /api/usuarios/editar/{codigo}, parsed); absent keeps.
 */
export interface AdminAccountInput {
  emailUSUARIO?: string;
  documentoUSUARIO?: string;
  senhaUSUARIO?: string;
  nivelUSUARIO?: number;
  ativoUSUARIO?: boolean;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [{ field, message }]);

/** pessoa and tipo from a valid document (CPF: pf, 3; CNPJ: pj, 2), else the sign-up's message. */
function accountKindOf(document: string, field: string): Pick<AccountRow, 'personKind' | 'type'> {
  if (isValidCpf(document)) return { personKind: 'pf', type: USER_TYPES.PF };
  if (isValidCnpj(document)) return { personKind: 'pj', type: USER_TYPES.PJ };
  throw invalid(field, document.length > 11 ? ACCOUNT_MESSAGES.cnpjInvalid : ACCOUNT_MESSAGES.cpfInvalid);
}

/** The sign-up's password rules: 8 to 128 characters, not only blanks, not a common password. */
function checkNewPassword(password: string, field: string): void {
  const problem =
    newPasswordProblem(password) ??
    (isCommonPassword(password) ? ACCOUNT_MESSAGES.passwordTooCommon : undefined);
  if (problem) throw invalid(field, problem);
}

/** A unique index refused the write (two saves racing past the checks): the same 409 as the check. */
function duplicateFrom(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  return constraint.includes('documento')
    ? conflict('documentoUSUARIO', ACCOUNT_MESSAGES.documentTaken)
    : conflict('emailUSUARIO', ACCOUNT_MESSAGES.emailTaken);
}

/**
 * The admins' users (spec 2 §2 "Admin users", §6, §7 "Users"): the list, the create,
 * the block and activation, and the admin's part of an edit. A block (ativo false) in one
 * transaction: the flag, every session of the user revoked, the published ads `inativo` and
 * marked as suspended; activation publishes exactly those again. Nobody blocks their own account,
 * and no change leaves the portal without an active admin. Every change is in the audit log, in
 * its own transaction.
 */
export function createAdminUsersService(deps: {
  repo: AdminUsersRepository;
  inTransaction: <T>(work: (tx: AdminUsersTx) => Promise<T>) => Promise<T>;
  clock: Clock;
  hasher: PasswordHasher;
}) {
  const { repo, inTransaction, clock, hasher } = deps;

  /** 409 unless another admin stays active (the caller is about to block or demote `code`). */
  async function requireAnotherActiveAdmin(tx: AdminUsersTx, code: number): Promise<void> {
    if ((await tx.repo.countOtherActiveAdmins(code)) === 0) throw conflict('nivelUSUARIO', M.lastAdmin);
  }

  /**
   * Blocks or activates `account` (whose `active` differs from `active`) and logs it; answers how
   * many ads left or came back to the site.
   */
  async function changeActive(
    tx: AdminUsersTx,
    actorCode: number,
    account: Pick<AccountRow, 'code' | 'level'>,
    active: boolean,
    auditNote: Record<string, unknown> = {},
  ): Promise<number> {
    const now = clock.now();
    let ads: number;
    if (active) {
      await tx.repo.updateAccount(account.code, { active: true }, now);
      ads = await tx.repo.restoreSuspendedListings(account.code, now);
    } else {
      if (account.level === USER_LEVELS.ADMIN) await requireAnotherActiveAdmin(tx, account.code);
      await tx.repo.updateAccount(account.code, { active: false }, now);
      await tx.revokeSessions(account.code);
      ads = await tx.repo.suspendPublishedListings(account.code, now);
    }
    await tx.audit.record({
      actorCode,
      entity: 'usuario',
      entityId: account.code,
      action: active ? 'ativar' : 'bloquear',
      before: { ativoUSUARIO: !active },
      after: active
        ? { ativoUSUARIO: true, anunciosRepublicados: ads, ...auditNote }
        : { ativoUSUARIO: false, anunciosSuspensos: ads, ...auditNote },
    });
    return ads;
  }

  return {
    /** GET /api/usuarios: newest first, with each user's ad counts. */
    async list(query: AdminUsersQuery): Promise<Paged<AdminUser>> {
      const { rows, total } = await repo.findUsers(query);
      const counts = await repo.adCounts(rows.map((r) => r.code));
      return {
        data: rows.map((u) => {
          const ads = counts.get(u.code);
          return {
            codigoUSUARIO: u.code,
            nomeUSUARIO: u.name,
            sobrenomeUSUARIO: u.surname,
            emailUSUARIO: u.email,
            pessoa: u.personKind,
            documentoUSUARIO: u.document,
            whatsappUSUARIO: u.whatsapp,
            nivelUSUARIO: u.level,
            ativoUSUARIO: u.active,
            criadoEm: u.createdAt.toISOString(),
            totalAnuncios: ads?.total ?? 0,
            anunciosPublicados: ads?.published ?? 0,
            anunciosSuspensos: ads?.suspended ?? 0,
          };
        }),
        page: query.page,
        totalPages: Math.ceil(total / query.limit),
        total,
      };
    },

    /**
     * POST /api/usuarios/criar: the account with the sign-up's password rules and hashing, pessoa
     * and tipo from the document, the e-mail counted as confirmed (an admin vouches for it).
     * Answers the new code.
     */
    async create(actorCode: number, input: UserCreateRequest): Promise<number> {
      const kind = accountKindOf(input.documentoUSUARIO, 'documentoUSUARIO');
      checkNewPassword(input.senha, 'senha');
      const phone = whatsappOf(input);
      if (await repo.isEmailTaken(input.emailUSUARIO))
        throw conflict('emailUSUARIO', ACCOUNT_MESSAGES.emailTaken);
      if (await repo.isDocumentTaken(input.documentoUSUARIO)) {
        throw conflict('documentoUSUARIO', ACCOUNT_MESSAGES.documentTaken);
      }
      const passwordHash = await hasher.hash(input.senha);
      const now = clock.now();
      try {
        return await inTransaction(async (tx) => {
          const code = await tx.repo.insertUser({
            name: input.nomeUSUARIO,
            surname: input.sobrenomeUSUARIO ?? '',
            email: input.emailUSUARIO,
            ...kind,
            document: input.documentoUSUARIO,
            passwordHash,
            ...phone,
            instagram: input.linkinstagramUSUARIO ?? null,
            facebook: input.linkfacebookUSUARIO ?? null,
            linkedin: input.linklinkedinUSUARIO ?? null,
            tiktok: input.linktiktokUSUARIO ?? null,
            linktree: input.linktreeUSUARIO ?? null,
            site: input.siteUSUARIO ?? null,
            postalCode: input.cepUSUARIO ?? null,
            street: input.logradouroUSUARIO ?? null,
            streetNumber: input.ruaenumeroUSUARIO ?? null,
            complement: input.complementoUSUARIO ?? null,
            neighbourhood: input.bairroUSUARIO ?? null,
            city: input.cidadeUSUARIO ?? null,
            uf: input.ufUSUARIO ?? null,
            showAddress: input.mostrarNoAnuncioUSUARIO ?? input.mostrarenderecoUSUARIO ?? true,
            level: input.nivelUSUARIO,
            active: input.ativoUSUARIO,
            validation: 1,
            emailConfirmedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          const created = await tx.repo.getAccount(code);
          await tx.audit.record({
            actorCode,
            entity: 'usuario',
            entityId: code,
            action: 'criar',
            before: null,
            after: created ? accountFields(created) : null,
          });
          return code;
        });
      } catch (err) {
        throw duplicateFrom(err) ?? err;
      }
    },

    /**
     * POST /api/admin/usuarios/{id}/bloquear and /ativar: idempotent (a repeat changes nothing).
     * `also` lets another feature's change ride in the same transaction (the report queue's
     * "Bloquear"): `within` runs after the block, and `auditNote` goes into its line.
     */
    async setActive(
      actorCode: number,
      code: number,
      active: boolean,
      also?: {
        auditNote: Record<string, unknown>;
        within: (tx: AdminUsersTx, changed: boolean) => Promise<void>;
      },
    ): Promise<UserStatusResponse> {
      if (!active && actorCode === code) throw conflict('ativoUSUARIO', M.selfBlock);
      return inTransaction(async (tx) => {
        const account = await tx.repo.lockAccount(code);
        if (!account) throw notFound(M.notFound);
        const isChange = account.active !== active;
        const ads = isChange ? await changeActive(tx, actorCode, account, active, also?.auditNote) : 0;
        await also?.within(tx, isChange);
        const message = active
          ? isChange
            ? M.activated
            : M.alreadyActive
          : isChange
            ? M.blocked
            : M.alreadyBlocked;
        return {
          ok: true,
          message,
          codigoUSUARIO: code,
          ativoUSUARIO: active,
          alterado: isChange,
          anuncios: ads,
        };
      });
    },

    /**
     * An admin's PATCH or PUT of a user: `saveProfile` writes the profile's own fields (with the
     * profile's rules) inside this transaction, then e-mail, document (pessoa and tipo follow),
     * password (re-hashed; the user's sessions end), level and active change as asked. 'editar'
     * goes to the audit log with the fields that changed (a new password only as "redefinida"),
     * and a change of active is a 'bloquear' or 'ativar' of its own.
     */
    async editAccount(
      actorCode: number,
      code: number,
      input: AdminAccountInput,
      saveProfile: (db: Db) => Promise<void>,
    ): Promise<void> {
      const kind =
        input.documentoUSUARIO === undefined
          ? undefined
          : accountKindOf(input.documentoUSUARIO, 'documentoUSUARIO');
      if (input.senhaUSUARIO !== undefined) checkNewPassword(input.senhaUSUARIO, 'senhaUSUARIO');
      if (input.ativoUSUARIO === false && actorCode === code) throw conflict('ativoUSUARIO', M.selfBlock);
      const passwordHash =
        input.senhaUSUARIO === undefined ? undefined : await hasher.hash(input.senhaUSUARIO);
      try {
        await inTransaction(async (tx) => {
          const before = await tx.repo.lockAccount(code);
          if (!before) throw notFound(M.notFound);
          await saveProfile(tx.db);

          const changes: AccountChanges = {};
          if (input.emailUSUARIO !== undefined && input.emailUSUARIO !== before.email) {
            if (await tx.repo.isEmailTaken(input.emailUSUARIO, code)) {
              throw conflict('emailUSUARIO', ACCOUNT_MESSAGES.emailTaken);
            }
            changes.email = input.emailUSUARIO;
          }
          if (input.documentoUSUARIO !== undefined && kind && input.documentoUSUARIO !== before.document) {
            if (await tx.repo.isDocumentTaken(input.documentoUSUARIO, code)) {
              throw conflict('documentoUSUARIO', ACCOUNT_MESSAGES.documentTaken);
            }
            Object.assign(changes, { document: input.documentoUSUARIO, ...kind });
          }
          const level = input.nivelUSUARIO ?? before.level;
          if (level !== before.level) {
            if (before.level === USER_LEVELS.ADMIN && before.active)
              await requireAnotherActiveAdmin(tx, code);
            changes.level = level;
          }
          if (passwordHash !== undefined) changes.passwordHash = passwordHash;
          if (Object.keys(changes).length > 0) await tx.repo.updateAccount(code, changes, clock.now());
          if (passwordHash !== undefined) await tx.revokeSessions(code);

          const after = await tx.repo.getAccount(code);
          const { ativoUSUARIO: _active, ...fieldsBefore } = accountFields(before);
          const { ativoUSUARIO: _activeNow, ...fieldsAfter } = after ? accountFields(after) : fieldsBefore;
          const diff = changedFields(fieldsBefore, fieldsAfter);
          if (passwordHash !== undefined) diff.after.senhaUSUARIO = 'redefinida';
          if (Object.keys(diff.after).length > 0) {
            await tx.audit.record({
              actorCode,
              entity: 'usuario',
              entityId: code,
              action: 'editar',
              ...diff,
            });
          }
          if (input.ativoUSUARIO !== undefined && input.ativoUSUARIO !== before.active) {
            await changeActive(tx, actorCode, { code, level }, input.ativoUSUARIO);
          }
        });
      } catch (err) {
        throw duplicateFrom(err) ?? err;
      }
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
