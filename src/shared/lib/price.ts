/** Prices are free text ("A combinar", "R$ 80,00 a hora"); DESIGN.md §4 derives cents from them when possible. */

const MAX_CENTS = 10 ** 13;

/** A number as Brazilians write it: 1.234,56 · 1234,5 · 150 · 1.500 (thousands) · 10.50 (decimal point). */
const NUMBER = String.raw`\d[\d.,]*`;
const AFTER_CURRENCY = new RegExp(String.raw`R\$\s*(${NUMBER})(\s*mil\b)?`, 'i');
const FIRST_NUMBER = new RegExp(String.raw`(${NUMBER})(\s*mil\b)?`, 'i');

/**
 * Cents from a Brazilian free-text price, or null when it holds no number.
 * The amount after "R$" wins over other numbers ("2x por semana, R$ 80" -> 8000); otherwise the
 * first number counts ("R$ 50 - R$ 80" -> 5000). "1,5 mil" -> 150000. Never throws.
 */
export function parsePriceCents(text: string): number | null {
  if (typeof text !== 'string' || text === '') return null;
  const match = AFTER_CURRENCY.exec(text) ?? FIRST_NUMBER.exec(text);
  if (!match?.[1]) return null;
  const reais = parseBrazilianNumber(match[1]);
  if (reais === null) return null;
  const cents = Math.round(reais * (match[2] ? 1000 : 1) * 100);
  if (!Number.isFinite(cents)) return MAX_CENTS;
  return Math.min(cents, MAX_CENTS);
}

function parseBrazilianNumber(raw: string): number | null {
  const token = raw.replace(/[.,]+$/, ''); // "R$ 35." ends a sentence, not a number
  let normalised: string;
  if (token.includes(',')) {
    // Comma is the decimal separator; dots before it group thousands.
    const last = token.lastIndexOf(',');
    normalised = `${token.slice(0, last).replace(/[.,]/g, '')}.${token.slice(last + 1)}`;
  } else if (/^\d+\.\d{1,2}$/.test(token)) {
    normalised = token; // "10.50": a decimal point typed the English way
  } else {
    normalised = token.replace(/\./g, '');
  }
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 123456 -> "R$ 1.234,56" (Intl puts a no-break space after "R$"). The one money formatter of
 * both sides: amounts travel as integer cents (`precoCentavos`, plan prices), never as reais.
 */
export function formatCents(cents: number): string {
  return BRL.format(cents / 100);
}
