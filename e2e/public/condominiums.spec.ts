import { expect, test } from '../fixtures.ts';
import { dismissCookies, waitForHydration } from './consent-helpers.ts';

test.describe('condominiums', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('list with filters and paging', async ({ page, checkA11y }) => {
    await page.goto('/condominios');
    await expect(page.getByRole('heading', { level: 1, name: 'Condomínios' })).toBeVisible();
    const items = page.getByRole('main').locator('ul li a[href^="/condominios/"]');
    await expect(items).toHaveCount(24);
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await checkA11y();

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Anterior' }).click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

    // UF: at most 2 characters, upper-cased.
    const uf = page.getByRole('textbox', { name: 'UF' });
    await uf.fill('pex');
    await expect(uf).toHaveValue('PE');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/uf=PE/);
    await expect(items.first()).toBeVisible();
    for (const text of await items.allInnerTexts()) expect(text).toContain('- PE');

    await page.getByRole('textbox', { name: 'Nome' }).fill('nome que não existe em lugar nenhum');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Nenhum condomínio encontrado.')).toBeVisible();
  });

  test('a condominium page: name, place, listings, JSON-LD; absent is a 404', async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.goto('/condominios?uf=SP');
    const link = page.getByRole('main').locator('a[href^="/condominios/"]').first();
    const href = (await link.getAttribute('href'))!;
    const name = (await link.locator('span.font-semibold').innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('São Paulo - São Paulo').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Anúncios neste condomínio' })).toBeVisible();
    const listings = page.locator('main article');
    const empty = page.getByText('Nenhum anúncio nesse condomínio.');
    await expect(listings.first().or(empty)).toBeVisible();
    await checkA11y();

    const html = await (await request.get(href)).text();
    expect(html).toContain('"@type":"Place"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/condominios\/\d+"/);

    const res = await page.goto('/condominios/999999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('Condomínio não encontrado.')).toBeVisible();
    await checkA11y();
  });
});
