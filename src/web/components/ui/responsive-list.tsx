import type { HTMLAttributes, ReactNode } from 'react';
import { Pagination } from '../search/pagination.tsx';
import { DataTable } from './data-table.tsx';

/** A column of the wide screens' table: its heading and how a row fills its cell. */
export interface ListColumn<T> {
  label: string;
  /** Extra classes for the heading (a right-aligned amount). */
  headerClassName?: string;
  /** The cell's classes. */
  className: string;
  /** The cell that names the row: a `<th scope="row">`, so a screen reader reads it with each cell. */
  isRowHeader?: boolean;
  cell: (item: T, index: number) => ReactNode;
}

/** Attributes a row and its card both carry (the moderation queue's selection and focus). */
export type ListItemProps = HTMLAttributes<HTMLElement> & { 'data-queue-row'?: number };

/** The default card: a white bordered box. */
const CARD_CLASS = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * The panel's list page body (the admin's ads, users, condominiums, invoices, reports…): the
 * empty state when there is nothing, else the count, the items and the pager, whose links carry
 * the page in the address (paging works without JavaScript).
 *
 * With `columns`, wide screens get a table (headings, an sr-only caption, an "Ações" column when
 * there are `rowActions`) and phones the cards; without, the cards show at every width. Both are
 * in the HTML and CSS picks one, so the server renders the page whatever the screen. The table
 * and the card list share `label` as their accessible name.
 */
export function ResponsiveList<T>({
  label,
  items,
  itemKey,
  columns,
  headingClassName,
  renderCard,
  rowActions,
  actionsCellClassName = 'px-2 py-1',
  itemProps,
  cardClassName = CARD_CLASS,
  listClassName = 'space-y-3',
  summary,
  summaryAside,
  empty,
  pager,
}: {
  /** The table's caption and the card list's name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  columns?: readonly ListColumn<T>[];
  /** The headings' padding, to line up with the body's cells. */
  headingClassName?: string;
  /** A card's content (it is an `<li>`). */
  renderCard: (item: T, index: number) => ReactNode;
  /** The row's actions: the table's last column, and the card's foot. */
  rowActions?: (item: T) => ReactNode;
  actionsCellClassName?: string;
  itemProps?: (item: T, index: number) => ListItemProps;
  /** Extra classes for one card, or the card's classes when no default box is wanted. */
  cardClassName?: string | ((item: T) => string);
  listClassName?: string;
  /** The count above the list ("3 usuários"), announced when it changes. */
  summary?: ReactNode;
  /** Beside the count (a "Limpar filtros" link). */
  summaryAside?: ReactNode;
  /** What shows instead of the list when there are no items. */
  empty?: ReactNode;
  pager?: { page: number; totalPages: number; hrefFor: (page: number) => string };
}) {
  if (items.length === 0 && empty !== undefined) return <>{empty}</>;

  const count =
    summary === undefined ? null : (
      <p className="text-sm text-slate-600" aria-live="polite">
        {summary}
      </p>
    );
  const propsOf = (item: T, index: number) => itemProps?.(item, index) ?? {};
  const cardClassOf = (item: T, extra: string | undefined) => {
    const base = typeof cardClassName === 'function' ? cardClassName(item) : cardClassName;
    return [base, extra].filter(Boolean).join(' ') || undefined;
  };

  return (
    <>
      {summaryAside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {count}
          {summaryAside}
        </div>
      ) : (
        count
      )}
      {columns ? (
        <DataTable
          caption={label}
          columns={[
            ...columns.map((c) =>
              c.headerClassName ? { label: c.label, className: c.headerClassName } : c.label,
            ),
            ...(rowActions ? ['Ações'] : []),
          ]}
          cellClassName={headingClassName}
        >
          {items.map((item, index) => (
            <tr key={itemKey(item)} {...propsOf(item, index)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.label} scope="row" className={column.className}>
                    {column.cell(item, index)}
                  </th>
                ) : (
                  <td key={column.label} className={column.className}>
                    {column.cell(item, index)}
                  </td>
                ),
              )}
              {rowActions ? <td className={actionsCellClassName}>{rowActions(item)}</td> : null}
            </tr>
          ))}
        </DataTable>
      ) : null}
      <ul className={columns ? `${listClassName} lg:hidden` : listClassName} aria-label={label}>
        {items.map((item, index) => {
          const { className, ...props } = propsOf(item, index);
          return (
            <li key={itemKey(item)} {...props} className={cardClassOf(item, className)}>
              {renderCard(item, index)}
              {rowActions ? <div className="mt-2 -ml-2.5">{rowActions(item)}</div> : null}
            </li>
          );
        })}
      </ul>
      {pager ? <Pagination {...pager} /> : null}
    </>
  );
}
