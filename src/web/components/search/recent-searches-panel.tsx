import { History, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { saveRecentSearches, withoutRecent } from '../../lib/recent-searches.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 px-3 text-left text-slate-800 hover:bg-slate-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700';

/**
 * The recent searches under an empty search field (recent-search-box.tsx, which loads this on
 * first use): each text runs its search again, each has a removal button, and "Limpar buscas
 * recentes" removes them all. Up and Down move between the buttons (Up from the first returns to
 * the field), Esc closes the list and returns to the field.
 */
export function RecentSearchesPanel({
  id,
  recent,
  onChange,
  onPick,
  onLeave,
}: {
  id: string;
  recent: readonly string[];
  /** The list as kept after a removal. */
  onChange: (next: string[]) => void;
  onPick: (text: string) => void;
  /** Focus back to the field; `close` also closes the list. */
  onLeave: (close: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  /** After a removal, the index of the button to focus next (the removed one is gone). */
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const at = focusAfterRemoval.current;
    if (at === null) return;
    focusAfterRemoval.current = null;
    const button = panel.current?.querySelectorAll<HTMLButtonElement>('[data-recent]')[at];
    if (button) button.focus();
    else onLeave(false);
  }, [recent, onLeave]);

  function remove(text: string) {
    const next = saveRecentSearches(withoutRecent(recent, text));
    // The next item's removal button, or the field when none is left.
    const index = Math.min(recent.indexOf(text), next.length - 1);
    focusAfterRemoval.current = index >= 0 ? index * 2 + 1 : -1;
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const buttons = [...(panel.current?.querySelectorAll<HTMLButtonElement>('[data-recent]') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (at < 0) return;
      event.preventDefault();
      if (event.key === 'ArrowUp' && at === 0) onLeave(false);
      else buttons[Math.min(buttons.length - 1, event.key === 'ArrowDown' ? at + 1 : at - 1)]?.focus();
    }
  }

  return (
    <div
      id={id}
      role="group"
      aria-label="Buscas recentes"
      ref={panel}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      <p className="px-3 py-1 text-sm font-semibold text-slate-600">Buscas recentes</p>
      <ul>
        {recent.map((text) => (
          <li key={text} className="flex items-stretch">
            <button
              type="button"
              data-recent=""
              className={`${itemClass} min-w-0 flex-1`}
              onClick={() => onPick(text)}
            >
              <History aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="truncate">{text}</span>
            </button>
            <button
              type="button"
              data-recent=""
              aria-label={`Remover “${text}” das buscas recentes`}
              className="grid size-11 shrink-0 place-items-center text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
              onClick={() => remove(text)}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-recent=""
        className={`${itemClass} border-t border-slate-100 font-semibold text-teal-800`}
        onClick={() => {
          onChange(saveRecentSearches([]));
          onLeave(false);
        }}
      >
        Limpar buscas recentes
      </button>
    </div>
  );
}
