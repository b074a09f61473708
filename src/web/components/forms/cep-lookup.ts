import { CEP_DIGITS, POSTAL_CODE_API, PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import type { CepAnswer } from '#shared/contracts/profile.contract.ts';
import { onlyDigits } from '#shared/lib/masks.ts';
import { ApiError, NetworkError, type ApiClient } from '../../lib/api-client.ts';

/*
 * The CEP look-up every address form offers (settings, the admin's user and condominium forms):
 * the mask, the call, its failure messages and what an answer fills. Pure but for the call, so
 * it is tested without a browser; address-fields.tsx draws it.
 */

/** 01001000 or 01001-000 -> 01001-000 while typing (at most 8 digits). */
export function maskCep(value: string): string {
  const digits = cepDigits(value);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The CEP's digits, at most 8 (what is sent and looked up). */
export function cepDigits(value: string): string {
  return onlyDigits(value).slice(0, CEP_DIGITS);
}

/** A look-up needs exactly 8 digits (spec 2 §5). */
export function isCepComplete(value: string): boolean {
  return onlyDigits(value).length === CEP_DIGITS;
}

/** GET /api/cep/{cep}: ViaCEP's answer (cached by the server, its own tables as fallback). */
export function lookupCep(api: ApiClient, digits: string): Promise<CepAnswer> {
  return api.get(POSTAL_CODE_API.lookup(digits));
}

/** A failed or fruitless look-up's message, then "Preencha o endereço abaixo.": the address is typed by hand. */
export const withTypeAddress = (message: string) => `${message} ${M.cepTypeAddress}`;

/**
 * The message of a failed look-up in the settings and user forms (spec 2 §5/§8): not found, not
 * valid, the service out ("Não foi possível consultar o CEP agora.": a 503, a time-out, no
 * connection), anything else "Falha ao buscar CEP". Not found or failed, the address is typed by
 * hand; a CEP to correct or a session to renew say only that.
 */
export function cepErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return withTypeAddress(M.cepNotFound);
    if (error.status === 400) return M.cepInvalid;
    if (error.status === 401) return M.sessionExpired;
    if (error.status === 503 || error.status === 504 || error.status === 429) {
      return withTypeAddress(M.cepUnavailable);
    }
    return withTypeAddress(M.cepLookupFailed);
  }
  if (error instanceof NetworkError) return withTypeAddress(M.cepUnavailable);
  return withTypeAddress(M.cepLookupFailed);
}

/** The address fields an answer fills. */
interface CepFilled {
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** A field the answer fills, or what was typed when the answer leaves it empty. */
export const pickFromCep = (found: string | undefined, current: string): string =>
  trimmed(found) !== '' ? trimmed(found) : current;

/**
 * Street, neighbourhood, city and UF from an answer. A field the answer leaves empty (a city-wide
 * CEP has no street) keeps what the user typed.
 */
export function addressFromCep(current: CepFilled, answer: Partial<CepAnswer>): CepFilled {
  return {
    logradouro: pickFromCep(answer.logradouro, current.logradouro),
    bairro: pickFromCep(answer.bairro, current.bairro),
    cidade: pickFromCep(answer.localidade, current.cidade),
    uf: pickFromCep(answer.uf, current.uf).toUpperCase(),
  };
}
