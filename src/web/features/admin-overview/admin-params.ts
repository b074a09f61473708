import {
  ADMIN_OVERVIEW_API,
  CONTACT_MESSAGE_FILTERS,
  type ContactMessageFilter,
} from '#shared/contracts/admin-overview.constants.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';

/** The admin invoice list's address: `status`, `de`, `ate`, `q` and `page` (shareable, server-rendered). */
export interface InvoiceFilters {
  status?: InvoiceStatus;
  /** Brasília days, AAAA-MM-DD, inclusive. */
  de?: string;
  ate?: string;
  q?: string;
  page: number;
}

const ADMIN_INVOICES_PATH = '/painel/admin/faturas';
const ADMIN_CONTACTS_PATH = '/painel/admin/contatos';

function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The filters in an address, anything malformed left out (a hand-edited `?de=ontem` shows every
 * invoice instead of an error). A period in the wrong order is kept: the API's message says so.
 */
export function invoiceFiltersFrom(params: URLSearchParams): InvoiceFilters {
  const status = params.get('status') ?? '';
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, 120);
  return {
    status: (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : undefined,
    de: isDay(de) ? de : undefined,
    ate: isDay(ate) ? ate : undefined,
    q: q || undefined,
    page: pageFrom(params),
  };
}

export function hasInvoiceFilters(f: InvoiceFilters): boolean {
  return Boolean(f.status || f.de || f.ate || f.q);
}

function filterQuery(f: Omit<InvoiceFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'de', 'ate', 'q'] as const) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** The list at `page` with the same filters, the empty parts left out. */
export function invoicesHref(f: InvoiceFilters, page: number): string {
  const params = filterQuery(f);
  if (page > 1) params.set('page', String(page));
  return withQuery(ADMIN_INVOICES_PATH, params);
}

/** "Exportar CSV": the export of every invoice the current filters match (no page). */
export function invoicesCsvHref(f: InvoiceFilters): string {
  return withQuery(ADMIN_OVERVIEW_API.invoicesCsv, filterQuery(f));
}

/** The contact messages' address: `status` (pendentes by default) and `page`. */
export function contactFiltersFrom(params: URLSearchParams): { status: ContactMessageFilter; page: number } {
  const status = params.get('status') ?? '';
  return {
    status: (CONTACT_MESSAGE_FILTERS as readonly string[]).includes(status)
      ? (status as ContactMessageFilter)
      : 'pendentes',
    page: pageFrom(params),
  };
}

export function contactsHref(status: ContactMessageFilter, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'pendentes') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return withQuery(ADMIN_CONTACTS_PATH, params);
}
