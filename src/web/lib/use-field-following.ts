import { useEffect, useRef } from 'react';

/**
 * A ref for an uncontrolled search field that shows `value` (the text the page's results are
 * for, from the URL) whenever it changes, by a new search or back and forward, unless the user is
 * typing in the field: it is never remounted or rewritten under their fingers, because a search's
 * results can arrive after they have started typing the next one. `onWritten` hears each text
 * written into the field this way. RecentSearchBox does the same inline: importing this from
 * /anuncios's chunk too made it a chunk of its own, which every public page fetched, and put
 * /como-funciona over its 150 KB of entry JavaScript (e2e/public/js-budget.spec.ts).
 */
export function useFieldFollowing(value: string, onWritten?: (value: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    const input = field.current;
    if (shown.current === value || !input) return;
    shown.current = value;
    if (document.activeElement === input) return;
    input.value = value;
    onWritten?.(value);
  }, [value, onWritten]);
  return field;
}
