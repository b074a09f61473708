import { formatCents } from '#shared/lib/price.ts';

/** pt-BR display formats (BRAND.md "Voice"). Time zone fixed so server and browser agree. */
const DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

const PRICE_TO_AGREE = 'A combinar';

/** ISO date or Date -> "dd/mm/aaaa" in Brasília time; '' for an invalid date. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

// "150", "R$ 150", "1.234,56", "R$1.234,56": a bare amount we may show in the BRL format.
const BARE_AMOUNT = /^(R\$)?\s*\d{1,3}(\.?\d{3})*(,\d{1,2})?$|^(R\$)?\s*\d+([.,]\d{1,2})?$/i;

/**
 * Prices are free text (DESIGN.md §4). A bare amount with a parsed value is shown as BRL;
 * any other text ("A partir de R$ 50", "Grátis") is shown as written; nothing -> "A combinar".
 */
export function formatPrice(
  precoANUNCIO: string | null | undefined,
  precoCentavos: number | null | undefined,
): string {
  const text = (precoANUNCIO ?? '').trim();
  if (precoCentavos != null && (text === '' || BARE_AMOUNT.test(text))) return formatCents(precoCentavos);
  return text === '' ? PRICE_TO_AGREE : text;
}

/** "Cidade - UF" (spec 1 §2), or whichever part exists; null when neither does. */
export function formatPlace(cidade: string | null | undefined, uf: string | null | undefined): string | null {
  const parts = [cidade?.trim(), uf?.trim().toUpperCase()].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' - ') : null;
}
