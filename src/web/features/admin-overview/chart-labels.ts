/** Labels and scales of the dashboard's charts (pt-BR; days and months are Brasília's, as sent). */

/**
 * The axis top: the smallest of 2, 4, 6, 8, 10 × 10ⁿ (1 × 10ⁿ too from 10 on) at or above `max`,
 * so the middle line's value is a whole number as well (2 for an empty chart).
 */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 2;
  const power = 10 ** Math.floor(Math.log10(max));
  const steps = power >= 10 ? [1, 2, 4, 6, 8, 10] : [2, 4, 6, 8, 10];
  return steps.map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/** "2026-01-15" -> "15/01". */
export function dayLabel(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** "2026-01-15" -> "15/01/2026" (the tables). */
export function fullDayLabel(day: string): string {
  return `${dayLabel(day)}/${day.slice(0, 4)}`;
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTHS_LONG = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "2026-01" -> "jan/26". */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
}

/** "2026-01" -> "janeiro de 2026" (the tables). */
export function fullMonthLabel(month: string): string {
  return `${MONTHS_LONG[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How long something has waited, in the largest whole unit: "há 3 dias", "há 1 hora", "há 5 minutos". */
export function waitedLabel(since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  if (minutes >= 24 * 60) return `há ${plural(Math.floor(minutes / (24 * 60)), 'dia', 'dias')}`;
  if (minutes >= 60) return `há ${plural(Math.floor(minutes / 60), 'hora', 'horas')}`;
  return `há ${plural(minutes, 'minuto', 'minutos')}`;
}

const COMPACT_BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Cents as a short amount for an axis: 120000 -> "R$ 1,2 mil". */
export function compactCents(cents: number): string {
  return COMPACT_BRL.format(cents / 100);
}
