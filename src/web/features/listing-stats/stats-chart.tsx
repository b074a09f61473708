import { useState } from 'react';
import type { StatDay } from '#shared/contracts/listing-stats.contract.ts';
import {
  CHART_SERIES,
  chartSummary,
  countLabel,
  formatDay,
  peakOf,
  SERIES_LABELS,
  seriesValue,
  type ChartSeries,
} from './stats-view.ts';

/** Each day takes this many units of the drawing's width (its bar 7, the gap 3); the height is 100. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;
/** Room above the tallest bar. */
const TOP = 4;

// Colours through `currentColor` and text utilities the site already has: a new utility (fill-*,
// stroke-*) would add to the one stylesheet every public page loads.
const SERIES_COLOUR: Record<ChartSeries, string> = {
  visualizacao: 'text-teal-700',
  contatos: 'text-sky-700',
};

/**
 * One counter per day as bars, drawn by hand in SVG (no chart library: the panel's JavaScript
 * stays small): the views by default, or the contacts. It is one image for screen readers
 * (`role="img"`) named by a summary; every number of every day is in the table beside it. The
 * width follows the card (the drawing stretches), so a phone never scrolls sideways.
 */
export function StatsChart({ days }: { days: readonly StatDay[] }) {
  const [series, setSeries] = useState<ChartSeries>('visualizacao');
  const values = days.map((day) => seriesValue(day, series));
  const max = Math.max(0, ...values);
  const peak = peakOf(days, series);
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Mostrar no gráfico" className="inline-flex rounded-lg bg-slate-100 p-1">
          {CHART_SERIES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={series === option}
              onClick={() => setSeries(option)}
              className={`min-h-11 rounded-md px-4 text-[15px] font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
                series === option ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {SERIES_LABELS[option]}
            </button>
          ))}
        </div>
        <p className="text-sm text-slate-600">
          {peak
            ? `Dia com mais ${SERIES_LABELS[series].toLowerCase()}: ${formatDay(peak.day)} (${countLabel(peak.value, series)})`
            : `Nenhum registro de ${SERIES_LABELS[series].toLowerCase()} no período.`}
        </p>
      </div>
      <svg
        role="img"
        aria-label={chartSummary(days, series)}
        viewBox={`0 0 ${Math.max(days.length, 1) * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={`block h-40 w-full ${SERIES_COLOUR[series]}`}
      >
        {values.map((value, i) => {
          if (value === 0) return null;
          // A day with anything counted is never thinner than a visible sliver.
          const height = Math.max(((HEIGHT - TOP) * value) / max, 2);
          const day = days[i]!;
          return (
            <rect
              key={day.dia}
              fill="currentColor"
              x={i * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
            >
              <title>{`${formatDay(day.dia)}: ${countLabel(value, series)}`}</title>
            </rect>
          );
        })}
        <g className="text-slate-400">
          <line
            x1={0}
            x2={days.length * SLOT}
            y1={HEIGHT}
            y2={HEIGHT}
            stroke="currentColor"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </g>
      </svg>
      {first && last ? (
        // The period's ends under the bars; the image's name already says them.
        <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
          <span>{formatDay(first.dia)}</span>
          <span>{formatDay(last.dia)}</span>
        </div>
      ) : null}
    </div>
  );
}
