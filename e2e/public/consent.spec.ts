import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  CONSENT_KEY as KEY,
  FILTERS_KEY,
  stored,
  storedKeys,
  waitForHydration,
  type PageStorage,
} from './consent-helpers.ts';

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

/** Clicks a type chip of /anuncios: a search with a filter, made in the page (client navigation). */
async function searchByType(page: Page, name: string, tipo: number) {
  await page.getByRole('navigation', { name: 'Filtrar por tipo' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/anuncios\\?tipo=${tipo}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens the preferences from the footer, sets "Preferências" and saves. */
async function setPreferences(page: Page, isAllowed: boolean) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
  await dialog.getByRole('switch', { name: 'Preferências' }).setChecked(isAllowed);
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(dialog).toBeHidden();
}

// After "Rejeitar todos" anuncios_filters_v1 was still written and restored,
// although the dialog says the "Preferências" category remembers "os últimos filtros de busca".
// One journey per category the dialog offers (ADR 008).
test.describe('what each cookie category allows the site to keep', () => {
  test('Preferências refused: a search is not kept and old filters are not brought back', async ({
    page,
  }) => {
    await page.goto('/anuncios');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Rejeitar todos' })
      .click();
    await searchByType(page, 'Produtos', 2);
    await page.goto('/anuncios?tipo=3&sort=data&order=desc');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    expect(await stored(page, FILTERS_KEY)).toBeNull();

    // Filters kept before the choice (an older version of the site): a bare /anuncios ignores them
    // and removes them.
    await page.evaluate(
      ([key]) =>
        (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(
          key!,
          JSON.stringify({ tipo: '3' }),
        ),
      [FILTERS_KEY],
    );
    await page.goto('/anuncios');
    await waitForHydration(page);
    await expect.poll(() => stored(page, FILTERS_KEY)).toBeNull();
    await expect(page).toHaveURL(/\/anuncios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
  });

  test('Preferências accepted: the last search is kept and brought back; withdrawn, it is erased', async ({
    page,
  }) => {
    await page.goto('/anuncios');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Preferências' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.getByRole('switch', { name: 'Preferências' }).check();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(dialog).toBeHidden();

    await searchByType(page, 'Produtos', 2);
    await expect.poll(() => stored(page, FILTERS_KEY)).toBe(JSON.stringify({ tipo: '2' }));
    await page.goto('/anuncios');
    await expect(page).toHaveURL(/\/anuncios\?tipo=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();

    // Withdrawing the consent erases what it kept; a bare /anuncios then stays bare.
    await waitForHydration(page);
    await setPreferences(page, false);
    expect(await stored(page, FILTERS_KEY)).toBeNull();
    await page.goto('/anuncios');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
    await expect(page).toHaveURL(/\/anuncios$/);

    // Allowed again on a page with filters: that search is kept at once.
    await page.goto('/anuncios?tipo=4');
    await waitForHydration(page);
    await setPreferences(page, true);
    await expect.poll(() => stored(page, FILTERS_KEY)).toBe(JSON.stringify({ tipo: '4' }));
  });

  test('Necessários: with everything optional refused, the choice and the favourites asked for are kept', async ({
    page,
  }) => {
    await page.goto('/anuncios');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Rejeitar todos' })
      .click();
    const card = page.getByTestId('search-results').locator('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: `Favoritar ${title}` }).click();
    await expect
      .poll(async () => JSON.parse((await stored(page, 'favoritos')) ?? '[]') as { titulo: string }[])
      .toEqual([expect.objectContaining({ titulo: title })]);
    expect(await storedKeys(page)).toEqual(['favoritos', KEY].sort());
  });

  test('Analíticos and Marketing: accepted, they add no storage, cookie or outside request', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Preferências' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.getByRole('switch', { name: 'Analíticos' }).check();
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/anuncios?tipo=2');
    await waitForHydration(page);
    await page.getByTestId('search-results').locator('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Contato' })).toBeVisible();
    await waitForHydration(page);

    // NC uses no analytics or marketing tool (the cookie policy says so): only the consent itself.
    expect(await storedKeys(page)).toEqual([KEY]);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
  });
});
