/**
 * The time source of everything that expires (sessions, one-time tokens, rate-limit windows).
 * Injected through buildApp options so tests can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createManualClock(start = new Date('2026-01-15T12:00:00Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
