import type { AdminInvoice } from '#shared/contracts/admin-overview.contract.ts';
import { TIME_ZONE } from '../../lib/periods.ts';

/**
 * The invoice export as Excel pt-BR opens it with a double click: UTF-8 with a byte-order mark
 * (or accents come out garbled), `;` between cells (the comma is the decimal separator there),
 * amounts with a decimal comma, CRLF line ends, and cells quoted only when they need it.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

export const CSV_HEADER = [
  'Número',
  'Data',
  'Pagador',
  'E-mail',
  'Plano',
  'Forma de pagamento',
  'Valor (R$)',
  'Situação',
] as const;

const METHOD_LABELS: Record<AdminInvoice['method'], string> = { pix: 'PIX', card: 'Cartão', free: 'Grátis' };
const STATUS_LABELS: Record<AdminInvoice['status'], string> = {
  paid: 'Paga',
  open: 'Em aberto',
  canceled: 'Cancelada',
  estornada: 'Estornada',
};

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One cell. A cell that a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return before one) is prefixed with an apostrophe: a payer named
 * `=HYPERLINK("http://evil", "x")` stays text (OWASP "CSV Injection"). Then quoted if it holds the
 * separator, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(SEPARATOR) + LINE_END;
}

/** 14990 -> "149,90" (no thousands separator: Excel pt-BR reads it as a number). */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function invoiceCsvLine(invoice: AdminInvoice): string {
  return csvLine([
    String(invoice.number),
    DATE_TIME.format(new Date(invoice.date)).replace(',', ''),
    invoice.customer.nome,
    invoice.customer.email,
    invoice.plan.nome,
    METHOD_LABELS[invoice.method],
    decimalComma(invoice.amountCents),
    STATUS_LABELS[invoice.status],
  ]);
}
