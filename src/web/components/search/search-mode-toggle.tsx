import { Building2, MapPin } from 'lucide-react';

/** The two ways to look for listings near you (spec 1 §2 Home and /busca). */
export type SearchMode = 'condominio' | 'endereco';

const MODES = [
  { mode: 'condominio', label: 'Condomínio', Icon: Building2 },
  { mode: 'endereco', label: 'Endereço', Icon: MapPin },
] as const;

/**
 * 'Condomínio' or 'Endereço': two radio buttons drawn as a segmented control (the home's hero
 * search and /busca). Arrow keys move between them, as radios do; the checked one is styled from
 * the input itself, so the control looks right before the JavaScript arrives too.
 */
export function SearchModeToggle({
  mode,
  onChange,
  name = 'searchType',
  isFullWidth = false,
}: {
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
  /** The radios' field name in the form. */
  name?: string;
  /** Both halves share the form's width (the hero) instead of fitting their text (/busca). */
  isFullWidth?: boolean;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Buscar por</legend>
      <div
        className={`${isFullWidth ? 'grid' : 'inline-grid'} grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1`}
      >
        {MODES.map(({ mode: value, label, Icon }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-[15px] font-semibold text-slate-600 transition-colors not-has-checked:hover:text-slate-900 has-checked:bg-white has-checked:text-teal-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
