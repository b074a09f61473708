import { History, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CONSENT_CHANGED_EVENT } from '../../lib/consent.ts';
import {
  readRecentSearches,
  saveRecentSearches,
  withoutRecent,
  withRecent,
} from '../../lib/recent-searches.ts';
import { inputClass } from '../forms/field.tsx';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 px-3 text-left text-slate-800 hover:bg-slate-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700';

/**
 * The text field of a search form that, focused and empty, offers the device's recent searches
 * (lib/recent-searches.ts): each runs again with a tap or Enter, each can be removed, and
 * "Limpar buscas recentes" removes them all. Down moves from the field into the list, Esc closes
 * it and returns to the field; Tab walks through it like any group of buttons. The searched
 * text (`current`, from the URL) is recorded here, so the list only grows from real searches.
 */
export function RecentSearchBox({
  id,
  name,
  label,
  current,
  placeholder,
  onPick,
}: {
  id: string;
  name: string;
  label: string;
  /** The text the page is showing results for. */
  current: string | undefined;
  placeholder: string;
  /** Runs the search for a recent text. */
  onPick: (text: string) => void;
}) {
  const [recent, setRecent] = useState<string[]>([]);
  const [isEmpty, setIsEmpty] = useState(!current);
  const [isOpen, setIsOpen] = useState(false);
  // A new search remounts the field with its text: state adjusted while rendering.
  const [shownCurrent, setShownCurrent] = useState(current);
  if (shownCurrent !== current) {
    setShownCurrent(current);
    setIsEmpty(!current);
  }
  /** After a removal, the index of the removal button to focus next (the removed one is gone). */
  const focusAfterRemoval = useRef<number | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = `${id}-recentes`;

  // Every search is recorded, if the visitor allows it; a consent given later keeps this one.
  useEffect(() => {
    const record = () =>
      setRecent(
        current ? saveRecentSearches(withRecent(readRecentSearches(), current)) : readRecentSearches(),
      );
    record();
    window.addEventListener(CONSENT_CHANGED_EVENT, record);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, record);
  }, [current]);

  useEffect(() => {
    const at = focusAfterRemoval.current;
    if (at === null) return;
    focusAfterRemoval.current = null;
    const buttons = wrapper.current?.querySelectorAll<HTMLButtonElement>('[data-recent]');
    (buttons?.[at] ?? input.current)?.focus();
  }, [recent]);

  const isShown = isOpen && isEmpty && recent.length > 0;

  function closeToField() {
    setIsOpen(false);
    input.current?.focus();
  }

  function remove(text: string) {
    const next = saveRecentSearches(withoutRecent(recent, text));
    // The removed button is gone: focus goes to the next item's, or back to the field.
    const index = Math.min(recent.indexOf(text), next.length - 1);
    focusAfterRemoval.current = index >= 0 ? index * 2 + 1 : -1;
    setRecent(next);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToField();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const buttons = [...(wrapper.current?.querySelectorAll<HTMLButtonElement>('[data-recent]') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (at < 0) return;
      event.preventDefault();
      if (event.key === 'ArrowUp' && at === 0) input.current?.focus();
      else buttons[Math.min(buttons.length - 1, event.key === 'ArrowDown' ? at + 1 : at - 1)]?.focus();
    }
  }

  return (
    <div
      ref={wrapper}
      className="relative flex-1"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={input}
        key={current ?? ''}
        id={id}
        name={name}
        type="search"
        defaultValue={current ?? ''}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={isShown ? panelId : undefined}
        className={`${inputClass} border-slate-300 pl-11`}
        onFocus={() => setIsOpen(true)}
        onClick={() => setIsOpen(true)}
        onChange={(e) => setIsEmpty(e.target.value.trim() === '')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && isShown) {
            event.preventDefault();
            wrapper.current?.querySelector<HTMLButtonElement>('[data-recent]')?.focus();
          } else if (event.key === 'Escape' && isShown) {
            event.preventDefault();
            setIsOpen(false);
          }
        }}
      />
      {isShown ? (
        <div
          id={panelId}
          role="group"
          aria-label="Buscas recentes"
          onKeyDown={onPanelKeyDown}
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
                  onClick={() => {
                    setIsOpen(false);
                    onPick(text);
                  }}
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
              setRecent(saveRecentSearches([]));
              input.current?.focus();
            }}
          >
            Limpar buscas recentes
          </button>
        </div>
      ) : null}
    </div>
  );
}
