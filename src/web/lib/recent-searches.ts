import { fold } from '../components/forms/combobox-options.ts';
import { readStored, removeStored, writeStored } from './consent.ts';

/**
 * The texts this device searched on /anuncios, newest first, offered again when the search box
 * is focused and empty (as OLX does). They stay in this browser's localStorage and are
 * never sent to the server. Kept on every search without being asked for, so a "Preferências"
 * entry (ADR 008): without that consent nothing is kept or read, and withdrawing it erases them.
 */
export const RECENT_SEARCHES_KEY = 'buscas_recentes';
/** How many texts are offered. */
export const RECENT_SEARCHES_MAX = 8;
/** A text longer than the API's `q` (200) never came from the search box. */
const MAX_LENGTH = 200;

/** The list with `text` first; the same text in other case or accents counts once (the newest spelling). */
export function withRecent(list: readonly string[], text: string): string[] {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean === '' || clean.length > MAX_LENGTH) return [...list];
  const key = fold(clean);
  return [clean, ...list.filter((t) => fold(t) !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/** The list without `text` (compared like `withRecent`). */
export function withoutRecent(list: readonly string[], text: string): string[] {
  const key = fold(text);
  return list.filter((t) => fold(t) !== key);
}

/** The stored JSON -> texts; anything malformed reads as none. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const texts = value
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter((t) => t !== '' && t.length <= MAX_LENGTH);
    // Oldest first through withRecent, so the stored order (newest first) comes back unchanged.
    return texts.reverse().reduce<string[]>(withRecent, []);
  } catch {
    return [];
  }
}

export function readRecentSearches(): string[] {
  return parseRecent(readStored(RECENT_SEARCHES_KEY));
}

/** Stores the list (removes the entry when empty); the list as kept, empty without consent. */
export function saveRecentSearches(list: readonly string[]): string[] {
  if (list.length === 0) {
    removeStored(RECENT_SEARCHES_KEY);
    return [];
  }
  return writeStored(RECENT_SEARCHES_KEY, JSON.stringify(list)) ? [...list] : [];
}
