import { useEffect, useRef } from 'react';

/**
 * A ref for a message box that takes focus whenever `key` changes to something truthy after the
 * first render, so a keyboard or screen-reader user lands on the error or the result of a
 * submit. What the page shows on arrival does not steal the focus.
 */
export function useFocusWhen<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const initialKey = useRef(key);
  useEffect(() => {
    if (key && key !== initialKey.current) ref.current?.focus();
  }, [key]);
  return ref;
}
