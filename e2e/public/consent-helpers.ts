import type { Page } from '@playwright/test';

/** The page's localStorage (e2e is type-checked without the DOM library). */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export const CONSENT_KEY = 'nc_cookie_consent_v1';
/** The last search of /anuncios: a "Preferências" entry (ADR 008). */
export const FILTERS_KEY = 'anuncios_filters_v1';

type Optional = 'preferencias' | 'analiticos' | 'marketing';

/**
 * Stores a cookie choice before any page script runs, so the banner stays out of the way: every
 * optional category refused, unless `allowed` names some (e.g. `['preferencias']` for a journey
 * that relies on the remembered search).
 */
export async function dismissCookies(page: Page, allowed: Optional[] = []) {
  await page.addInitScript(
    ([key, allow]) => {
      (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          categories: {
            necessarios: true,
            preferencias: allow.includes('preferencias'),
            analiticos: allow.includes('analiticos'),
            marketing: allow.includes('marketing'),
          },
        }),
      );
    },
    [CONSENT_KEY, allowed] as const,
  );
}

/** One localStorage entry of the page, or null. */
export async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (k) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(k),
    key,
  );
}

/** Every localStorage key of the page. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const s = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    return Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').sort();
  });
}

export { waitForHydration } from '../fixtures.ts';
