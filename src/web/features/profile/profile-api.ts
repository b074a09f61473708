import type { Paged } from '#shared/contracts/common.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import {
  CONDOMINIUM_SUGGESTIONS_API,
  PROFILE_API,
  PROFILE_MESSAGES as M,
} from '#shared/contracts/profile.constants.ts';
import type {
  CondominiumSuggestionForm,
  Profile,
  ProfileUpdateForm,
} from '#shared/contracts/profile.contract.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import type { ChosenCondominium } from './profile-form.ts';

/*
 * The settings page's calls (spec 2 §7 "Users", the condominium search and suggestions; the
 * postal-code look-up is every address form's, components/forms/cep-lookup.ts). Types only from
 * the contracts: the schemas would bring zod into the page (the form loads them on its first
 * submit).
 */

/** GET /api/usuarios/{codigo}: the own profile. */
export function getProfile(api: ApiClient, codigo: number): Promise<Profile> {
  return api.get(PROFILE_API.byId(codigo));
}

interface SavedProfile {
  ok: true;
  message: string;
  usuario: Profile;
}

/**
 * PATCH /api/usuarios/alterar; on a 404 with a known code, PUT /api/usuarios/editar/{codigo}
 * with the same fields (spec 2 §7 "Users").
 */
export async function saveProfile(api: ApiClient, body: ProfileUpdateForm): Promise<SavedProfile> {
  try {
    return await api.patch<SavedProfile>(PROFILE_API.update, body);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && body.codigoUSUARIO)) throw error;
    const { codigoUSUARIO, ...fields } = body;
    return api.put<SavedProfile>(PROFILE_API.replace(Number(codigoUSUARIO)), fields);
  }
}

/** The message of a failed save: 401 is the session's end, else the server's text or "Falha ao salvar". */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return M.sessionExpired;
    return error.apiMessage ?? M.saveFailed;
  }
  return M.saveFailed;
}

/** Suggestions of the condominium search (spec 2 §9: 10 in forms). */
const CONDOMINIUM_SUGGESTIONS = 10;

/** GET /api/condominios?nome=: condominiums whose name matches, as the search's options. */
export async function searchCondominiums(api: ApiClient, nome: string): Promise<ChosenCondominium[]> {
  const page = await api.get<Paged<Condominium>>('/api/condominios', {
    query: { nome: nome.trim(), limit: CONDOMINIUM_SUGGESTIONS },
  });
  return page.data.map(toChosenCondominium);
}

/** A condominium of the list as the form's choice: its code, name and the address it locks. */
export function toChosenCondominium(condominium: Condominium): ChosenCondominium {
  const street = condominium.logradouro;
  return {
    code: condominium.codigoCONDOMINIO,
    name: condominium.nomeCONDOMINIO,
    address: {
      cep: condominium.cep?.numeroCEP ?? street?.cep?.numeroCEP ?? '',
      logradouro: street?.nomeLOGRADOURO ?? '',
      numero: condominium.numeroCONDOMINIO,
      bairro: condominium.bairro?.nomeBAIRRO ?? street?.bairro?.nomeBAIRRO ?? '',
      cidade: condominium.cidade.nomeCIDADE,
      uf: condominium.estado.sigla,
    },
  };
}

/** POST /api/condominios/sugestoes: a condominium the advertiser did not find, for the admins. */
export function suggestCondominium(
  api: ApiClient,
  body: CondominiumSuggestionForm,
): Promise<{ ok: true; message: string; id: number }> {
  return api.post(CONDOMINIUM_SUGGESTIONS_API.create, body);
}
