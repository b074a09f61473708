import { useSyncExternalStore } from 'react';
import { FAVORITES_LIMITS } from '#shared/contracts/favorites.constants.ts';
import { readStored, writeStored } from './consent.ts';

/**
 * Favourites live in the browser (spec 1 §3): localStorage key `favoritos`, an array of
 * `{ id, titulo, descricao, imagem }` where `id` is the title, as the spec stores it. We add the
 * listing's `codigo` and `href` so the list can link back; readers of the spec's shape still work.
 * Every heart and the /favoritos page read one store; other tabs reach it through the `storage`
 * event, so all stay in sync. A "Necessários" entry of the cookie policy (ADR 008): it is kept
 * only when the visitor taps a heart, a service they ask for, so it needs no consent.
 *
 * Logged in, the account's favourites come from the server too: the header calls
 * `syncFavoritesAccount` when the session user is known (page load, login), which merges the
 * device's favourites that have a `codigo` into the account and keeps the answer in memory. The
 * hearts then show the union of both, and a toggle changes both: at once on the page, rolled back
 * with a notice when the server refuses. The device's own list stays as it is on logout. The
 * calls live in favorites-account.ts, loaded only once a user is logged in.
 *
 * The merge runs on every page load, so the device remembers which codes the account had when it
 * last looked (`favoritos_conta`, per user): those are not sent again, and one of them the
 * account no longer has was removed on another device (or left the site), so it leaves this
 * device too instead of coming back.
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
const SYNCED_KEY = 'favoritos_conta';
const EMPTY: readonly Favorite[] = Object.freeze([]);

/** Shown when the server refuses a toggle (besides its own 404 and 409 messages). */
export const FAVORITE_SAVE_FAILED =
  'Não foi possível atualizar seus favoritos. Verifique sua conexão e tente de novo.';
export const FAVORITES_LOAD_FAILED =
  'Não foi possível carregar os favoritos da sua conta. Mostrando os deste aparelho.';

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

const without = (list: readonly Favorite[], favorite: Pick<Favorite, 'id' | 'codigo'>) =>
  list.filter((f) => !isSameFavorite(f, favorite));

/** What a logged-in user sees: the account's (newest first), then the device's others. */
export function unionOf(account: readonly Favorite[], device: readonly Favorite[]): Favorite[] {
  return [...account, ...device.filter((d) => !account.some((a) => isSameFavorite(a, d)))];
}

/**
 * The codes to merge into the account on login: the device's that the account has not had
 * (`synced`, what it had last time), newest first (the API's order).
 */
export function codesToMerge(device: readonly Favorite[], synced: ReadonlySet<number>): number[] {
  const codes = device.flatMap((f) => (f.codigo === undefined || synced.has(f.codigo) ? [] : [f.codigo]));
  return [...new Set(codes.reverse())];
}

/** The codes the account of this user had when this device last looked (none for another user). */
export function parseSynced(raw: string | null, userCode: number): Set<number> {
  try {
    const value = JSON.parse(raw ?? 'null') as { usuario?: unknown; anuncios?: unknown } | null;
    if (value?.usuario !== userCode || !Array.isArray(value.anuncios)) return new Set();
    return new Set(value.anuncios.filter((c): c is number => Number.isInteger(c)));
  } catch {
    return new Set();
  }
}

/** The device's list without the favourites the account had last time and has no more. */
export function keptOnDevice(
  device: readonly Favorite[],
  synced: ReadonlySet<number>,
  account: readonly Favorite[],
): Favorite[] {
  const inAccount = new Set(account.map((f) => f.codigo));
  return device.filter((f) => f.codigo === undefined || !synced.has(f.codigo) || inAccount.has(f.codigo));
}

const readSynced = (userCode: number) => parseSynced(readStored(SYNCED_KEY), userCode);

function writeSynced(userCode: number, codes: Iterable<number>) {
  writeStored(SYNCED_KEY, JSON.stringify({ usuario: userCode, anuncios: [...codes] }));
}

/** The account's calls, loaded on first use (a visitor's pages never fetch them). */
const accountCalls = () => import('./favorites-account.ts');

/** One login: answers meant for an earlier one are recognised by identity and dropped. */
interface Login {
  userCode: number;
}

const listeners = new Set<() => void>();
let login: Login | null = null;
/** The account's favourites, newest first; null logged out or while the merge is on its way. */
let accountList: readonly Favorite[] | null = null;
let accountFailed = false;
/** Bumped on every change of the account's side, so the snapshot below knows to recompute. */
let accountVersion = 0;
let notice: string | null = null;
let cachedRaw: string | null | undefined;
let device: readonly Favorite[] = EMPTY;
let cachedVersion = -1;
let cached: readonly Favorite[] = EMPTY;

function readRaw(): string | null {
  return readStored(FAVORITES_KEY); // null when storage is disabled (private mode, blocked cookies)
}

function readDevice(): readonly Favorite[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    device = raw ? parseFavorites(raw) : EMPTY;
    cachedVersion = -1;
  }
  return device;
}

function getSnapshot(): readonly Favorite[] {
  const mine = readDevice();
  if (cachedVersion !== accountVersion) {
    cachedVersion = accountVersion;
    cached = login && accountList ? unionOf(accountList, mine) : mine;
  }
  return cached;
}

const getServerSnapshot = () => EMPTY;

function emit() {
  for (const l of listeners) l();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === FAVORITES_KEY) emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function writeDevice(list: readonly Favorite[]) {
  // Full or disabled storage: the heart simply does not stick on this device.
  writeStored(FAVORITES_KEY, JSON.stringify(list));
  emit();
}

