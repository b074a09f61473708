import type { Paged } from '#shared/contracts/common.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import {
  CONDOMINIUM_SUGGESTIONS_API,
  POSTAL_CODE_API,
  PROFILE_API,
  PROFILE_MESSAGES as M,
} from '#shared/contracts/profile.constants.ts';
import type {
  CepAnswer,
  CondominiumSuggestionForm,
  Profile,
  ProfileUpdateForm,
} from '#shared/contracts/profile.contract.ts';
import { ApiError, NetworkError, type ApiClient } from '../../lib/api-client.ts';
import type { ChosenCondominium, SettingsErrors, SettingsField } from './profile-form.ts';

/*
 * The settings page's calls (spec 2 §7 "Users", the postal-code look-up, the condominium search
 * and suggestions). Types only from the contracts: the schemas would bring zod into the page.
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

/** GET /api/cep/{cep}: ViaCEP's answer (cached by the server, its own tables as fallback). */
export function lookupCep(api: ApiClient, cep: string): Promise<CepAnswer> {
  return api.get(POSTAL_CODE_API.lookup(cep));
}

/**
 * The message of a failed CEP look-up (spec 2 §5/§8): not found, not valid, the service out
 * ("Não foi possível consultar o CEP agora.": a 503, a time-out, no connection), anything else
 * "Falha ao buscar CEP". Not found or failed, the address is typed by hand: "Preencha o
 * endereço abaixo." follows (issue 33); a CEP to correct or a session to renew say only that.
 */
export function cepErrorMessage(error: unknown): string {
  const typeIt = (message: string) => `${message} ${M.cepTypeAddress}`;
  if (error instanceof ApiError) {
    if (error.status === 404) return typeIt(M.cepNotFound);
    if (error.status === 400) return M.cepInvalid;
    if (error.status === 401) return M.sessionExpired;
    if (error.status === 503 || error.status === 504 || error.status === 429) return typeIt(M.cepUnavailable);
    return typeIt(M.cepLookupFailed);
  }
  if (error instanceof NetworkError) return typeIt(M.cepUnavailable);
  return typeIt(M.cepLookupFailed);
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

/** The API's field names (spec 2 §3) to the form's. */
const FORM_FIELD_OF: Record<string, SettingsField> = {
  nomeUSUARIO: 'nome',
  sobrenomeUSUARIO: 'sobrenome',
  whatsappUSUARIO: 'whatsapp',
  dddUSUARIO: 'whatsapp',
  linkinstagramUSUARIO: 'instagram',
  linkfacebookUSUARIO: 'facebook',
  linklinkedinUSUARIO: 'linkedin',
  linktiktokUSUARIO: 'tiktok',
  linktreeUSUARIO: 'linktree',
  siteUSUARIO: 'site',
  cepUSUARIO: 'cep',
  logradouroUSUARIO: 'logradouro',
  ruaenumeroUSUARIO: 'numero',
  complementoUSUARIO: 'complemento',
  bairroUSUARIO: 'bairro',
  cidadeUSUARIO: 'cidade',
  ufUSUARIO: 'uf',
};

/** The server's per-field errors (`errors: [{ field, message }]`) under the form's fields. */
export function fieldErrorsFrom(error: unknown): SettingsErrors {
  const out: SettingsErrors = {};
  if (!(error instanceof ApiError)) return out;
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return out;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = typeof item.field === 'string' ? FORM_FIELD_OF[item.field] : undefined;
    if (field && typeof item.message === 'string' && !out[field]) out[field] = item.message;
  }
  return out;
}
