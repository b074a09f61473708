import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import type { MapPlace } from './map-place.ts';

// Leaflet is its own chunk, fetched only in the browser and only when there is something to
// place on the map: it is larger than what the page's entry JavaScript has left (its size is in
// docs/performance-log.md, "Where the code's numbers come from").
const LeafletMap = lazy(() =>
  import('./results-map-leaflet.tsx').then((m) => ({ default: m.ResultsLeafletMap })),
);

/**
 * The map beside the /busca results (OpenStreetMap tiles through Leaflet): one marker per place,
 * today each listing's city. Without coordinates, before hydration, or when the tiles cannot load
 * (offline, blocked), a calm panel stands in: never a grey broken box.
 */
export function ResultsMap({
  places,
  total,
  hasSearched,
}: {
  places: readonly MapPlace[];
  total: number;
  /** Whether a search ran: after one with no result the panel no longer asks for a search. */
  hasSearched: boolean;
}) {
  // false on the server and during hydration, true afterwards.
  const isClient = useSyncExternalStore(noopSubscribe, isBrowser, isServer);
  const [hasFailed, setHasFailed] = useState(false);
  const onFail = useCallback(() => setHasFailed(true), []);

  if (places.length === 0 || !isClient || hasFailed) {
    return (
      <MapFallback
        reason={places.length === 0 ? 'no-points' : hasFailed ? 'failed' : 'loading'}
        total={total}
        hasSearched={hasSearched}
      />
    );
  }
  return (
    <div className="flex h-full flex-col gap-2">
      <Suspense fallback={<MapFallback reason="loading" total={total} hasSearched={hasSearched} />}>
        <LeafletMap places={places} onFail={onFail} />
      </Suspense>
      <p className="text-sm text-slate-600">
        Posição aproximada: cada anúncio aparece no centro da sua cidade.
      </p>
    </div>
  );
}

const noopSubscribe = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function MapFallback({
  reason,
  total,
  hasSearched,
}: {
  reason: 'no-points' | 'failed' | 'loading';
  total: number;
  hasSearched: boolean;
}) {
  const text =
    reason === 'loading'
      ? 'Carregando o mapa...'
      : reason === 'failed'
        ? 'Não foi possível carregar o mapa agora. Os resultados continuam na lista.'
        : total > 0
          ? 'Os anúncios encontrados ainda não têm localização no mapa. Veja os detalhes de cada um na lista.'
          : hasSearched
            ? 'Nenhum anúncio desta busca para mostrar no mapa.'
            : 'Faça uma busca para ver os anúncios da região.';
  return (
    <div
      data-testid="map-fallback"
      role="note"
      aria-label="Mapa dos resultados"
      className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-linear-to-br from-teal-50 to-slate-50 p-6 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-white shadow-sm ring-1 ring-teal-100">
        <MapPinned aria-hidden="true" className="size-7 text-teal-700" />
      </span>
      <p className="max-w-xs text-slate-700">{text}</p>
    </div>
  );
}
