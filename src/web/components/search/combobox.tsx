import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from '../ui/field.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (the state of a city). */
  hint?: string;
}

export interface ComboboxProps {
  label: string;
  /** Name of the hidden input carrying the chosen value (forms without JavaScript read it too). */
  name: string;
  /** The chosen option (value + label), or null. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption | null) => void;
  /** A fixed list filtered here (accent- and case-insensitive)... */
  options?: readonly ComboboxOption[];
  /** ...or a look-up called after `debounceMs` of quiet once `minChars` are typed. */
  loadOptions?: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  minChars?: number;
  maxResults?: number;
  /** Spec 1 §5: suggestion searches fire after a 250 ms pause. */
  debounceMs?: number;
  placeholder?: string;
  disabled?: boolean;
  hint?: string;
  /** Typed text counts as the value when no option is chosen (a name to search by). */
  allowFreeText?: boolean;
}

/** Lower case without accents: "São Paulo" -> "sao paulo". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/** Options whose label starts with the text first, then those containing it. */
export function filterOptions(
  options: readonly ComboboxOption[],
  text: string,
  max: number,
): ComboboxOption[] {
  const needle = fold(text);
  if (needle === '') return options.slice(0, max);
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const hay = fold(option.label);
    if (hay.startsWith(needle)) starts.push(option);
    else if (hay.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, max);
}

/** Spec 3 §4: suggestion lists close 150 ms after the field loses focus. */
const CLOSE_DELAY_MS = 150;

/**
 * An autocomplete in the ARIA 1.2 combobox pattern: the input keeps focus, arrows move through
 * the list (aria-activedescendant), Enter picks, Esc closes. Clearing the text clears the choice.
 */
export function Combobox({
  label,
  name,
  selected,
  onSelect,
  options,
  loadOptions,
  minChars = 0,
  maxResults = 10,
  debounceMs = 250,
  placeholder,
  disabled,
  hint,
  allowFreeText = false,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-lista`;
  const hintId = hint ? `${id}-dica` : undefined;
  const [text, setText] = useState(selected?.label ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [remote, setRemote] = useState<{ text: string; options: ComboboxOption[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [isLoading, setIsLoading] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new selection from outside (URL change, dependent field cleared) shows its label
  // (state adjusted while rendering, React's pattern for derived resets).
  // Cleared by typing (free text), the typed text stays; cleared from outside, the old label goes.
  const [shownSelection, setShownSelection] = useState(selected);
  if (shownSelection?.value !== selected?.value) {
    setShownSelection(selected);
    if (selected) setText(selected.label);
    else if (!allowFreeText || text === shownSelection?.label) setText('');
  }

  const isStatic = Boolean(options) && !loadOptions;
  // With a choice made, focusing the field lists everything again, not just the chosen label.
  const filterText = selected && text === selected.label ? '' : text;
  const isLongEnough = fold(text).length >= minChars;
  const results: ComboboxOption[] = isStatic
    ? filterOptions(options ?? [], filterText, maxResults)
    : isLongEnough && remote?.text === text
      ? remote.options
      : [];

  // Remote look-ups wait for the pause (spec 1 §5: 250 ms) and the minimum length.
  useEffect(() => {
    if (isStatic || !loadOptions || !isOpen || !isLongEnough) return;
    if (selected && text === selected.label) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsLoading(true);
      loadOptions(text, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setRemote({ text, options: found.slice(0, maxResults) });
        })
        // Spec 1 §8: failed look-ups give empty lists silently.
        .catch(() => {
          if (!controller.signal.aborted) setRemote({ text, options: [] });
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, isStatic, loadOptions, isOpen, isLongEnough, selected, maxResults, debounceMs]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function choose(option: ComboboxOption) {
    setText(option.label);
    setIsOpen(false);
    setActive(-1);
    onSelect(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setIsOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && isOpen && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the list only; a second Esc reaches the drawer.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  const showList = isOpen && (results.length > 0 || (isLoading && isLongEnough));
  const activeId = showList && active >= 0 ? `${id}-opcao-${active}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-[15px] font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={hintId}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        className={`${inputClass} border-slate-300`}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setIsOpen(true);
          setActive(-1);
          if (selected && (value.trim() === '' || (allowFreeText && value !== selected.label)))
            onSelect(null);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (isStatic) setIsOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setIsOpen(false);
            // Text that matches no choice is put back to the chosen label.
            setText((current) => (selected && current !== selected.label ? selected.label : current));
          }, CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name={name} value={selected?.value ?? (allowFreeText ? text.trim() : '')} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {isLoading && results.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-slate-600">
            Carregando...
          </li>
        ) : null}
        {results.map((option, index) => (
          <li
            key={`${option.value}-${option.hint ?? ''}-${index}`}
            id={`${id}-opcao-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2.5 ${index === active ? 'bg-teal-50 text-teal-900' : 'text-slate-800'} hover:bg-teal-50`}
            // mousedown, not click: it runs before the input's blur.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.label}
            {option.hint ? <span className="ml-1 text-sm text-slate-600">{option.hint}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
