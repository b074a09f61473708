import { useEffect, useRef } from 'react';

/**
 * A ref for an uncontrolled search field that shows `value` (the text the page's results are
 * for, from the URL) whenever it changes, by a new search or back and forward, unless the user is
 * typing in the field: it is never remounted or rewritten under their fingers, because a search's
 * results can arrive after they have started typing the next one. RecentSearchBox does the same
 * inline: importing this from /anuncios's chunk too made it a chunk of its own, and the budget
 * test of the time (which also counted prefetched routes) put /como-funciona over 150 KB.
 */
export function useFieldFollowing(value: string) {
  const field = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    const input = field.current;
    if (shown.current === value || !input) return;
    shown.current = value;
    if (document.activeElement === input) return;
    input.value = value;
  }, [value]);
  return field;
}
