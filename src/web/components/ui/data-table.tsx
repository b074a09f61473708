import type { ReactNode } from 'react';

/** A column heading, with extra classes when it needs them (a right-aligned amount). */
export type DataTableColumn = string | { label: string; className: string };

/**
 * The frame of the panel's lists on wide screens: a bordered table with an sr-only caption and
 * its column headings; `children` are the body's rows. Below `showFrom` the page shows cards.
 */
export function DataTable({
  caption,
  columns,
  showFrom = 'lg',
  cellClassName = 'px-4 py-3',
  children,
}: {
  caption: string;
  columns: readonly DataTableColumn[];
  showFrom?: 'md' | 'lg';
  /** The headings' padding, to line up with the body's cells. */
  cellClassName?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`hidden overflow-x-auto rounded-xl border border-slate-200 bg-white ${showFrom === 'md' ? 'md:block' : 'lg:block'}`}
    >
      <table className="w-full text-left text-[15px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-600">
          <tr>
            {columns.map((column) => {
              const { label, className } =
                typeof column === 'string' ? { label: column, className: '' } : column;
              return (
                <th
                  key={label}
                  scope="col"
                  className={`${cellClassName} font-medium${className ? ` ${className}` : ''}`}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
