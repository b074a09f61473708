import type { Profile, ProfileUpdateRequest } from '#shared/contracts/profile.contract.ts';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import { missingProfileFields } from '#shared/lib/profile-completeness.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { whatsappOf } from '../../lib/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import type { AdminAccountInput, AdminUsersService } from '../admin-users/admin-users.service.ts';
import type { ProfileChanges, ProfileRepository, UserRow } from './profile.repository.ts';

/** Who calls: the session's user. */
export interface ProfileCaller {
  code: number;
  isAdmin: boolean;
}

/** The fields of a PATCH or PUT body (codigoUSUARIO apart), the admin's included. */
export type ProfileInput = Omit<ProfileUpdateRequest, 'codigoUSUARIO'>;

/** What the profile itself writes: everything but the admin's fields. */
type OwnFields = Omit<ProfileInput, keyof AdminAccountInput>;

type CompletenessColumns = Pick<
  UserRow,
  'name' | 'email' | 'document' | 'whatsapp' | 'postalCode' | 'street' | 'city' | 'uf'
>;

/**
 * The missing required profile fields of a user row (spec 2 §5 "Profile completeness"), for the
 * callers that read the row themselves (the publish of an ad answers 422 with them).
 * @public for the listings' publish, which reads the advertiser's row itself.
 */
export function missingFieldsOfUser(user: CompletenessColumns): string[] {
  return missingProfileFields({
    nomeUSUARIO: user.name,
    emailUSUARIO: user.email,
    documentoUSUARIO: user.document,
    whatsappUSUARIO: user.whatsapp,
    cepUSUARIO: user.postalCode,
    logradouroUSUARIO: user.street,
    cidadeUSUARIO: user.city,
    ufUSUARIO: user.uf,
  });
}

