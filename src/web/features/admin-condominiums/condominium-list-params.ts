import { onlyDigits } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';

/**
 * The admin condominium list's address (spec 2 §2 "Admin condominium list"): the filters Estado,
 * Cidade, Bairro and CEP and the page, all in the query string, so a filtered page is shareable
 * and server-rendered and Filtrar works without JavaScript.
 */
export interface CondominiumListFilters {
  /** A state's abbreviation (SP), or undefined. */
  estado?: string;
  cidade?: string;
  bairro?: string;
  /** 1 to 8 digits (a prefix). */
  cep?: string;
  page: number;
}

export const ADMIN_CONDOMINIUMS_PATH = '/painel/admin/condominios';

const text = (value: string | null) => {
  const v = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, 120);
  return v === '' ? undefined : v;
};

/** Unknown states, a CEP without digits and bad pages are left out rather than refused. */
export function condominiumListParams(params: URLSearchParams): CondominiumListFilters {
  const uf = (params.get('estado') ?? '').trim().toUpperCase();
  const cep = onlyDigits(params.get('cep') ?? '').slice(0, 8);
  const page = Number(params.get('page'));
  return {
    estado: STATES.some((s) => s.uf === uf) ? uf : undefined,
    cidade: text(params.get('cidade')),
    bairro: text(params.get('bairro')),
    cep: cep === '' ? undefined : cep,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** `/painel/admin/condominios?estado=SP&page=2`, the empty parts left out. */
export function condominiumListHref(f: Partial<CondominiumListFilters>): string {
  const params = new URLSearchParams();
  for (const key of ['estado', 'cidade', 'bairro', 'cep'] as const) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  if (f.page && f.page > 1) params.set('page', String(f.page));
  const qs = params.toString();
  return qs ? `${ADMIN_CONDOMINIUMS_PATH}?${qs}` : ADMIN_CONDOMINIUMS_PATH;
}

export const hasFilters = (f: CondominiumListFilters) => Boolean(f.estado || f.cidade || f.bairro || f.cep);

/** A message a page hands the list in the history state (after a save). */
export interface CondominiumNotice {
  tone: 'success' | 'info';
  message: string;
}
