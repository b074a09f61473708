import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  COMBOBOX_CLOSE_DELAY_MS,
  COMBOBOX_DEBOUNCE_MS,
  filterOptions,
  fold,
  isLongEnough as isTextLongEnough,
  listStatus,
  moveActive,
  type ComboboxOption,
} from './combobox-options.ts';
import { borderClass, classes, Field, inputClass, splitFieldProps, type FieldLabelProps } from './field.tsx';

export type { ComboboxOption } from './combobox-options.ts';

interface ComboboxCommonProps<T> extends FieldLabelProps {
  /** The form field's name: forms without JavaScript submit it too. */
  name: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'numeric';
  /** A decorative icon inside the field, on its left. */
  icon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** A fixed list, filtered here as the text changes (accent- and case-insensitive)... */
  options?: readonly ComboboxOption<T>[];
  /**
   * ...or a look-up, called after a pause in typing once `minChars` are typed. A failed look-up
   * gives an empty list, silently (spec 1 §8). Keep it stable (useCallback): a new function
   * means new results.
   */
  loadOptions?: (text: string, signal: AbortSignal) => Promise<ComboboxOption<T>[]>;
  minChars?: number;
  maxResults?: number;
  /** The pause in typing before a look-up (spec 2 §5: 300 ms in the condominium forms). */
  debounceMs?: number;
}

/**
 * Choosing among options (a category, a state): the field's value is the chosen option's value,
 * submitted by a hidden input named `name`. Text that matches no choice is put back to the
 * chosen label when the field loses focus; erasing the text clears the choice.
 */
interface ComboboxChoiceProps<T> extends ComboboxCommonProps<T> {
  selected: ComboboxOption<T> | null;
  /** A choice, or null when the text is erased. */
  onSelect: (option: ComboboxOption<T> | null) => void;
  text?: never;
  onTextChange?: never;
}

/**
 * Free text with suggestions (a condominium's or a street's name): the text is the field's value
 * and the input itself is named `name`. A chosen suggestion's label becomes the text.
 */
interface ComboboxTextProps<T> extends ComboboxCommonProps<T> {
  text: string;
  onTextChange: (text: string) => void;
  /** Called after the suggestion's label became the text, to fill other fields from it. */
  onSelect?: (option: ComboboxOption<T>) => void;
  selected?: never;
}

export type ComboboxProps<T> = ComboboxChoiceProps<T> | ComboboxTextProps<T>;

function isTextMode<T>(props: ComboboxProps<T>): props is ComboboxTextProps<T> {
  return props.text !== undefined;
}

interface Answer<T> {
  load: ComboboxCommonProps<T>['loadOptions'];
  text: string;
  options: ComboboxOption<T>[];
}

const iconClass = 'pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500';

/**
 * The one autocomplete of the site, in the WAI-ARIA 1.2 combobox pattern (list autocomplete):
 * focus stays in the input; Down and Up move through the list (from the last option back to the
 * first), Enter picks, Esc closes the list only (a second Esc reaches the dialog around it), a
 * tap or click picks. A live region tells screen readers how many suggestions there are. Label,
 * hint and error come from Field. Two ways to hold the value: ComboboxChoiceProps and
 * ComboboxTextProps.
 *
 * Written here rather than taken from a headless library: Downshift's useCombobox does not fit
 * the pages' entry-JavaScript budget (docs/performance-log.md, "Where the code's numbers come from").
 */
