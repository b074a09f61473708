import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SUGGEST_CLOSE_DELAY_MS, SUGGEST_DEBOUNCE_MS } from './search-helpers.ts';

export interface Suggestion<T> {
  key: string;
  label: string;
  /** A second line (city - UF, CEP). */
  detail?: string;
  value: T;
}

interface SuggestFieldProps<T> {
  id?: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSelect: (suggestion: Suggestion<T>) => void;
  /** Looks up suggestions for the typed text; null when the text is too short to search. */
  search: ((text: string, signal: AbortSignal) => Promise<Suggestion<T>[]>) | null;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  className?: string;
  icon?: ReactNode;
}

/**
 * A text field with a suggestion list, as a WAI-ARIA combobox (list autocomplete): the look-up
 * fires after a 250 ms pause, arrows move through the options, Enter picks, Esc closes, and the
 * list closes 150 ms after the field loses focus (so a click on an option still lands). Failed
 * look-ups give an empty list silently (spec 1 §8).
 */
export function SuggestField<T>({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
  onSelect,
  search,
  inputMode = 'text',
  autoComplete = 'off',
  className = '',
  icon,
}: SuggestFieldProps<T>) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [items, setItems] = useState<Suggestion<T>[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isLoading, setIsLoading] = useState(false);
  // The text typed by the user (not set by a selection) that the next look-up searches for.
  const [query, setQuery] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (query === null || !search) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsLoading(true);
      search(query, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setActive(-1);
          setIsOpen(true);
        })
        .catch(() => {
          if (!controller.signal.aborted) setItems([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion<T>) => {
    setQuery(null);
    close();
    onSelect(suggestion);
  };

  const isExpanded = isOpen && items.length > 0;
  const activeId = isExpanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {icon ? (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
          {icon}
        </span>
      ) : null}
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          onChange(text);
          if (search) setQuery(text);
          else close();
          if (!search) setItems([]);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(close, SUGGEST_CLOSE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            if (!isOpen && items.length > 0) setIsOpen(true);
            setActive((i) => (items.length === 0 ? -1 : (i + 1) % items.length));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => (items.length === 0 ? -1 : i <= 0 ? items.length - 1 : i - 1));
          } else if (event.key === 'Enter' && isExpanded && items[active]) {
            event.preventDefault();
            choose(items[active]);
          } else if (event.key === 'Escape' && isExpanded) {
            event.preventDefault();
            close();
          }
        }}
        className={`h-12 w-full rounded-lg border border-slate-300 bg-white pr-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none ${icon ? 'pl-10' : 'pl-3'}`}
      />
      {isLoading ? (
        <Loader2
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-500"
        />
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isExpanded}
        className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the field first; the 150 ms close delay lets this click land.
            onClick={() => choose(item)}
            onMouseMove={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-teal-50 text-teal-900' : 'text-slate-800'}`}
          >
            <span className="block font-medium">{item.label}</span>
            {item.detail ? <span className="block text-xs text-slate-600">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
