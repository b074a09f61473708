import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../../features/search/unified-search.ts';

/** If no tile has loaded by then, the map is treated as unavailable. */
const TILE_TIMEOUT_MS = 8000;

/** The Leaflet map itself (lazy chunk of results-map.tsx). Circle markers: no icon images to fetch. */
export function ResultsLeafletMap({ points, onFail }: { points: readonly MapPoint[]; onFail: () => void }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false });
    let loaded = false;
    let failed = false;
    const fail = () => {
      if (failed || loaded) return;
      failed = true;
      onFail();
    };
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    tiles.on('tileload', () => {
      loaded = true;
    });
    tiles.on('tileerror', fail);
    tiles.addTo(map);
    const timer = setTimeout(fail, TILE_TIMEOUT_MS);

    const bounds = L.latLngBounds([]);
    for (const point of points) {
      const marker = L.circleMarker([point.lat, point.lng], {
        radius: 9,
        color: '#0f766e',
        weight: 2,
        fillColor: '#14b8a6',
        fillOpacity: 0.8,
      });
      const link = document.createElement('a');
      link.href = point.href;
      link.textContent = point.titulo;
      marker.bindPopup(link);
      marker.addTo(map);
      bounds.extend([point.lat, point.lng]);
    }
    if (points.length === 1) map.setView(bounds.getCenter(), 14);
    else map.fitBounds(bounds, { padding: [24, 24] });

    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [points, onFail]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Mapa dos resultados"
      className="h-full min-h-64 overflow-hidden rounded-xl border border-slate-200"
    />
  );
}