function toProfile(user: UserRow, condominiumName: string | null): Profile {
  return {
    codigoUSUARIO: user.code,
    nomeUSUARIO: user.name,
    sobrenomeUSUARIO: user.surname,
    emailUSUARIO: user.email,
    pessoa: user.personKind,
    tipoUSUARIO: user.type,
    documentoUSUARIO: user.document,
    whatsappUSUARIO: user.whatsapp,
    dddUSUARIO: user.ddd,
    linkinstagramUSUARIO: user.instagram,
    linkfacebookUSUARIO: user.facebook,
    linklinkedinUSUARIO: user.linkedin,
    linktiktokUSUARIO: user.tiktok,
    linktreeUSUARIO: user.linktree,
    siteUSUARIO: user.site,
    cepUSUARIO: user.postalCode,
    logradouroUSUARIO: user.street,
    ruaenumeroUSUARIO: user.streetNumber,
    complementoUSUARIO: user.complement,
    bairroUSUARIO: user.neighbourhood,
    cidadeUSUARIO: user.city,
    ufUSUARIO: user.uf,
    mostrarNoAnuncioUSUARIO: user.showAddress ? 1 : 0,
    condominioUSUARIO: user.condominiumCode,
    nomeCondominioUSUARIO: user.condominiumCode === null ? null : condominiumName,
    nivelUSUARIO: user.level,
    ativoUSUARIO: user.active,
    avisosMensagensUSUARIO: user.messageEmails ? 1 : 0,
    resumoSemanalUSUARIO: user.weeklySummary ? 1 : 0,
    faltantes: missingFieldsOfUser(user),
  };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/**
 * The own profile of the settings page (spec 2 §2 "Settings", §7 "Users"). Another user's
 * profile answers 404 as if it did not exist, except to an admin, who reads and edits anyone's
 * (the admin's user form). For anyone else only the editable fields change: pessoa,
 * document, e-mail, level, active and password are ignored. With a condominium chosen,
 * complemento is required and the address comes from the condominium.
 */
export function createProfileService(deps: {
  repo: ProfileRepository;
  inTransaction: <T>(work: (repo: ProfileRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
  /** The admin's part of an edit (features/admin-users): runs the profile's own save in its transaction. */
  adminEdits: Pick<AdminUsersService, 'editAccount'>;
  /** This feature's repository over a transaction the admin-users service opened. */
  repoFor: (db: Db) => ProfileRepository;
}) {
  const notFound = () => new AppError('NOT_FOUND', M.notFound);
  const canSee = (caller: ProfileCaller, code: number) => caller.isAdmin || caller.code === code;

  async function read(repo: ProfileRepository, code: number): Promise<Profile> {
    const found = await repo.findUser(code);
    if (!found) throw notFound();
    return toProfile(found.user, found.condominiumName);
  }

  /** Writes the profile's own fields with its rules (the caller's transaction: `repo` is bound to it). */
  async function saveOwnFields(
    repo: ProfileRepository,
    code: number,
    input: OwnFields,
    mode: 'patch' | 'replace',
  ): Promise<void> {
    const found = await repo.findUser(code);
    if (!found) throw notFound();
    const u = found.user;
    const keep = mode === 'patch';
    const pick = <T>(value: T | undefined, current: T): T | null =>
      value !== undefined ? value : keep ? current : null;

    const changes: ProfileChanges = {
      name: input.nomeUSUARIO ?? u.name,
      surname: pick(input.sobrenomeUSUARIO, u.surname) ?? '',
      instagram: pick(input.linkinstagramUSUARIO, u.instagram),
      facebook: pick(input.linkfacebookUSUARIO, u.facebook),
      linkedin: pick(input.linklinkedinUSUARIO, u.linkedin),
      tiktok: pick(input.linktiktokUSUARIO, u.tiktok),
      linktree: pick(input.linktreeUSUARIO, u.linktree),
      site: pick(input.siteUSUARIO, u.site),
      postalCode: pick(input.cepUSUARIO, u.postalCode),
      street: pick(input.logradouroUSUARIO, u.street),
      streetNumber: pick(input.ruaenumeroUSUARIO, u.streetNumber),
      complement: pick(input.complementoUSUARIO, u.complement),
      neighbourhood: pick(input.bairroUSUARIO, u.neighbourhood),
      city: pick(input.cidadeUSUARIO, u.city),
      uf: pick(input.ufUSUARIO, u.uf),
      showAddress: input.mostrarNoAnuncioUSUARIO ?? input.mostrarenderecoUSUARIO ?? u.showAddress,
      messageEmails: input.avisosMensagensUSUARIO ?? u.messageEmails,
      weeklySummary: input.resumoSemanalUSUARIO ?? u.weeklySummary,
    };
    if (input.whatsappUSUARIO !== undefined || !keep) Object.assign(changes, whatsappOf(input));

    const condominium =
      input.condominioUSUARIO !== undefined
        ? input.condominioUSUARIO
        : input.condominio !== undefined
          ? input.condominio
          : keep
            ? u.condominiumCode
            : null;
    changes.condominiumCode = condominium;
    if (condominium !== null) {
      if (!changes.complement) throw invalid('complementoUSUARIO', M.complementRequired);
      const address = await repo.findCondominiumAddress(condominium);
      if (!address) throw invalid('condominioUSUARIO', M.condominiumNotFound);
      // The address fields are the condominium's (the page locks them; the body cannot differ).
      Object.assign(changes, {
        postalCode: address.postalCode,
        street: address.street,
        streetNumber: address.number || null,
        neighbourhood: address.neighbourhood,
        city: address.city,
        uf: address.uf,
      });
    }

    await repo.updateUser(code, changes, deps.clock.now());
  }

  return {
    async get(caller: ProfileCaller, code: number): Promise<Profile> {
      if (!canSee(caller, code)) throw notFound();
      return read(deps.repo, code);
    },

    /**
     * `patch`: an absent field keeps its value. `replace` (PUT): an absent field is cleared
     * (the flag keeps its value; the name is required by the contract). An admin's save also
     * takes e-mail, document, password, level and active, through the admin-users service, in
     * one transaction with the profile's fields; anyone else's are ignored.
     */
    async save(
      caller: ProfileCaller,
      code: number,
      input: ProfileInput,
      mode: 'patch' | 'replace',
    ): Promise<Profile> {
      if (!canSee(caller, code)) throw notFound();
      const { emailUSUARIO, documentoUSUARIO, senhaUSUARIO, nivelUSUARIO, ativoUSUARIO, ...own } = input;
      if (!caller.isAdmin) {
        return deps.inTransaction(async (repo) => {
          await saveOwnFields(repo, code, own, mode);
          return read(repo, code);
        });
      }
      await deps.adminEdits.editAccount(
        caller.code,
        code,
        { emailUSUARIO, documentoUSUARIO, senhaUSUARIO, nivelUSUARIO, ativoUSUARIO },
        (db) => saveOwnFields(deps.repoFor(db), code, own, mode),
      );
      return read(deps.repo, code);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
