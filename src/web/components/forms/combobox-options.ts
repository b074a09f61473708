/** The Combobox's pure rules: matching typed text to options, moving through the list, what it announces. */

export interface ComboboxOption<T = unknown> {
  /** Unique in the list; what a choice submits. */
  value: string;
  /** What the option shows, and the field's text once it is chosen. */
  label: string;
  /** A second line (the state of a city, the place of a condominium). */
  hint?: string;
  /** Whatever the form needs back from a choice (the condominium's state and city). */
  data?: T;
}

/** Suggestion look-ups fire after this pause in typing (spec 1 §5). */
export const COMBOBOX_DEBOUNCE_MS = 250;
/** The list closes this long after the field loses focus (spec 1 §4). */
export const COMBOBOX_CLOSE_DELAY_MS = 150;

/** Lower case, no accents, single spaces: "  São   PAULO " -> "sao paulo". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the text is long enough to look up: `minChars` letters, accents and outer spaces aside. */
export function isLongEnough(text: string, minChars: number): boolean {
  return fold(text).length >= minChars;
}

/** Options whose label starts with the text first, then those containing it (accent- and case-insensitive). */
export function filterOptions<T>(
  options: readonly ComboboxOption<T>[],
  text: string,
  max: number,
): ComboboxOption<T>[] {
  const needle = fold(text);
  if (needle === '') return options.slice(0, max);
  const starts: ComboboxOption<T>[] = [];
  const contains: ComboboxOption<T>[] = [];
  for (const option of options) {
    const hay = fold(option.label);
    if (hay.startsWith(needle)) starts.push(option);
    else if (hay.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, max);
}

/**
 * The option an arrow key makes active (WAI-ARIA APG combobox): Down goes to the next one and
 * from the last back to the first, Up to the previous one and from the first (or none) to the
 * last. -1 when the list is empty.
 */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** What the field's live region tells a screen reader: the list's size, a look-up under way, no match. */
export function listStatus(count: number, state: 'idle' | 'loading' | 'answered'): string {
  if (count > 0)
    return count === 1
      ? '1 sugestão. Use as setas para escolher.'
      : `${count} sugestões. Use as setas para escolher.`;
  if (state === 'loading') return 'Buscando sugestões...';
  return state === 'answered' ? 'Nenhuma sugestão.' : '';
}
