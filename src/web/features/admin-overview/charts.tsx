import { niceCeiling } from './chart-labels.ts';

/**
 * The dashboard's charts: inline SVG drawn on the server, no chart library (no heavy
 * bundle). Bars are drawn in a stretched viewBox and every text is HTML around the SVG, so the
 * labels keep their size on a phone. Each chart says its total and peak in words and carries its
 * numbers as a table (in a <details>) for screen readers and for anyone who wants the figures.
 */

export interface ChartPoint {
  /** Short label under the axis ("15/01", "jan/26"). */
  label: string;
  /** Label in the table and the tooltips ("15/01/2026", "janeiro de 2026"). */
  fullLabel: string;
  value: number;
}

const COUNT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
export const formatCount = (n: number) => COUNT.format(n);

const summaryClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded text-[15px] font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';

/** The chart's figures as a table, behind "Ver dados em tabela". */
function DataTable({
  caption,
  labelHeader,
  valueHeader,
  points,
  formatValue,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
  formatValue: (n: number) => string;
}) {
  return (
    <details className="mt-3">
      <summary className={summaryClass}>Ver dados em tabela</summary>
      <div className="mt-2 rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {points.map((p) => (
              <tr key={p.fullLabel}>
                <th scope="row" className="px-3 py-1.5 font-normal text-slate-700">
                  {p.fullLabel}
                </th>
                <td className="px-3 py-1.5 text-right text-slate-900 tabular-nums">{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Columns over time (days or months), with the axis top rounded up to 1, 2 or 5 × 10ⁿ. */
export function ColumnChart({
  id,
  title,
  points,
  color,
  labelHeader,
  valueHeader,
  formatValue = formatCount,
  formatAxis = formatValue,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  points: readonly ChartPoint[];
  /** A brand colour that passes 3:1 on white (BRAND.md). */
  color: string;
  labelHeader: string;
  valueHeader: string;
  formatValue?: (n: number) => string;
  formatAxis?: (n: number) => string;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const top = niceCeiling(max);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const summary =
    max === 0 || !peak
      ? 'Nenhum registro no período.'
      : `Total de ${formatValue(total)}; o maior valor foi ${formatValue(max)}, em ${peak.fullLabel}.`;
  const slot = 10;
  const width = points.length * slot;
  const middle = points[Math.floor((points.length - 1) / 2)];
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <div className="mt-4 flex gap-2">
        {/* The axis values, centred on the grid lines (the column is one line taller than the plot). */}
        <div
          aria-hidden="true"
          className="-my-2 flex h-44 w-16 shrink-0 flex-col justify-between text-right text-xs leading-4 text-slate-600 tabular-nums"
        >
          <span>{formatAxis(top)}</span>
          <span>{formatAxis(top / 2)}</span>
          <span>{formatAxis(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={`${title}. ${summary}`}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0"
        >
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              stroke="#cbd5e1"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {points.map((p, i) => {
            const height = (p.value / top) * 100;
            return (
              <rect
                key={p.fullLabel}
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={100 - height}
                height={height}
                fill={color}
              >
                <title>{`${p.fullLabel}: ${formatValue(p.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {points.length > 0 ? (
        <div aria-hidden="true" className="mt-1 ml-18 flex justify-between text-xs text-slate-600">
          <span>{points[0]?.label}</span>
          <span>{middle?.label}</span>
          <span>{points.at(-1)?.label}</span>
        </div>
      ) : null}
      <DataTable
        caption={title}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        points={points}
        formatValue={formatValue}
      />
    </section>
  );
}

export interface Bar {
  label: string;
  value: number;
  color: string;
}

/**
 * Horizontal bars as a table: each row says its label and number in text, and the bar beside
 * them is decoration (hidden from screen readers), so the table is the chart's data as well.
 */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  bars,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
}) {
  const top = Math.max(1, ...bars.map((b) => b.value));
  return (
    <table className="w-full text-left text-[15px]">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((b) => (
          <tr key={b.label}>
            <th scope="row" className="w-32 py-1.5 pr-3 font-normal whitespace-nowrap text-slate-700">
              {b.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center gap-3">
                <span className="w-10 shrink-0 text-right font-semibold text-slate-900 tabular-nums">
                  {formatCount(b.value)}
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="h-4 w-full min-w-0"
                >
                  <rect width={100} height={10} rx={1} fill="#f1f5f9" />
                  <rect width={(b.value / top) * 100} height={10} rx={1} fill={b.color} />
                </svg>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
