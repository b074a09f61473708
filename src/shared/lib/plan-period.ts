/**
 * A plan's period as the pages and the receipt write it: 12 months is "1 Ano" (spec 2 §2),
 * 24 "2 Anos", 6 "6 meses", 1 "1 mês".
 */
export function periodLabel(months: number): string {
  if (months > 0 && months % 12 === 0) return months === 12 ? '1 Ano' : `${months / 12} Anos`;
  return months === 1 ? '1 mês' : `${months} meses`;
}