function setAccount(of: Login | null, list: readonly Favorite[] | null, failed = false) {
  login = of;
  accountList = list;
  accountFailed = failed;
  accountVersion += 1;
  emit();
}

function setAccountList(of: Login, list: readonly Favorite[]) {
  if (login === of) setAccount(of, list); // else logged out (or in again) meanwhile
}

function setNotice(message: string | null) {
  notice = message;
  emit();
}

const currentAccountList = (of: Login) => (login === of ? (accountList ?? []) : []);

/**
 * Sends one change to the account; on failure undoes it on the page and on the device and says
 * why (the server's own words for a listing gone or a full list).
 */
function sendToAccount(of: Login, favorite: Favorite, isAdding: boolean, undo: () => void) {
  accountCalls()
    .then((calls) => calls.saveAccountFavorite(favorite.codigo!, isAdding))
    .then(
      () => {
        if (login !== of) return;
        const synced = readSynced(of.userCode);
        if (isAdding) synced.add(favorite.codigo!);
        else synced.delete(favorite.codigo!);
        writeSynced(of.userCode, synced);
        if (notice) setNotice(null);
      },
      (error: unknown) => {
        if (login !== of) return;
        undo();
        setNotice(
          error instanceof Error && error.name === 'FavoriteRefused' ? error.message : FAVORITE_SAVE_FAILED,
        );
      },
    );
}

function addFavorite(favorite: Favorite) {
  const hadOnDevice = readDevice().some((f) => isSameFavorite(f, favorite));
  if (!hadOnDevice) writeDevice([...readDevice(), favorite]);
  const of = login;
  if (!of || favorite.codigo === undefined) return;
  // While the account's list is on its way the device's list stands in for it.
  if (accountList) setAccountList(of, [favorite, ...without(accountList, favorite)]);
  sendToAccount(of, favorite, true, () => {
    if (!hadOnDevice) writeDevice(without(readDevice(), favorite));
    if (accountList) setAccountList(of, without(currentAccountList(of), favorite));
  });
}

/** Removes the favourite from the device and, logged in, from the account. */
export function removeFavorite(favorite: Favorite) {
  const mine = readDevice();
  const deviceIndex = mine.findIndex((f) => isSameFavorite(f, favorite));
  const deviceItem = mine[deviceIndex];
  if (deviceItem) writeDevice(without(mine, favorite));
  const of = login;
  if (!of || favorite.codigo === undefined) return;
  const list = currentAccountList(of);
  const accountIndex = list.findIndex((f) => isSameFavorite(f, favorite));
  const accountItem = list[accountIndex];
  if (accountItem) setAccountList(of, without(list, favorite));
  sendToAccount(of, favorite, false, () => {
    if (deviceItem) {
      const now = without(readDevice(), favorite);
      writeDevice([...now.slice(0, deviceIndex), deviceItem, ...now.slice(deviceIndex)]);
    }
    if (accountItem) {
      const now = without(currentAccountList(of), favorite);
      setAccountList(of, [...now.slice(0, accountIndex), accountItem, ...now.slice(accountIndex)]);
    }
  });
}

export function toggleFavorite(favorite: Favorite) {
  if (getSnapshot().some((f) => isSameFavorite(f, favorite))) removeFavorite(favorite);
  else addFavorite(favorite);
}

/**
 * The session user changed (the header calls this on every page load and login, null on
 * logout). Logged in: the device's favourites with a code the account has not seen go into it
 * (POST mesclar, a plain GET when there are none), the answer becomes the account's list, and
 * the device drops what the account had and has no more. Logged out: back to the device's list
 * alone, which the account's never overwrote.
 */
export function syncFavoritesAccount(userCode: number | null) {
  if ((login?.userCode ?? null) === userCode) return;
  notice = null;
  if (userCode === null) {
    setAccount(null, null);
    return;
  }
  const of: Login = { userCode };
  setAccount(of, null);
  const synced = readSynced(userCode);
  const codes = codesToMerge(readDevice(), synced).slice(0, FAVORITES_LIMITS.mergeMax);
  accountCalls()
    .then((calls) => calls.loadAccountFavorites(codes))
    .then(
      (list) => {
        if (login !== of) return;
        const mine = readDevice();
        const kept = keptOnDevice(mine, synced, list);
        if (kept.length !== mine.length) writeDevice(kept);
        writeSynced(
          userCode,
          list.flatMap((f) => (f.codigo === undefined ? [] : [f.codigo])),
        );
        setAccountList(of, list);
      },
      // The hearts go on with the device's list; /favoritos says the account's could not load.
      () => {
        if (login === of) setAccount(of, null, true);
      },
    );
}

/** The favourites, re-rendering on every change in this tab or another. Empty during SSR. */
export function useFavorites(): readonly Favorite[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export function useIsFavorite(favorite: Pick<Favorite, 'id' | 'codigo'>): boolean {
  return useFavorites().some((f) => isSameFavorite(f, favorite));
}

/** 'device' logged out; logged in 'loading' until the account's list arrives, then 'ready' or 'failed'. */
export type FavoritesSource = 'device' | 'loading' | 'ready' | 'failed';

const sourceOf = (): FavoritesSource =>
  !login ? 'device' : accountFailed ? 'failed' : accountList ? 'ready' : 'loading';

export function useFavoritesSource(): FavoritesSource {
  return useSyncExternalStore(subscribe, sourceOf, () => 'device');
}

/** The last refusal of the server, until the next change goes through or it is dismissed. */
export function useFavoritesNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}

export const dismissFavoritesNotice = () => setNotice(null);
