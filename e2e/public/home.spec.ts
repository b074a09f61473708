import { expect, test } from '../fixtures.ts';

test.describe('home', () => {
  test('lists the latest listings and leads to a listing page', async ({ page, checkA11y }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre serviços e produtos no seu condomínio' }),
    ).toBeVisible();
    for (const type of ['Oportunidades', 'Produtos', 'Serviços', 'Comodidades']) {
      await expect(page.getByRole('heading', { level: 2, name: type })).toBeVisible();
    }
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await checkA11y();

    // Wait for hydration, so the click below is a client-side navigation.
    await page.waitForFunction(() => '__reactRouterRouteModules' in globalThis);
    const card = cards.first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const price = (await card.locator('p').last().innerText()).trim();
    // A client-side navigation fetches loader data (`.data`), not a new document.
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(req.url());
    });
    await card.getByRole('link').click();

    await expect(page).toHaveURL(/\/detalhe\/(oportunidade|produto|servico|comodidade)\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('listing-price')).toHaveText(price);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
    await checkA11y();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('serves the title, Open Graph tags and listings in the first HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    // At least one listing title from the API is in the server-rendered HTML.
    const api = await request.get('/api/anuncios?limit=12&sort=data&order=desc');
    const titles = ((await api.json()) as { data: { tituloANUNCIO: string }[] }).data.map(
      (l) => l.tituloANUNCIO,
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => html.includes(escapeHtml(t)))).toBe(true);
  });

  test('answers an unknown path with the not-found screen and a 404', async ({ page, checkA11y }) => {
    const res = await page.goto('/pagina-que-nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await checkA11y();
  });

  test('answers an absent listing with a 404 and the API message', async ({ page }) => {
    const res = await page.goto('/detalhe/produto/999999999/nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Anúncio não encontrado.')).toBeVisible();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How React writes text into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
