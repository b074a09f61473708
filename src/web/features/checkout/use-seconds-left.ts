import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds until `expiresAt` (ISO 8601), ticking every second; null without a valid date. The
 * date is read once: mount the component again (a `key`) for another one.
 */
export function useSecondsLeft(expiresAt: string): number | null {
  const [deadline] = useState(() => Date.parse(expiresAt));
  const [left, setLeft] = useState<number | null>(() =>
    Number.isNaN(deadline) ? null : secondsUntil(deadline),
  );
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const tick = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [deadline]);
  return left;
}

/** 754 -> "12:34"; an hour or more -> "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
