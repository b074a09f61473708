import { waitForHydration } from '../accounts/helpers.ts';
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
