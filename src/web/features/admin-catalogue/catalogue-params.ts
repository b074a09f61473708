import { LISTING_TYPE_CODES, type ListingType } from '#shared/constants.ts';

/** The type the categories screen opens on (the spec names none; Oportunidades comes first). */
const DEFAULT_CATEGORY_TYPE: ListingType = 1;
/** Spec 2 §9 "Subcategory screen defaults: type 3, active filter 1". */
const DEFAULT_SUBCATEGORY_TYPE: ListingType = 3;

/** The Ativo filter: Todos, Ativas (1), Inativas (0). */
export type ActiveFilter = 'todos' | '1' | '0';
export const ACTIVE_FILTERS: readonly { value: ActiveFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: '1', label: 'Ativas' },
  { value: '0', label: 'Inativas' },
];

function typeOf(raw: string | null, fallback: ListingType): ListingType {
  const n = Number(raw);
  return (LISTING_TYPE_CODES as readonly number[]).includes(n) ? (n as ListingType) : fallback;
}

/** /painel/admin/taxonomias?tipo=N: anything else than 1-4 is the default type. */
export function categoryPageParams(params: URLSearchParams): { tipo: ListingType } {
  return { tipo: typeOf(params.get('tipo'), DEFAULT_CATEGORY_TYPE) };
}

export interface SubcategoryFilters {
  tipo: ListingType;
  /** The category asked for; the page falls back to the type's first one. */
  categoria: number | undefined;
  ativo: ActiveFilter;
}

/** /painel/admin/subcategorias?tipo=&categoria=&ativo=todos|1|0, with the spec's defaults. */
export function subcategoryPageParams(params: URLSearchParams): SubcategoryFilters {
  const categoria = Number(params.get('categoria'));
  const ativo = params.get('ativo');
  return {
    tipo: typeOf(params.get('tipo'), DEFAULT_SUBCATEGORY_TYPE),
    categoria: Number.isSafeInteger(categoria) && categoria > 0 ? categoria : undefined,
    ativo: ativo === 'todos' || ativo === '0' ? ativo : '1',
  };
}

/** The API's `ativo` for a filter (undefined: all). */
export function activeQuery(ativo: ActiveFilter): boolean | undefined {
  return ativo === 'todos' ? undefined : ativo === '1';
}

export function subcategoriesHref(f: {
  tipo: number;
  categoria?: number | undefined;
  ativo: ActiveFilter;
}): string {
  const params = new URLSearchParams({ tipo: String(f.tipo) });
  if (f.categoria !== undefined) params.set('categoria', String(f.categoria));
  params.set('ativo', f.ativo);
  return `/painel/admin/subcategorias?${params.toString()}`;
}
