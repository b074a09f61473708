import type { InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import type { Invoice } from '#shared/contracts/checkouts.contract.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Invoice status labels (spec 2 §3 "Local invoice": open, paid, canceled; and refunded, issue 35). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paga',
  open: 'Em aberto',
  canceled: 'Cancelada',
  estornada: 'Estornada',
};

export const INVOICE_STATUS_STYLES: Record<InvoiceStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-300',
  estornada: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** The most recent invoice (by date, then number), or null. */
export function latestInvoice(invoices: readonly Invoice[]): Invoice | null {
  let latest: Invoice | null = null;
  for (const invoice of invoices) {
    if (
      !latest ||
      invoice.date > latest.date ||
      (invoice.date === latest.date && invoice.number > latest.number)
    ) {
      latest = invoice;
    }
  }
  return latest;
}

/** A count from a settled call: the answer's `count`, or 0 when it failed (spec 2 §8). */
export function countOf(result: PromiseSettledResult<{ count: number }>): number {
  return result.status === 'fulfilled' && Number.isFinite(result.value.count) ? result.value.count : 0;
}

/** The new-ad button is enabled only with credits (spec 2 §2: disabled at 0 or fewer). */
export function canCreateListing(credits: number): boolean {
  return credits > 0;
}

/** `?status=paid` is the only filter the invoices page reads (spec 2 §2 "only-paid toggle"). */
export function onlyPaidParam(search: URLSearchParams): boolean {
  return search.get('status') === 'paid';
}

/** "Nº 000123" as invoices are numbered (six digits, no gaps). */
export function invoiceNumberLabel(number: number): string {
  return `Nº ${String(number).padStart(6, '0')}`;
}

/**
 * Whether a failed panel call is worth a log line: a 401 is not (the session ended, e.g. right
 * after Sair, while the layout's loader sends the visitor to /entrar).
 */
export function isWorthLogging(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 401);
}
