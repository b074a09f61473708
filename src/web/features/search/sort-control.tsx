import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { filtersToSearch, sortChoices, sortValue, type ListingFilters } from './listing-filters.ts';

const noopSubscribe = () => () => {};

/**
 * "Ordenar por" beside the results of /anuncios (it was only inside the filters
 * drawer). A GET form of its own: without JavaScript the "Ordenar" button submits it with the
 * other filters as hidden fields (`ordenar=preco:asc`, read by parseFilters); once hydrated,
 * choosing an order navigates at once and the button goes away.
 */
export function SortControl({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (patch: Pick<ListingFilters, 'sort' | 'order'>) => void;
}) {
  const isHydrated = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const choices = sortChoices(Boolean(filters.q));
  const hidden = new URLSearchParams(
    filtersToSearch({ ...filters, sort: undefined, order: undefined, page: undefined }),
  );
  return (
    <form method="get" action="/anuncios" className="flex items-center gap-2">
      {[...hidden.entries()].map(([key, value]) => (
        <input key={`${key}-${value}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="ordenar-resultados" className="shrink-0 text-sm font-medium text-slate-700">
        Ordenar por
      </label>
      <select
        id="ordenar-resultados"
        name="ordenar"
        value={sortValue(filters)}
        onChange={(e) => {
          const [sort, order] = e.target.value.split(':');
          onChange({ sort: sort || undefined, order: order || undefined });
        }}
        className="min-h-11 max-w-44 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {isHydrated ? null : (
        <Button type="submit" variant="secondary">
          Ordenar
        </Button>
      )}
    </form>
  );
}
