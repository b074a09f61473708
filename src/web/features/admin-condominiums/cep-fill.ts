import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import type { CepAnswer } from '#shared/contracts/profile.contract.ts';
import { STATES } from '#shared/states.ts';
import { maskCep, withTypeAddress } from '../../components/forms/cep-lookup.ts';
import { fold } from '../../components/forms/combobox-options.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { PlacesApi } from './admin-condominiums-api.ts';
import { NO_PLACE, type PlaceValue } from './condominium-form-model.ts';

/** What "Buscar CEP" fills: the state and the four places, each with its code when the portal has it. */
export interface CepFill {
  uf: string;
  cidade: PlaceValue;
  bairro: PlaceValue;
  cep: PlaceValue;
  logradouro: PlaceValue;
}

/** How many rows a look-up reads to find the exact name (spec 2 §9: 10 in forms). */
const LOOKUP_LIMIT = 10;

/**
 * The message of a failed GET /api/cep/{cep} (spec 2 §8): the code does not exist (404), the
 * CEP services could not be asked (the server's 503, a 429 or any other error answer), or the
 * call itself failed; but for a malformed code, the address is then typed by hand.
 */
export function cepLookupError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return withTypeAddress(M.viaCepNotFound);
    if (error.status === 400) return M.cepDigitsToSearch;
    return withTypeAddress(M.viaCepFailed);
  }
  return withTypeAddress(M.cepSearchFailed);
}

/**
 * Finds a place in the portal's data by its exact name (accents and case aside): first under its
 * parents, then, as spec 2 §7 says, without them, where only a row that fits the parents already
 * known is taken. A failed look-up counts as not found (the name is still filled).
 */
async function findPlace<T>(
  search: (withParents: boolean) => Promise<T[]>,
  isWanted: (row: T) => boolean,
  fitsParents: (row: T) => boolean,
): Promise<T | undefined> {
  const attempt = async (withParents: boolean) => {
    try {
      return (await search(withParents)).find((row) => isWanted(row) && (withParents || fitsParents(row)));
    } catch {
      return undefined;
    }
  };
  return (await attempt(true)) ?? (await attempt(false));
}

const sameName = (a: string, b: string) => fold(a) === fold(b);
const place = (text: string, id: number | undefined): PlaceValue => ({ text, id: id ?? null });

/**
 * "Buscar CEP" (spec 2 §2 "New condominium", §7 "External"): ViaCEP's uf becomes the state, then
 * the city, neighbourhood, CEP and street it names are looked up in the portal's own data
 * (/api/cidades, /api/bairros, /api/ceps, /api/logradouros), each under the ones found above it,
 * with the fallback without parent filters. What is not found keeps ViaCEP's name with no code
 * (the server finds or adds it by name on save); what ViaCEP leaves empty stays empty.
 */
export async function fillFromCep(places: PlacesApi, digits: string, a: CepAnswer): Promise<CepFill> {
  const uf = a.uf.trim().toUpperCase();
  const estado = STATES.some((s) => s.uf === uf) ? uf : undefined;

  const city = a.localidade
    ? await findPlace(
        (withParents) =>
          places.cities({
            nome: a.localidade,
            estado: withParents ? estado : undefined,
            limit: LOOKUP_LIMIT,
          }),
        (c) => sameName(c.nomeCIDADE, a.localidade),
        (c) => !estado || c.ufCIDADE === estado,
      )
    : undefined;
  const cityId = city?.codigoCIDADE;
  const cidade = city ? place(city.nomeCIDADE, cityId) : place(a.localidade, undefined);

  const hood = a.bairro
    ? await findPlace(
        (withParents) =>
          places.neighbourhoods(
            withParents
              ? { nome: a.bairro, cidade: cityId ?? a.localidade, estado, limit: LOOKUP_LIMIT }
              : { nome: a.bairro, limit: LOOKUP_LIMIT },
          ),
        (b) => sameName(b.nomeBAIRRO, a.bairro),
        (b) => cityId === undefined || b.cidadeBAIRRO === cityId,
      )
    : undefined;
  const hoodId = hood?.codigoBAIRRO;
  const bairro = hood ? place(hood.nomeBAIRRO, hoodId) : a.bairro ? place(a.bairro, undefined) : NO_PLACE;

  const postalCode = await findPlace(
    (withParents) =>
      places.postalCodes(
        withParents
          ? {
              nome: digits,
              bairro: hoodId ?? (a.bairro || undefined),
              cidade: cityId ?? a.localidade,
              estado,
              limit: LOOKUP_LIMIT,
            }
          : { nome: digits, limit: LOOKUP_LIMIT },
      ),
    (p) => p.numeroCEP === digits,
    (p) =>
      (cityId === undefined || p.cidadeCEP === cityId) &&
      (hoodId === undefined || p.bairroCEP === null || p.bairroCEP === hoodId),
  );
  const cepId = postalCode?.codigoCEP;

  const street = a.logradouro
    ? await findPlace(
        (withParents) =>
          places.streets(
            withParents
              ? {
                  nome: a.logradouro,
                  cep: digits,
                  bairro: hoodId ?? (a.bairro || undefined),
                  cidade: cityId ?? a.localidade,
                  estado,
                  limit: LOOKUP_LIMIT,
                }
              : { nome: a.logradouro, limit: LOOKUP_LIMIT },
          ),
        (s) => sameName(s.nomeLOGRADOURO, a.logradouro),
        // The server's rule: a street on the CEP chosen, or one without a CEP in that neighbourhood.
        (s) =>
          (cityId === undefined || s.cidade.codigoCIDADE === cityId) &&
          (s.cep
            ? s.cep.codigoCEP === cepId
            : hoodId === undefined || s.bairro === null || s.bairro.codigoBAIRRO === hoodId),
      )
    : undefined;

  return {
    uf: estado ?? '',
    cidade,
    bairro,
    cep: place(maskCep(digits), cepId),
    logradouro: street
      ? place(street.nomeLOGRADOURO, street.codigoLOGRADOURO)
      : a.logradouro
        ? place(a.logradouro, undefined)
        : NO_PLACE,
  };
}
