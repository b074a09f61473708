import { useId } from 'react';
import type { StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import type { StatKind } from '#shared/contracts/listing-stats.constants.ts';
import { STAT_KINDS, STAT_LABELS } from '#shared/contracts/listing-stats.constants.ts';
import { contactsOf, formatCount, formatDay, periodLabel } from './stats-view.ts';

/** The views, the contacts summed, then each contact action and the rest, in the table's order. */
const COLUMNS: { label: string; valueOf: (counts: StatCounts) => number }[] = [
  { label: STAT_LABELS.visualizacao, valueOf: (c) => c.visualizacao },
  { label: 'Contatos (total)', valueOf: contactsOf },
  ...STAT_KINDS.filter((kind): kind is Exclude<StatKind, 'visualizacao'> => kind !== 'visualizacao').map(
    (kind) => ({ label: STAT_LABELS[kind], valueOf: (c: StatCounts) => c[kind] }),
  ),
];

/**
 * The chart's alternative for screen readers (WCAG 1.1.1), and for anyone who wants the numbers:
 * every day of the period and every counter, in a real table behind "Ver tabela". On a phone the
 * table scrolls inside its own box (focusable, so the keyboard scrolls it too), never the page.
 */
export function StatsTable({
  days,
  totals,
  from,
  to,
}: {
  days: readonly StatDay[];
  totals: StatCounts;
  from: string;
  to: string;
}) {
  const captionId = useId();
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700">
        Ver tabela
      </summary>
      <div
        role="region"
        aria-labelledby={captionId}
        // Scrollable content must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="overflow-x-auto border-t border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="px-4 py-3 text-left text-[15px] text-slate-700">
            Números por dia, {periodLabel(from, to)}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Dia
              </th>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className="px-3 py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((day) => (
              <tr key={day.dia}>
                <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-slate-900">
                  <time dateTime={day.dia}>{formatDay(day.dia)}</time>
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.label} className="px-3 py-1.5 text-right text-slate-700 tabular-nums">
                    {formatCount(column.valueOf(day))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 bg-slate-50">
            <tr>
              <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                Total
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column.label}
                  className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums"
                >
                  {formatCount(column.valueOf(totals))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
