import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { MY_LISTING_STATUSES, type MyListingStatus } from '#shared/contracts/my-listings.constants.ts';

/** The admin list's filters and page, as the address carries them (shareable, server-rendered). */
export interface AdminListingsParams {
  page: number;
  q: string | undefined;
  status: MyListingStatus | undefined;
  tipo: number | undefined;
  /** The advertiser's code, or words of their name or e-mail. */
  anunciante: string | undefined;
}

const positiveInt = (value: string | null): number | undefined => {
  const n = value && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : 0;
  return n > 0 ? n : undefined;
};

/** Reads the filters; anything the API would refuse is dropped rather than shown as an error. */
export function adminListingsParams(search: URLSearchParams): AdminListingsParams {
  const status = search.get('status');
  const tipo = positiveInt(search.get('tipo'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    q: search.get('q')?.trim().slice(0, 150) || undefined,
    status: (MY_LISTING_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as MyListingStatus)
      : undefined,
    tipo: tipo !== undefined && (LISTING_TYPE_CODES as readonly number[]).includes(tipo) ? tipo : undefined,
    anunciante: search.get('anunciante')?.trim().slice(0, 150) || undefined,
  };
}

/** The list's address for these filters (page 1 left out). */
export function adminListingsHref(params: Partial<AdminListingsParams>): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.tipo) search.set('tipo', String(params.tipo));
  if (params.anunciante) search.set('anunciante', params.anunciante);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs ? `/painel/admin/anuncios?${qs}` : '/painel/admin/anuncios';
}

/** The moderation queue is the pending list (oldest waiting first, the API's order). */
export const isModerationQueue = (params: AdminListingsParams) => params.status === 'pendente';
