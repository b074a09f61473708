import type { LucideIcon } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';

/** A row action in a table or card list: a 44 px text button (BRAND.md tap targets). */
const rowActionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-[15px] font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-60';
const dangerRowActionClass = `${rowActionClass} text-red-700 hover:bg-red-50`;

interface RowActionContentProps {
  icon: LucideIcon;
  /** Extra classes for the icon (a filled star when an ad is highlighted). */
  iconClassName?: string;
  /** The visible word: "Editar", "Remover"… */
  label: string;
  /**
   * What the row is about (an ad's title, a user's name), read after the label by screen readers
   * only: a list has many buttons with the same word, and each needs a name of its own.
   */
  name: string;
}

function RowActionContent({ icon: Icon, iconClassName, label, name }: RowActionContentProps) {
  return (
    <>
      <Icon aria-hidden="true" className={iconClassName ? `size-4 ${iconClassName}` : 'size-4'} />
      {label}
      <span className="sr-only"> {name}</span>
    </>
  );
}

interface RowActionProps extends RowActionContentProps {
  onClick: () => void;
  disabled?: boolean;
  /** Danger is red: removing, refusing, blocking. */
  tone?: 'default' | 'danger';
  /** For a toggle (an ad's highlight): announced as pressed or not. */
  pressed?: boolean;
}

export function RowAction({ onClick, disabled, tone = 'default', pressed, ...content }: RowActionProps) {
  return (
    <button
      type="button"
      className={tone === 'danger' ? dangerRowActionClass : rowActionClass}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <RowActionContent {...content} />
    </button>
  );
}

/** A row action that goes to another page (Editar, Detalhes). */
export function RowActionLink({
  to,
  state,
  ...content
}: RowActionContentProps & Pick<LinkProps, 'to' | 'state'>) {
  return (
    <Link to={to} state={state} className={rowActionClass}>
      <RowActionContent {...content} />
    </Link>
  );
}
