import { useCallback, useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '../../lib/consent.ts';

const KEY = 'painel_menu_recolhido';
const CHANGED_EVENT = 'nc:painel-menu';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const isStoredCollapsed = () => readStored(KEY) === '1';

/**
 * Whether the panel's sidebar is folded (spec 2 §2: "state kept locally"), kept in
 * localStorage through the consent table (lib/consent.ts, ADR 008). The server renders it
 * unfolded; the stored choice applies once the page is running.
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const isCollapsed = useSyncExternalStore(subscribe, isStoredCollapsed, () => false);
  const update = useCallback((collapsed: boolean) => {
    if (collapsed) writeStored(KEY, '1');
    else removeStored(KEY);
    window.dispatchEvent(new Event(CHANGED_EVENT));
  }, []);
  return [isCollapsed, update];
}
