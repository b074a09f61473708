import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CONSENT_CHANGED_EVENT } from '../../lib/consent.ts';
import { readRecentSearches, saveRecentSearches, withRecent } from '../../lib/recent-searches.ts';
import { inputClass } from '../forms/field.tsx';

// The list is fetched on the first focus of an empty field, not with the page: /anuncios is near
// its entry-JavaScript budget (e2e/public/js-budget.spec.ts).
const RecentSearchesPanel = lazy(() =>
  import('./recent-searches-panel.tsx').then((m) => ({ default: m.RecentSearchesPanel })),
);

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
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const shownCurrent = useRef(current);
  const panelId = `${id}-recentes`;

  // A new search (back and forward too) shows its text in the field, unless the visitor is
  // typing there: the field is never remounted or rewritten under their fingers (its results can
  // arrive after they have started a new text).
  useEffect(() => {
    const field = input.current;
    if (shownCurrent.current === current || !field) return;
    shownCurrent.current = current;
    if (document.activeElement === field) return;
    field.value = current ?? '';
    setIsEmpty(!current);
  }, [current]);

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

  const isShown = isOpen && isEmpty && recent.length > 0;

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
        <Suspense fallback={null}>
          <RecentSearchesPanel
            id={panelId}
            recent={recent}
            onChange={setRecent}
            onPick={(text) => {
              if (input.current) input.current.value = text;
              setIsEmpty(false);
              setIsOpen(false);
              onPick(text);
            }}
            onLeave={(close) => {
              if (close) setIsOpen(false);
              input.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
