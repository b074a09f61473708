import type { ListingType } from '#shared/constants.ts';

/** /destaques page sizes (spec 1 §2): 8, 12, 16 or 24, default 8. */
export const HIGHLIGHT_PAGE_SIZES = [8, 12, 16, 24] as const;
const DEFAULT_HIGHLIGHT_SIZE = 8;

export interface HighlightsParams {
  tipo: ListingType | null;
  limit: number;
}

/** Reads ?tipo= (1-4, anything else is "all") and ?limit= (one of the sizes, else 8). */
export function parseHighlightsParams(search: URLSearchParams): HighlightsParams {
  const tipo = Number(search.get('tipo'));
  const limit = Number(search.get('limit'));
  return {
    tipo: tipo === 1 || tipo === 2 || tipo === 3 || tipo === 4 ? tipo : null,
    limit: (HIGHLIGHT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_HIGHLIGHT_SIZE,
  };
}
