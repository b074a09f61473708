import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForHydration, type PageStorage } from './consent-helpers.ts';

const KEY = 'nc_cookie_consent_v1';

async function storedChoice(page: Page) {
  const raw = await page.evaluate(
    (key) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key),
    KEY,
  );
  return raw
    ? (JSON.parse(raw) as { version: number; timestamp: string; categories: Record<string, boolean> })
    : null;
}

test.describe('cookie consent', () => {
  test('accept all: stored with version and timestamp, banner gone for good', async ({ page, checkA11y }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible();
    await checkA11y();
    await banner.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(banner).toBeHidden();
    const choice = await storedChoice(page);
    expect(choice?.version).toBe(1);
    expect(Date.parse(choice!.timestamp)).not.toBeNaN();
    expect(choice?.categories).toEqual({
      necessarios: true,
      preferencias: true,
      analiticos: true,
      marketing: true,
    });

    await page.goto('/quem-somos');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden();
  });

  test('reject all keeps only the necessary cookies', async ({ page }) => {
    await page.goto('/ajuda');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await banner.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(banner).toBeHidden();
    expect((await storedChoice(page))?.categories).toEqual({
      necessarios: true,
      preferencias: false,
      analiticos: false,
      marketing: false,
    });
    // No optional cookie was set.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual([]);
  });

  test('preferences dialog: choices persist and reopen from the footer', async ({ page, checkA11y }) => {
    await page.goto('/termos');
    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Preferências' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Necessários/ })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: /Necessários/ })).toBeChecked();
    await checkA11y();

    // Esc closes without storing anything.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await storedChoice(page)).toBeNull();

    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Preferências' })
      .click();
    await dialog.getByRole('switch', { name: 'Analíticos' }).check();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden();
    expect((await storedChoice(page))?.categories).toEqual({
      necessarios: true,
      preferencias: false,
      analiticos: true,
      marketing: false,
    });

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analíticos' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });
});
