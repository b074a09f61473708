/**
 * Cookie consent (spec 2 "Cookie consent"): the visitor's choice, versioned and timestamped,
 * kept in localStorage. Strictly necessary cookies (the session) need no consent; anything
 * optional (analytics, marketing) may be set only when `hasConsent(category)` says so, and code
 * that sets one listens for CONSENT_CHANGED_EVENT. The choice itself is sent to no server.
 */

/** Bump the version when the categories change: older choices are then asked again. */
export const CONSENT_STORAGE_KEY = 'nc_cookie_consent_v1';
export const CONSENT_VERSION = 1;

/** Raised by any page (the footer, /cookies) to open the preferences dialog. */
export const OPEN_PREFERENCES_EVENT = 'nc:open-cookie-preferences';
/** Raised after a choice is stored; `detail` is the new ConsentChoice. */
export const CONSENT_CHANGED_EVENT = 'nc:cookie-consent-changed';

export type OptionalCategory = 'preferencias' | 'analiticos' | 'marketing';
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['preferencias', 'analiticos', 'marketing'];

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

export function saveChoice(choice: ConsentChoice): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
}

/** Whether an optional category may be used now (false until the visitor chooses). */
export function hasConsent(category: OptionalCategory): boolean {
  return readChoice()?.categories[category] === true;
}

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
