/**
 * Cookie consent (spec 2 "Cookie consent"): the visitor's choice, versioned and timestamped,
 * kept in localStorage. Strictly necessary storage (the session cookie, this choice, the
 * favourites the visitor asks for) needs no consent; anything optional is kept only through
 * `readStored`/`writeStored`, which check the entry's category in BROWSER_STORAGE, and a choice
 * that refuses a category removes what it kept (ADR 008). The choice itself is sent to no server.
 */

/** Bump the version when the categories change: older choices are then asked again. */
export const CONSENT_STORAGE_KEY = 'nc_cookie_consent_v1';
const CONSENT_VERSION = 1;

/** Raised by any page (the footer, /cookies) to open the preferences dialog. */
export const OPEN_PREFERENCES_EVENT = 'nc:open-cookie-preferences';
/** Raised after a choice is stored; `detail` is the new ConsentChoice. */
export const CONSENT_CHANGED_EVENT = 'nc:cookie-consent-changed';

export type OptionalCategory = 'preferencias' | 'analiticos' | 'marketing';
const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['preferencias', 'analiticos', 'marketing'];
export type ConsentCategory = 'necessarios' | OptionalCategory;

/**
 * Everything NC keeps in the browser's storage, by consent category (ADR 008); the cookie policy
 * (/cookies) lists this table. `readStored`/`writeStored` take only these keys, so a new entry
 * must be declared here, with its category, before any code can keep it. Analíticos and
 * marketing have no entry: NC uses none today.
 */
export const BROWSER_STORAGE = {
  [CONSENT_STORAGE_KEY]: {
    category: 'necessarios',
    purpose: 'a sua escolha sobre cookies, com a data dela',
  },
  // Kept only when the visitor taps a heart: a service they ask for, like a shopping cart.
  favoritos: {
    category: 'necessarios',
    purpose: 'os anúncios que você marca como favoritos',
  },
  // Kept beside the favourites once a user logs in: which of them the account already had, so
  // a favourite removed on another device is dropped here rather than merged back.
  favoritos_conta: {
    category: 'necessarios',
    purpose:
      'quais dos seus favoritos já estão na sua conta, para que um removido em outro aparelho não volte',
  },
  // Kept only when the user folds the panel's sidebar (spec 2 §2 "state kept locally"): a
  // layout they ask for, like the favourites, so necessary.
  painel_menu_recolhido: {
    category: 'necessarios',
    purpose: 'se o menu lateral do painel fica recolhido, como você deixou',
  },
  // Kept on every search without being asked for: a preference, optional.
  anuncios_filters_v1: {
    category: 'preferencias',
    purpose: 'os últimos filtros da busca de anúncios, para reabrir a busca como você deixou',
  },
  // Kept on every search without being asked for, like the filters: a preference, optional.
  buscas_recentes: {
    category: 'preferencias',
    purpose: 'os últimos textos que você buscou neste aparelho, para oferecê-los de novo',
  },
} as const satisfies Record<string, { category: ConsentCategory; purpose: string }>;
export type StoredKey = keyof typeof BROWSER_STORAGE;

export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  /** ISO date of the choice. */
  timestamp: string;
  categories: { necessarios: true } & Record<OptionalCategory, boolean>;
}

export function makeChoice(optional: Record<OptionalCategory, boolean>, now = new Date()): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
    categories: {
      necessarios: true,
      preferencias: optional.preferencias === true,
      analiticos: optional.analiticos === true,
      marketing: optional.marketing === true,
    },
  };
}

export const acceptAll = (now?: Date) =>
  makeChoice({ preferencias: true, analiticos: true, marketing: true }, now);
export const rejectAll = (now?: Date) =>
  makeChoice({ preferencias: false, analiticos: false, marketing: false }, now);

/** A stored choice, or null when absent, malformed or of another version (ask again). */
export function parseChoice(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (!value || value.version !== CONSENT_VERSION || typeof value.timestamp !== 'string') return null;
    if (Number.isNaN(Date.parse(value.timestamp))) return null;
    const c = value.categories as Record<string, unknown> | undefined;
    if (!c || typeof c !== 'object') return null;
    if (!OPTIONAL_CATEGORIES.every((k) => typeof c[k] === 'boolean')) return null;
    return makeChoice(
      {
        preferencias: c.preferencias === true,
        analiticos: c.analiticos === true,
        marketing: c.marketing === true,
      },
      new Date(value.timestamp),
    );
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and blocked storage throw on access.
    return null;
  }
}

export function readChoice(): ConsentChoice | null {
  return parseChoice(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
}

/** Stores the choice, removes what the categories it refuses kept, and tells the page. */
export function saveChoice(choice: ConsentChoice): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice holds for this page view only.
  }
  removeRefused(choice);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
}

/** Whether an optional category may be used now (false until the visitor chooses). */
function hasConsent(category: OptionalCategory): boolean {
  return readChoice()?.categories[category] === true;
}

function isAllowed(key: StoredKey, choice: ConsentChoice | null): boolean {
  const { category } = BROWSER_STORAGE[key];
  return category === 'necessarios' || choice?.categories[category] === true;
}

/** Whether this entry may be kept now: always for necessary ones, with consent for the others. */
export function mayStore(key: StoredKey): boolean {
  const { category } = BROWSER_STORAGE[key];
  // Necessary entries skip reading the choice (the favourites are read on every render).
  return category === 'necessarios' || hasConsent(category);
}

/**
 * The stored value, or null. An optional entry without consent reads as absent and is removed
 * (kept before the choice was asked, or by an older version of the site).
 */
export function readStored(key: StoredKey): string | null {
  const s = storage();
  try {
    if (!s) return null;
    if (mayStore(key)) return s.getItem(key);
    s.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

/** Keeps the value only if its category is allowed now; whether it was kept. */
export function writeStored(key: StoredKey, value: string): boolean {
  const s = storage();
  if (!s || !mayStore(key)) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    return false; // storage full or blocked
  }
}

/** Forgets an entry (always allowed). */
export function removeStored(key: StoredKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Withdrawing consent erases what it allowed (LGPD art. 18, VI and IX). */
function removeRefused(choice: ConsentChoice): void {
  for (const key of Object.keys(BROWSER_STORAGE) as StoredKey[]) {
    if (!isAllowed(key, choice)) removeStored(key);
  }
}

/** Opens the preferences dialog (the footer's 'Preferências de cookies' button). */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
