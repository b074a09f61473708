import { X } from 'lucide-react';
import { Link } from 'react-router';

export interface FilterChipLink {
  key: string;
  name: string;
  value: string;
  href: string;
}

/**
 * The active filters of a search as removable chips ("Categoria: Bolos ×"), wrapping on narrow
 * screens, with "Limpar filtros" once there are two or more. Plain links: they work before the
 * page's JavaScript arrives. Each link's name starts with "Remover filtro" so a screen reader says
 * what following it does, and still contains the visible text (WCAG 2.5.3).
 */
export function FilterChips({
  chips,
  clearHref,
  onClear,
}: {
  chips: readonly FilterChipLink[];
  clearHref: string;
  onClear?: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros ativos" className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.value}`} className="max-w-full">
          <Link
            to={chip.href}
            // Removing the last filter is clearing them all (the page may forget a saved search).
            onClick={chip.href === clearHref ? onClear : undefined}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full bg-teal-50 px-3 text-sm font-medium text-teal-900 ring-1 ring-teal-200 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            <span className="sr-only">Remover filtro </span>
            <span className="truncate">
              {chip.name}: {chip.value}
            </span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
      {chips.length >= 2 ? (
        <li>
          <Link
            to={clearHref}
            onClick={onClear}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            Limpar filtros
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
