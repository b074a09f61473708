import { useCallback, useState, useSyncExternalStore } from 'react';

const secondsUntil = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** The clock ticks once a second for whoever follows it. */
function subscribeToSeconds(onTick: () => void): () => void {
  const tick = setInterval(onTick, 1000);
  return () => clearInterval(tick);
}

/** The server (and the hydrating browser) shows no count: see useSecondsLeft. */
const noCountOnServer = (): number | null => null;

/**
 * Seconds until `expiresAt` (ISO 8601), ticking every second; null without a valid date, and
 * until the page has hydrated: a PIX shown again by the server (a reload) would
 * otherwise render one second on the server and another in the browser (a hydration mismatch).
 * The date is read once: mount the component again (a `key`) for another one.
 */
export function useSecondsLeft(expiresAt: string): number | null {
  const [deadline] = useState(() => Date.parse(expiresAt));
  const read = useCallback(() => (Number.isNaN(deadline) ? null : secondsUntil(deadline)), [deadline]);
  return useSyncExternalStore(subscribeToSeconds, read, noCountOnServer);
}

/** 754 -> "12:34"; an hour or more -> "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
