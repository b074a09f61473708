/**
 * The portal's days and months (the admin dashboard, the statistics) are Brasília's (America/Sao_Paulo), whatever the server's zone:
 * an ad published at 22:30 on the 14th in São Paulo counts on the 14th, not on the 15th (UTC).
 */
export const TIME_ZONE = 'America/Sao_Paulo';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Brasília day of an instant, `AAAA-MM-DD`. */
export function saoPauloDay(instant: Date): string {
  return DAY_FORMAT.format(instant);
}

/** `AAAA-MM-DD` moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function lastDays(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

/** The `count` months (`AAAA-MM`) ending with `lastDay`'s, oldest first. */
export function lastMonths(lastDay: string, count: number): string[] {
  const year = Number(lastDay.slice(0, 4));
  const month = Number(lastDay.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - count + 1 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** One value per key, in the keys' order, 0 where the rows have none (days without sign-ups). */
export function zeroFilled(keys: readonly string[], rows: readonly { key: string; value: number }[]) {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((key) => ({ key, value: byKey.get(key) ?? 0 }));
}