export function Combobox<T = unknown>(props: ComboboxProps<T>) {
  const [field] = splitFieldProps(props);
  const {
    id,
    name,
    placeholder,
    disabled,
    inputMode = 'text',
    icon,
    ref,
    options,
    loadOptions,
    minChars = 0,
    maxResults = 10,
    debounceMs = COMBOBOX_DEBOUNCE_MS,
  } = props;
  const textMode = isTextMode(props) ? props : null;
  const choiceMode = isTextMode(props) ? null : props;
  const selected = choiceMode?.selected ?? null;

  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-lista`;
  const [ownText, setOwnText] = useState(selected?.label ?? '');
  const text = textMode ? textMode.text : ownText;
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  // A choice made from outside (the URL, a field that clears this one) shows its label: state
  // adjusted while rendering, React's pattern for a reset that follows a prop.
  const [shownSelection, setShownSelection] = useState(selected);
  if (choiceMode && shownSelection?.value !== selected?.value) {
    setShownSelection(selected);
    setOwnText(selected?.label ?? '');
  }

  const isRemote = loadOptions !== undefined;
  const isLongEnough = isTextLongEnough(text, minChars);
  // With a choice made, the list offers everything again, not just the chosen label.
  const isShowingChoice = selected !== null && text === selected.label;
  const isAnswerCurrent = answer !== null && answer.load === loadOptions;
  const isFresh = isAnswerCurrent && answer.text === text;
  const results: ComboboxOption<T>[] = !isRemote
    ? filterOptions(options ?? [], isShowingChoice ? '' : text, maxResults)
    : // While the next answer is on its way, the last one stays if the text only grew or shrank.
      isLongEnough && isAnswerCurrent && (isFresh || fold(text).startsWith(fold(answer.text)))
      ? answer.options
      : [];
  const isExpanded = isOpen && results.length > 0;
  const activeIndex = active < results.length ? active : -1;
  const activeId = isExpanded && activeIndex >= 0 ? `${inputId}-opcao-${activeIndex}` : undefined;

  const needsLookup = isRemote && isOpen && isLongEnough && !isShowingChoice && !isFresh;
  useEffect(() => {
    if (!needsLookup || !loadOptions) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsLoading(true);
      void loadOptions(text, controller.signal)
        .catch((): ComboboxOption<T>[] => [])
        .then((found) => {
          if (controller.signal.aborted) return;
          setAnswer({ load: loadOptions, text, options: found.slice(0, maxResults) });
          setActive(-1);
          setIsLoading(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setIsLoading(false);
    };
  }, [needsLookup, loadOptions, text, maxResults, debounceMs]);

  useEffect(() => {
    if (activeIndex >= 0) listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function close() {
    setIsOpen(false);
    setActive(-1);
  }

  function choose(option: ComboboxOption<T>) {
    clearTimeout(closeTimer.current);
    close();
    if (textMode) {
      textMode.onTextChange(option.label);
      textMode.onSelect?.(option);
    } else {
      setOwnText(option.label);
      choiceMode?.onSelect(option);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      // Alt+Down opens the list without moving in it (APG).
      if (!event.altKey) setActive(moveActive(activeIndex, event.key, results.length));
    } else if (event.key === 'Enter' && isExpanded && activeIndex >= 0) {
      event.preventDefault();
      choose(results[activeIndex]!);
    } else if (event.key === 'Escape' && isOpen) {
      if (isExpanded) {
        // The list was open: this Esc was for it, not for a dialog or drawer around the field.
        event.preventDefault();
        event.stopPropagation();
      }
      close();
    }
  }

  const status = listStatus(
    results.length,
    isLoading ? 'loading' : isOpen && isLongEnough && (!isRemote || isFresh) ? 'answered' : 'idle',
  );

  return (
    <Field {...field} id={inputId}>
      {(control) => (
        <div className="relative">
          {icon ? <span className={`${iconClass} left-3`}>{icon}</span> : null}
          <input
            ref={ref}
            {...control}
            type="text"
            role="combobox"
            name={textMode ? name : undefined}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            inputMode={inputMode}
            className={classes(
              inputClass,
              borderClass(field.error),
              Boolean(icon) && 'pl-10',
              isRemote && 'pr-10',
            )}
            onChange={(event) => {
              const value = event.target.value;
              if (textMode) textMode.onTextChange(value);
              else {
                setOwnText(value);
                if (selected && value.trim() === '') choiceMode?.onSelect(null);
              }
              setIsOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              clearTimeout(closeTimer.current);
              if (!isRemote) setIsOpen(true);
            }}
            onBlur={() => {
              closeTimer.current = setTimeout(() => {
                close();
                if (selected) setOwnText(selected.label);
              }, COMBOBOX_CLOSE_DELAY_MS);
            }}
            onKeyDown={onKeyDown}
          />
          {choiceMode ? <input type="hidden" name={name} value={selected?.value ?? ''} /> : null}
          {isLoading ? (
            <Loader2 aria-hidden="true" className={`${iconClass} right-3 size-4 animate-spin`} />
          ) : null}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={field.label}
            hidden={!isExpanded}
            className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {results.map((option, index) => (
              <li
                key={`${option.value}-${index}`}
                id={`${inputId}-opcao-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 ${
                  index === activeIndex ? 'bg-teal-50 text-teal-900' : 'text-slate-800'
                }`}
                // Keeps the focus in the field: its blur would otherwise close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <span className="font-medium">{option.label}</span>{' '}
                {option.hint ? <span className="text-sm text-slate-600">{option.hint}</span> : null}
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {isOpen ? status : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
