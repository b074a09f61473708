import { fold } from '../../components/forms/combobox-options.ts';
import type { SearchMode } from '../../components/search/search-mode-toggle.tsx';

/**
 * Pure rules of the home's hero search (spec 1 §2 Home, §4 "Search form", §5, §9): minimum
 * lengths, accent-insensitive matching of suggestions to the state select and the /busca URL
 * the 'Buscar' button opens. The timers are the Combobox's (combobox-options.ts).
 */

type SuggestKind = 'condominio' | 'rua' | 'bairro' | 'cidade' | 'cep';

/** Characters typed before a look-up fires (spec 1 §5; a CEP's mask adds its dash after 5 digits). */
export const SUGGEST_MIN_CHARS: Record<SuggestKind, number> = {
  condominio: 2,
  cidade: 2,
  bairro: 2,
  cep: 3,
  rua: 3,
};

/** Results per look-up (spec 1 §9: condominium 8; CEP, city, neighbourhood 10). */
export const SUGGEST_LIMITS: Record<SuggestKind, number> = {
  condominio: 8,
  cidade: 10,
  bairro: 10,
  cep: 10,
  rua: 10,
};

/** "São Paulo " -> "sao paulo": lower case, no accents, single spaces (the Combobox's own matching). */
export const normalizeText = fold;

/**
 * The item whose name best matches `name`, ignoring accents and case (spec 1 §5): an exact
 * match first, then a prefix, then a contains match (either way round). Null when none.
 */
export function findByName<T>(items: readonly T[], name: string, namesOf: (item: T) => string[]): T | null {
  const wanted = normalizeText(name);
  if (wanted === '') return null;
  const scored = items
    .map((item) => {
      let best = 0;
      for (const candidate of namesOf(item).map(normalizeText)) {
        if (candidate === '') continue;
        if (candidate === wanted) best = Math.max(best, 3);
        else if (candidate.startsWith(wanted) || wanted.startsWith(candidate)) best = Math.max(best, 2);
        else if (candidate.includes(wanted) || wanted.includes(candidate)) best = Math.max(best, 1);
      }
      return { item, best };
    })
    .filter((entry) => entry.best > 0);
  scored.sort((a, b) => b.best - a.best);
  return scored[0]?.item ?? null;
}

export interface StateOption {
  sigla: string;
  nome: string;
}

/** The state (of the 27) named by a full name or an abbreviation: "São Paulo", "sp", "Sao Paulo". */
export function findState(
  states: readonly StateOption[],
  nameOrUf: string | null | undefined,
): StateOption | null {
  if (!nameOrUf) return null;
  const uf = nameOrUf.trim().toUpperCase();
  return states.find((s) => s.sigla === uf) ?? findByName(states, nameOrUf, (s) => [s.nome]);
}

export interface HeroSearchValues {
  mode: SearchMode;
  condominio: string;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  tipo: string;
  categoria: string;
  subcategoria: string;
  estado: string;
  cep: string;
}

export const EMPTY_SEARCH: HeroSearchValues = {
  mode: 'condominio',
  condominio: '',
  rua: '',
  numero: '',
  bairro: '',
  cidade: '',
  tipo: '',
  categoria: '',
  subcategoria: '',
  estado: '',
  cep: '',
};

/**
 * The unified search URL (spec 1 §2 /busca: searchType, condominio, rua, numero, bairro,
 * cidade, estado, cep; plus the type and catalogue filters both modes have). Only the fields of
 * the chosen mode travel; empty values are left out.
 */
export function buildSearchHref(values: HeroSearchValues): string {
  const params = new URLSearchParams();
  params.set('searchType', values.mode);
  const modeFields: (keyof HeroSearchValues)[] =
    values.mode === 'condominio' ? ['condominio'] : ['rua', 'numero', 'bairro', 'cidade'];
  const shared: (keyof HeroSearchValues)[] = ['estado', 'cep', 'tipo', 'categoria', 'subcategoria'];
  for (const key of [...modeFields, ...shared]) {
    const value = key === 'cep' ? values.cep.replace(/\D/g, '') : values[key].trim();
    if (value) params.set(key, value);
  }
  return `/busca?${params.toString()}`;
}

/** "01001000" -> "01001-000" while typing (at most 8 digits). */
export function maskCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
