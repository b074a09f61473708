import type { Page } from '@playwright/test';

/** The page's localStorage (e2e is type-checked without the DOM library). */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Stores a cookie choice before any page script runs, so the banner stays out of the way. */
export async function dismissCookies(page: Page) {
  await page.addInitScript(() => {
    (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(
      'nc_cookie_consent_v1',
      JSON.stringify({
        version: 1,
        timestamp: new Date().toISOString(),
        categories: { necessarios: true, preferencias: false, analiticos: false, marketing: false },
      }),
    );
  });
}

export { waitForHydration } from '../fixtures.ts';
