import type { Page } from '@playwright/test';
import { createConfirmedAccount, fillLogin, uniqueEmail, waitForHydration } from '../accounts/helpers.ts';
import { expect, test } from '../fixtures.ts';

/** The page's localStorage (e2e is type-checked without the DOM library). */
interface MiniStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

test.describe('/favoritos', () => {
  test('favourites and unfavourites, in sync with another tab', async ({ page, context, checkA11y }) => {
    // Two tabs of one browser profile: `page` (checked by axe) and `other`.
    const other = await context.newPage();

    await other.goto('/favoritos');
    await waitForHydration(other);
    await expect(other.getByRole('heading', { level: 1, name: 'Meus Favoritos' })).toBeVisible();
    await expect(other.getByText('Nenhum favorito encontrado.')).toBeVisible();

    await page.goto('/anuncios');
    await waitForHydration(page);
    const card = page.getByTestId('search-results').locator('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const heart = card.getByRole('button', { name: `Favoritar ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Stored in the spec's shape (id = the title).
    const stored = await page.evaluate(
      () =>
        JSON.parse(
          (globalThis as unknown as { localStorage: MiniStorage }).localStorage.getItem('favoritos') ?? '[]',
        ) as unknown[],
    );
    expect(stored).toEqual([
      expect.objectContaining({ id: title, titulo: title, imagem: expect.any(String) }),
    ]);

    // The other tab follows through the storage event.
    const list = other.getByTestId('favorites-list');
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await checkA11y();
    await other.bringToFront();

    // The detail page's heart shows the same state.
    await card.getByRole('link').click();
    const detailHeart = page.getByRole('button', { name: `Favoritar ${title}` });
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

    // Unfavourite here, gone there.
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(other.getByText('Nenhum favorito encontrado.')).toBeVisible();

    // And the remove button of /favoritos.
    await detailHeart.click();
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await other.getByRole('button', { name: `Remover ${title} dos favoritos` }).click();
    await expect(other.getByText('Nenhum favorito encontrado.')).toBeVisible();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  });
});

/** The account's favourites as the API lists them (the request shares the page's cookies). */
async function accountFavoriteTitles(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/favoritos');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tituloANUNCIO: string }[]).map((c) => c.tituloANUNCIO);
}

async function logIn(page: Page, email: string) {
  await page.goto('/entrar');
  await waitForHydration(page);
  await fillLogin(page, email);
  await page.waitForURL('**/painel**');
}

// The favourites follow the account when logged in, merged with the device's on login.
test.describe('/favoritos logged in', () => {
  test('a favourite made logged out joins the account at login and shows on another browser', async ({
    page,
    browser,
    checkA11y,
  }) => {
    const email = uniqueEmail('favoritos');
    await createConfirmedAccount(page.request, { email, nome: 'Fabiana Favoritos' });

    // Logged out: the heart keeps it on this device only.
    await page.goto('/anuncios');
    await waitForHydration(page);
    const cards = page.getByTestId('search-results').locator('article');
    const first = (await cards.nth(0).getByRole('heading', { level: 3 }).innerText()).trim();
    const second = (await cards.nth(1).getByRole('heading', { level: 3 }).innerText()).trim();
    await cards
      .nth(0)
      .getByRole('button', { name: `Favoritar ${first}` })
      .click();

    // Logging in merges it into the account.
    await logIn(page, email);
    await expect.poll(() => accountFavoriteTitles(page)).toEqual([first]);
    await page.goto('/favoritos');
    await waitForHydration(page);
    await expect(page.getByText('ficam guardados na sua conta e neste aparelho')).toBeVisible();
    await expect(page.getByTestId('favorites-list').getByRole('link', { name: first })).toBeVisible();

    // A fresh browser: nothing on the device, the account's favourites show once logged in.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await logIn(other, email);
    await other.goto('/favoritos');
    await waitForHydration(other);
    const list = other.getByTestId('favorites-list');
    await expect(list.getByRole('link', { name: first })).toBeVisible();
    await checkA11y();

    // A heart there goes to the account (newest first), and the removal too.
    await other.goto('/anuncios');
    await waitForHydration(other);
    const heart = other
      .getByTestId('search-results')
      .locator('article')
      .nth(1)
      .getByRole('button', { name: `Favoritar ${second}` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => accountFavoriteTitles(other)).toEqual([second, first]);
    await other.goto('/favoritos');
    await waitForHydration(other);
    await other.getByRole('button', { name: `Remover ${first} dos favoritos` }).click();
    await expect(list.getByRole('link', { name: first })).toHaveCount(0);
    await expect(list.getByRole('link', { name: second })).toBeVisible();
    await expect.poll(() => accountFavoriteTitles(other)).toEqual([second]);
    await fresh.close();

    // Back on the first browser, the favourite removed on the other one stays removed: it is
    // not merged back from this device, and leaves this device's list too.
    await page.goto('/favoritos');
    await waitForHydration(page);
    const mine = page.getByTestId('favorites-list');
    await expect(mine.getByRole('link', { name: second })).toBeVisible();
    await expect(mine.getByRole('link', { name: first })).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(mine.getByRole('link', { name: second })).toBeVisible();
    expect(await accountFavoriteTitles(page)).toEqual([second]);

    // Logging out leaves the device's own list, which never took the account's.
    await page.getByRole('button', { name: /Minha conta/ }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/favoritos');
    await waitForHydration(page);
    await expect(page.getByText('ficam guardados neste aparelho')).toBeVisible();
    await expect(page.getByText('Nenhum favorito encontrado.')).toBeVisible();
    await checkA11y();
  });
});
