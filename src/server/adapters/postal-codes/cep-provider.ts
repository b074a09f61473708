/**
 * Where the portal asks for an address by postal code (DESIGN.md §1 "postal codes"): ViaCEP in
 * production (viacep.ts), a local fake in tests. The postal-codes feature caches the answers and
 * falls back to the portal's own tables when the provider is unavailable.
 */

/** An address as ViaCEP answers it (the fields the portal uses). */
export interface CepAddress {
  /** As ViaCEP writes it: 01001-000. */
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  ddd: string;
}

/** `found`: the address; `not-found`: the provider says the code does not exist. */
export type CepLookup = { kind: 'found'; address: CepAddress } | { kind: 'not-found' };

export interface CepProvider {
  /**
   * Looks up an 8-digit postal code. Throws CepProviderUnavailable when the provider could not
   * answer (time-out, network error, unexpected status or body).
   */
  lookup(cep: string): Promise<CepLookup>;
}

export class CepProviderUnavailable extends Error {
  override name = 'CepProviderUnavailable';
}

/** 01001000 -> 01001-000. */
export const formatCep = (digits: string): string => `${digits.slice(0, 5)}-${digits.slice(5)}`;
