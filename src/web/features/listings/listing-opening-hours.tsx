import { Clock } from 'lucide-react';
import { HOURS_UNKNOWN } from './listing-detail-helpers.ts';
import { boxClass, boxTitleClass } from './listing-detail-styles.ts';
import type { ListingDetailData } from './listing-view.ts';

/** 'Horário de atendimento': the week day by day, or that the advertiser did not say. */
export function ListingOpeningHours({ hours }: { hours: ListingDetailData['hours'] }) {
  return (
    <section aria-labelledby="horarios-titulo" className={boxClass}>
      <h2 id="horarios-titulo" className={`flex items-center gap-2 ${boxTitleClass}`}>
        <Clock aria-hidden="true" className="size-5 text-slate-500" />
        Horário de atendimento
      </h2>
      {hours ? (
        <dl className="mt-4 divide-y divide-slate-100" data-testid="opening-hours">
          {hours.map((row) => (
            <div key={row.day} className="flex justify-between gap-4 py-1.5">
              <dt className="text-slate-700">{row.label}</dt>
              <dd className={row.text === 'Fechado' ? 'text-slate-500' : 'font-medium text-slate-900'}>
                {row.text}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-slate-600">{HOURS_UNKNOWN}</p>
      )}
    </section>
  );
}
