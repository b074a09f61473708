import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPlace } from './map-place.ts';

/** If no tile has loaded by then, the map is treated as unavailable. */
const TILE_TIMEOUT_MS = 8000;
/** Titles listed in a marker's popup; the rest are in the results beside the map. */
const POPUP_LISTINGS = 5;
/** A city fills the map at this zoom when all results are in one place. */
const CITY_ZOOM = 12;

/**
 * The Leaflet map itself (lazy chunk of results-map.tsx). Markers are HTML badges with the
 * number of results at the place (no icon images to fetch); each is a keyboard-focusable button
 * (Leaflet's own) named after its place, opening a popup with links to the listings.
 */
export function ResultsLeafletMap({ places, onFail }: { places: readonly MapPlace[]; onFail: () => void }) {
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
    for (const place of places) {
      const count = place.listings.length;
      const name = `${place.place ?? 'Local sem nome'}: ${count === 1 ? '1 anúncio' : `${count} anúncios`}`;
      const marker = L.marker([place.lat, place.lng], {
        icon: L.divIcon({
          className: 'results-map-marker',
          html: `<span aria-hidden="true">${count}</span>`,
          iconSize: [34, 34],
        }),
        title: name,
        alt: name,
        keyboard: true,
      });
      marker.bindPopup(popupContent(place, name));
      marker.addTo(map);
      bounds.extend([place.lat, place.lng]);
    }
    if (places.length === 1) map.setView(bounds.getCenter(), CITY_ZOOM);
    else map.fitBounds(bounds, { padding: [32, 32], maxZoom: CITY_ZOOM });

    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [places, onFail]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Mapa dos resultados"
      className="min-h-64 flex-1 overflow-hidden rounded-xl border border-slate-200"
    />
  );
}

/** DOM nodes, not an HTML string: titles are user text and must never be parsed as markup. */
function popupContent(place: MapPlace, name: string): HTMLElement {
  const box = document.createElement('div');
  const heading = document.createElement('p');
  heading.className = 'results-map-popup-title';
  heading.textContent = name;
  box.append(heading);
  const list = document.createElement('ul');
  for (const listing of place.listings.slice(0, POPUP_LISTINGS)) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = listing.href;
    link.textContent = listing.titulo;
    item.append(link);
    list.append(item);
  }
  box.append(list);
  const rest = place.listings.length - POPUP_LISTINGS;
  if (rest > 0) {
    const more = document.createElement('p');
    more.textContent = rest === 1 ? 'e mais 1 na lista ao lado' : `e mais ${rest} na lista ao lado`;
    box.append(more);
  }
  return box;
}
