import { TICKET_STATUSES, type TicketOrder, type TicketStatus } from '#shared/contracts/tickets.constants.ts';

/** `?t=` of the tickets pages: the ticket whose thread is open, or null. */
export function openTicketParam(params: URLSearchParams): number | null {
  const raw = params.get('t') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}

export interface AdminTicketFilters {
  status?: TicketStatus;
  ordem: TicketOrder;
  page: number;
}

/** The admin list's filters from the address; anything unknown falls back to the default. */
export function adminTicketFiltersFrom(params: URLSearchParams): AdminTicketFilters {
  const status = params.get('status');
  const page = Number(params.get('pagina'));
  return {
    status: (TICKET_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as TicketStatus)
      : undefined,
    ordem: params.get('ordem') === 'antigos' ? 'antigos' : 'recentes',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The admin list's address for these filters (and an open ticket). */
export function adminTicketsHref(f: AdminTicketFilters, openId?: number): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.ordem === 'antigos') q.set('ordem', 'antigos');
  if (f.page > 1) q.set('pagina', String(f.page));
  if (openId) q.set('t', String(openId));
  const s = q.toString();
  return s ? `/painel/admin/tickets?${s}` : '/painel/admin/tickets';
}
