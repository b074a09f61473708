/**
 * Times of the conversations in Brasília time (as lib/format.ts does), so the server's HTML and
 * the browser agree. `now` comes from the page (the loader's clock, then each poll's), never
 * from a render, for the same reason.
 */
const TIME_ZONE = 'America/Sao_Paulo';

const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});
const CLOCK = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-26": the calendar day in Brasília (no daylight saving there since 2019). */
export function dayKey(value: string | Date): string {
  return DAY_KEY.format(typeof value === 'string' ? new Date(value) : value);
}

/** "14:32". */
export function formatClock(iso: string): string {
  return CLOCK.format(new Date(iso));
}

/** "Hoje", "Ontem" or "26/11/2026": the heading of a day in the thread. */
export function formatDay(iso: string, now: Date): string {
  const key = dayKey(iso);
  if (key === dayKey(now)) return 'Hoje';
  if (key === dayKey(new Date(now.getTime() - DAY_MS))) return 'Ontem';
  return DATE.format(new Date(iso));
}

/** The list's time: "14:32" today, "Ontem", else "26/11/2026". */
export function formatListTime(iso: string, now: Date): string {
  const day = formatDay(iso, now);
  return day === 'Hoje' ? formatClock(iso) : day;
}

/** "26/11/2026 às 14:32": the full moment, for a `<time>`'s title and screen readers. */
export function formatFullTime(iso: string): string {
  return `${DATE.format(new Date(iso))} às ${formatClock(iso)}`;
}

/** Messages (oldest first) grouped by their Brasília day, for the thread's day headings. */
export function groupByDay<T extends { enviadaEm: string }>(
  messages: readonly T[],
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const message of messages) {
    const day = dayKey(message.enviadaEm);
    const group = groups.at(-1);
    if (group?.day === day) group.items.push(message);
    else groups.push({ day, items: [message] });
  }
  return groups;
}
