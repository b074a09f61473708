import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './consent.ts';

/**
 * Favourites live in the browser only (spec 1 §3): localStorage key `favoritos`, an array of
 * `{ id, titulo, descricao, imagem }` where `id` is the title, as the spec stores it. We add the
 * listing's `codigo` and `href` so the list can link back; readers of the spec's shape still work.
 * Every heart and the /favoritos page read one store; other tabs reach it through the `storage`
 * event, so all stay in sync. A "Necessários" entry of the cookie policy (ADR 008): it is kept
 * only when the visitor taps a heart, a service they ask for, so it needs no consent.
 */
export interface Favorite {
  id: string;
  titulo: string;
  descricao: string;
  imagem: string;
  codigo?: number;
  href?: string;
}

const FAVORITES_KEY = 'favoritos';
const EMPTY: readonly Favorite[] = Object.freeze([]);

/** The stored JSON -> favourites; anything malformed is skipped. */
export function parseFavorites(raw: string | null): Favorite[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: Favorite[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const f = item as Record<string, unknown>;
    const titulo = typeof f.titulo === 'string' ? f.titulo : typeof f.id === 'string' ? f.id : null;
    if (!titulo) continue;
    out.push({
      id: typeof f.id === 'string' ? f.id : titulo,
      titulo,
      descricao: typeof f.descricao === 'string' ? f.descricao : '',
      imagem: typeof f.imagem === 'string' ? f.imagem : '',
      ...(typeof f.codigo === 'number' ? { codigo: f.codigo } : {}),
      ...(typeof f.href === 'string' && f.href.startsWith('/') ? { href: f.href } : {}),
    });
  }
  return out;
}

/** Same listing: by code when both have one, else by the spec's id (the title). */
function isSameFavorite(a: Pick<Favorite, 'id' | 'codigo'>, b: Pick<Favorite, 'id' | 'codigo'>) {
  if (a.codigo !== undefined && b.codigo !== undefined) return a.codigo === b.codigo;
  return a.id === b.id;
}

/** Adds the favourite, or removes it when present (pure, for the store and tests). */
export function toggleIn(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return list.some((f) => isSameFavorite(f, favorite))
    ? list.filter((f) => !isSameFavorite(f, favorite))
    : [...list, favorite];
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: readonly Favorite[] = EMPTY;

function readRaw(): string | null {
  return readStored(FAVORITES_KEY); // null when storage is disabled (private mode, blocked cookies)
}

function getSnapshot(): readonly Favorite[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = raw ? parseFavorites(raw) : EMPTY;
  }
  return cached;
}

const getServerSnapshot = () => EMPTY;

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === FAVORITES_KEY) for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function write(list: readonly Favorite[]) {
  // Full or disabled storage: the heart simply does not stick.
  writeStored(FAVORITES_KEY, JSON.stringify(list));
  for (const l of listeners) l();
}

export function toggleFavorite(favorite: Favorite) {
  write(toggleIn(getSnapshot(), favorite));
}

export function removeFavorite(favorite: Pick<Favorite, 'id' | 'codigo'>) {
  write(getSnapshot().filter((f) => !isSameFavorite(f, favorite)));
}

/** The favourites, re-rendering on every change in this tab or another. Empty during SSR. */
export function useFavorites(): readonly Favorite[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export function useIsFavorite(favorite: Pick<Favorite, 'id' | 'codigo'>): boolean {
  return useFavorites().some((f) => isSameFavorite(f, favorite));
}
