import { ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { StatsChart } from './stats-chart.tsx';
import { StatsTable } from './stats-table.tsx';
import { StatsTiles } from './stats-tiles.tsx';
import { hasNoActivity } from './stats-view.ts';

/** What the dashboard's card and an ad's page both show of a period. */
export interface StatsPeriod {
  de: string;
  ate: string;
  dias: StatDay[];
  totais: StatCounts;
}

export const NO_ACTIVITY = 'Ainda não há visitas registradas neste período.';

/**
 * A period's statistics: the totals as tiles, the chart of a counter per day and its table, and
 * how visits are counted. A period with nothing counted shows the empty state and `emptyAction`
 * (a chart of zeros says nothing).
 */
export function StatsOverview({ stats, emptyAction }: { stats: StatsPeriod; emptyAction?: ReactNode }) {
  if (hasNoActivity(stats.totais)) {
    return <EmptyState icon={ChartColumn} message={NO_ACTIVITY} action={emptyAction} />;
  }
  return (
    <div className="space-y-5">
      <StatsTiles totals={stats.totais} />
      <StatsChart days={stats.dias} />
      <StatsTable days={stats.dias} totals={stats.totais} from={stats.de} to={stats.ate} />
      <p className="text-sm text-slate-600">
        Cada pessoa conta uma vez por dia em cada anúncio; robôs de busca não são contados.
      </p>
    </div>
  );
}
