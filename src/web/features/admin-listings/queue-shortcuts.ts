import { useEffect, useRef } from 'react';

/** What a key does in the moderation queue (the page lists them for the admin). */
export type QueueShortcut = 'next' | 'previous' | 'approve' | 'reject' | 'preview';

/** The keys, in the order the page documents them. */
export const QUEUE_SHORTCUTS: readonly { key: string; shortcut: QueueShortcut; label: string }[] = [
  { key: 'J', shortcut: 'next', label: 'próximo anúncio' },
  { key: 'K', shortcut: 'previous', label: 'anúncio anterior' },
  { key: 'A', shortcut: 'approve', label: 'aprovar o selecionado' },
  { key: 'R', shortcut: 'reject', label: 'reprovar o selecionado (pede o motivo)' },
  { key: 'P', shortcut: 'preview', label: 'pré-visualizar o selecionado' },
];

const BY_KEY = new Map(QUEUE_SHORTCUTS.map((s) => [s.key.toLowerCase(), s.shortcut]));

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Whether the key goes to a text the admin is typing (a field, a select, an editable area). */
function isTyping(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as { tagName: string; isContentEditable?: boolean };
  return element.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * The shortcut of a key press, or null: another key, one with Ctrl/Cmd/Alt (the browser's own
 * shortcuts), or any key while typing in a field.
 */
export function shortcutOf(event: KeyPress): QueueShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  if (isTyping(event.target)) return null;
  return BY_KEY.get(event.key.toLowerCase()) ?? null;
}

/** Listens for the queue's keys while `isEnabled` (the queue shown, no dialog open). */
export function useQueueShortcuts(isEnabled: boolean, onShortcut: (shortcut: QueueShortcut) => void): void {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
