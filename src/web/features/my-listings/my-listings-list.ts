/** The list's address: `?q=` (title search) and `?page=` (1-based). */
export function myListingsParams(params: URLSearchParams): { page: number; q: string } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, 150),
  };
}

/** `/painel/anuncios?q=bolo&page=2`, the empty parts left out. */
export function listingsHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/painel/anuncios?${qs}` : '/painel/anuncios';
}

/** A message another page hands the list in the history state (after Publicar). */
export interface ListingNotice {
  tone: 'success' | 'info';
  message: string;
}
